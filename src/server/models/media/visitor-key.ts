import { createHmac } from 'node:crypto';
import type { Services } from '../../services';

export interface Visitor {
  userId: string | null;
  ip: string;
  userAgent: string | null | undefined;
}

/**
 * The auth secret is what every node shares (from AUTH_SECRET, or made once and kept in the
 * database), so one anonymous visitor gets the same key on every node. It is narrowed to a key of
 * its own first, so the hashes here never reveal anything made with the session-signing key.
 */
const subKeys = new WeakMap<object, Buffer>();

function visitorHashKey(services: Pick<Services, 'auth'>): Buffer {
  let key = subKeys.get(services.auth);
  if (!key) {
    key = createHmac('sha256', services.auth.options.secret).update('meshmandi:visitor-key:v1').digest();
    subKeys.set(services.auth, key);
  }
  return key;
}

/**
 * Who counts as "one visitor" for views and downloads: a signed-in user by id, anyone else by
 * IP and browser. The raw IP is never stored, only a keyed hash of it, cut to 128 bits.
 */
export function visitorKey(services: Pick<Services, 'auth'>, visitor: Visitor): string {
  if (visitor.userId) return `u:${visitor.userId}`;
  const digest = createHmac('sha256', visitorHashKey(services))
    .update(`${visitor.ip}\n${visitor.userAgent ?? ''}`)
    .digest('hex');
  return `a:${digest.slice(0, 32)}`;
}
