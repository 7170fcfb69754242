import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';
import { findAllowedAuthRoute, type AllowedAuthRoute, AUTH_BASE_PATH, type Auth, toFetchHeaders } from '../auth';
import type { Config } from '../config';
import { assertStorableBody } from './invalid-text';

interface ResolvedAuthRequest {
  /** The URL better-auth is given: dot segments (`.`, `..`, `%2e`) resolved as its router would. */
  url: URL;
  route: AllowedAuthRoute | null;
}

const resolved = new WeakMap<FastifyRequest, ResolvedAuthRequest>();

/**
 * The route a request names once its path is resolved, worked out once and used by the budget and
 * the handler alike: `/api/auth/./sign-in/email` and `/api/auth/x/../sign-in/email` are sign-in,
 * and are counted as sign-in (issue 27 item 12).
 */
function resolveAuthRequest(request: FastifyRequest, publicUrl: string): ResolvedAuthRequest {
  let found = resolved.get(request);
  if (!found) {
    const url = new URL(request.url, publicUrl);
    const below = url.pathname.startsWith(`${AUTH_BASE_PATH}/`) ? url.pathname.slice(AUTH_BASE_PATH.length) : null;
    found = { url, route: below === null ? null : findAllowedAuthRoute(request.method, below) };
    resolved.set(request, found);
  }
  return found;
}

/**
 * better-auth answers the routes of its allow-list under /api/auth (others are 404). Bodies reach it
 * untouched (no parsing here), and its answer goes back through Fastify so that logging and
 * security headers still apply.
 */
export async function registerAuthRoute(app: FastifyInstance, auth: Auth, config: Config): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      config: {
        rateLimit: {
          max: (request: FastifyRequest) => (resolveAuthRequest(request, config.publicUrl).route?.strict ? config.authRateLimitPerMinute : config.rateLimitPerMinute),
          keyGenerator: (request: FastifyRequest) => `auth:${resolveAuthRequest(request, config.publicUrl).route?.strict ? 'strict' : 'other'}:${request.ip}`,
          timeWindow: 60_000,
          errorResponseBuilder: () => new AppError('resource-exhausted', 'Too many attempts. Please wait a minute and try again.'),
        },
      },
      handler: async (request, reply) => {
        // Checked on the URL better-auth will see, so both agree on the route; nothing else reaches it.
        const { url, route } = resolveAuthRequest(request, config.publicUrl);
        if (!route) {
          throw new AppError('not-found', `No such endpoint: ${request.method} ${url.pathname}`);
        }
        if (request.method === 'POST' && Buffer.isBuffer(request.body)) assertStorableBody(request.headers['content-type'], request.body);
        const body = request.method === 'POST' && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
        const response = await auth.handler(new Request(url, { method: request.method, headers: toFetchHeaders(request), body }));
        reply.status(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  });
}
