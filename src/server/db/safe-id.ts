/**
 * Ids the server makes (new-id.ts, better-auth) are URL-safe. Anything else in a URL or a call is
 * answered "not found" before it reaches the database, where a NUL byte would be a 500.
 */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isIdShaped(value: string): boolean {
  return ID.test(value);
}
