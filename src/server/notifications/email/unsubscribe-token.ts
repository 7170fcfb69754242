import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '../../../shared/constants/notification-rules';

/** What an unsubscribe link turns off: one category's e-mails, or (a digest's link) every category that can be. */
export type UnsubscribeScope = Exclude<NotificationCategory, 'security'> | 'all';

export interface UnsubscribeClaim {
  userId: string;
  scope: UnsubscribeScope;
}

const SCOPES = new Set<string>([...NOTIFICATION_CATEGORIES.filter((c) => c !== 'security'), 'all']);

/**
 * The link's key is derived from the server's auth secret (better-auth's, kept in the database when
 * AUTH_SECRET is not set, so every node has the same one), with its own label: a token for this
 * purpose can never pass for anything else signed with the secret.
 */
function keyFrom(secret: string): Buffer {
  return createHmac('sha256', secret).update('meshmandi:unsubscribe-link:v1').digest();
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', keyFrom(secret)).update(payload).digest();
}

/** A token naming a person and what to turn off; no expiry, as old e-mails' links must keep working (RFC 8058). */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(`${claim.userId}:${claim.scope}`).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The claim of a token this server signed; null for anything forged, altered, truncated or malformed. */
export function verifyUnsubscribeToken(secret: string, token: unknown): UnsubscribeClaim | null {
  if (typeof token !== 'string' || token.length > 512) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, payload = '', given = ''] = match;
  // Compared as text: base64's last character has spare bits, so two spellings decode to the same
  // bytes, and only the one this server wrote is its token.
  const expected = Buffer.from(signature(secret, payload).toString('base64url'));
  if (!timingSafeEqual(Buffer.from(given), expected)) return null;
  const text = Buffer.from(payload, 'base64url').toString('utf8');
  const colon = text.lastIndexOf(':');
  const userId = text.slice(0, colon);
  const scope = text.slice(colon + 1);
  if (colon <= 0 || !SCOPES.has(scope)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
