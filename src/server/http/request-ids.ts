import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isTrustedPeer, type TrustedProxies } from '../security';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like: a short token (nginx's $request_id, a UUID, a trace id), nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * Fastify's genReqId (decision 087): the id the site's own proxy gave the request, so its access log
 * and ours name the same id, but only from a peer TRUST_PROXY trusts and only if it is a sane short
 * token; anyone else's is replaced with a new UUID (a client must not pick ids to confuse support
 * or to collide with another person's request).
 */
export function requestIdFor(trusted: TrustedProxies): (raw: IncomingMessage) => string {
  return (raw) => {
    const offered = raw.headers[REQUEST_ID_HEADER];
    if (typeof offered === 'string' && SANE_REQUEST_ID.test(offered) && isTrustedPeer(trusted, raw.socket.remoteAddress)) return offered;
    return randomUUID();
  };
}

/**
 * Every answer carries its request's id, hijacked ones (uploads, sign-in) too: it is set on the raw
 * response before any route runs, which both reply.send and a route writing the socket itself keep.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  });
}
