import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error';
import { isAllowedAuthRoute } from '../auth/allowed-auth-routes';
import { AUTH_BASE_PATH, type Auth } from '../auth/create-auth';
import type { Config } from '../config';
import { assertStorableBody } from './invalid-text';
import { toFetchHeaders } from './read-session';

/** Paths where guessing is the attack: they get the stricter per-IP budget. */
const STRICT = /^\/api\/auth\/(sign-in|sign-up|request-password-reset|reset-password|forget-password|email-otp|change-password)/;

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
          max: (request: FastifyRequest) => (STRICT.test(request.url) ? config.authRateLimitPerMinute : config.rateLimitPerMinute),
          keyGenerator: (request: FastifyRequest) => `auth:${STRICT.test(request.url) ? 'strict' : 'other'}:${request.ip}`,
          timeWindow: 60_000,
          errorResponseBuilder: () => new AppError('resource-exhausted', 'Too many attempts. Please wait a minute and try again.'),
        },
      },
      handler: async (request, reply) => {
        // Checked on the URL better-auth will see (dot segments resolved), so both agree on the route.
        const url = new URL(request.url, config.publicUrl);
        if (!isAllowedAuthRoute(request.method, url.pathname.slice(AUTH_BASE_PATH.length))) {
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
