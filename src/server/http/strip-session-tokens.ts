import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Keys under which better-auth (sign-up, sign-in, get-session, OTP verification) and anything built
 * on it put the session token in a JSON answer.
 */
const SESSION_TOKEN_KEYS = new Set(['token', 'sessionToken', 'session_token']);

/** better-auth's routes and the callables: the answers that may carry a session. */
const ROUTES_WITH_SESSIONS = ['/api/auth/', '/api/fn/'];

/** Deeper than any answer of ours; a body nested further is left as it is rather than walked. */
const MAX_DEPTH = 32;

function withoutTokens(value: unknown, depth: number): { value: unknown; changed: boolean } {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return { value, changed: false };
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = withoutTokens(item, depth + 1);
      changed ||= next.changed;
      return next.value;
    });
    return { value: changed ? items : value, changed };
  }
  let changed = false;
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (SESSION_TOKEN_KEYS.has(key)) {
      changed = true;
      continue;
    }
    const next = withoutTokens(item, depth + 1);
    changed ||= next.changed;
    entries.push([key, next.value]);
  }
  return { value: changed ? Object.fromEntries(entries) : value, changed };
}

function carriesSessions(request: FastifyRequest): boolean {
  // The route as the router matched it, so `/api/auth/./sign-in/email` is covered as well.
  const route = request.routeOptions.url ?? request.url;
  return ROUTES_WITH_SESSIONS.some((prefix) => route.startsWith(prefix));
}

/**
 * The session lives in its HttpOnly cookie only (issue 27 item 15): a token in a JSON body is
 * readable by any script on the page, which is what the cookie's HttpOnly is there to prevent. The
 * web app never reads one, so every JSON answer of the auth routes and the callables leaves
 * without it. Registered before compression, so the body is still text here.
 */
export function registerSessionTokenStrip(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!carriesSessions(request)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.includes('json')) return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (text === null || !/"(token|sessionToken|session_token)"/.test(text)) return payload;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return payload;
    }
    const stripped = withoutTokens(parsed, 0);
    if (!stripped.changed) return payload;
    reply.removeHeader('content-length');
    return JSON.stringify(stripped.value);
  });
}
