import { createHmac } from 'node:crypto';
import type { Services } from '../../services';
import { newVisitorId, readVisitorId, visitorCookie } from './visitor-cookie';

export interface VisitorRequest {
  userId: string | null;
  ip: string;
  cookieHeader: string | null | undefined;
}

export interface Visitor {
  userId: string | null;
  /** Who counts once: `u:{user id}` when signed in, else `a:{keyed hash}`. */
  key: string;
  /** The keyed hash of the IP address the per-IP ceiling counts against; null when signed in. */
  ipKey: string | null;
  /** A Set-Cookie to send when the visitor had no id yet. */
  setCookie: string | null;
}

/**
 * The auth secret is what every node shares (from AUTH_SECRET, or made once and kept in the
 * database), so one visitor gets the same key on every node. It is narrowed to a key of its own
 * first, so the hashes here never reveal anything made with the session-signing key.
 */
const subKeys = new WeakMap<object, Buffer>();

function hashed(services: Pick<Services, 'auth'>, text: string): string {
  let key = subKeys.get(services.auth);
  if (!key) {
    key = createHmac('sha256', services.auth.options.secret).update('meshmandi:visitor-key:v1').digest();
    subKeys.set(services.auth, key);
  }
  return createHmac('sha256', key).update(text).digest('hex').slice(0, 32);
}

/**
 * Decision 020: who counts as "one visitor" for views, downloads and shares. A signed-in user is
 * their account, wherever they are. Anyone else is the first-party visitor id their browser keeps,
 * made here when missing (so the request that makes it counts under the id the browser will send
 * next). The User-Agent plays no part: it costs nothing to change. A client that drops the cookie
 * is new on every request, which is what the per-IP ceiling is for. Neither the IP nor the id is
 * stored, only keyed hashes of them, cut to 128 bits.
 */
export function identifyVisitor(services: Pick<Services, 'auth' | 'config'>, request: VisitorRequest, now = new Date()): Visitor {
  if (request.userId) return { userId: request.userId, key: `u:${request.userId}`, ipKey: null, setCookie: null };
  const kept = readVisitorId(request.cookieHeader);
  const id = kept ?? newVisitorId();
  return {
    userId: null,
    key: `a:${hashed(services, `visitor\n${id}`)}`,
    ipKey: hashed(services, `ip\n${request.ip}`),
    setCookie: kept ? null : visitorCookie(id, services.config.publicUrl.startsWith('https://'), now),
  };
}
