import { randomBytes } from 'node:crypto';

/** Decision 020: the first-party id that tells visitors who are not signed in apart when counting. */
export const VISITOR_COOKIE = 'meshmandi.visitor';

const ID_SHAPE = /^[A-Za-z0-9_-]{22}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The visitor id the request carries, or null when it carries none or one we did not make. */
export function readVisitorId(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== VISITOR_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return ID_SHAPE.test(value) ? value : null;
  }
  return null;
}

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The Set-Cookie for a new id. It ends with the UTC day it was made in: counts are once a day at
 * most, so a longer life would serve nothing but following a visitor from one day to the next.
 */
export function visitorCookie(id: string, secure: boolean, now = new Date()): string {
  const midnight = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
  const maxAge = Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 1000));
  const attributes = [`${VISITOR_COOKIE}=${id}`, 'Path=/', `Max-Age=${maxAge}`, `Expires=${midnight.toUTCString()}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
