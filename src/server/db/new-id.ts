import { randomBytes } from 'node:crypto';

/**
 * 16 URL-safe characters (96 random bits): unguessable, so a private model's id leaks nothing.
 * It starts with a letter or digit so it can open a storage file name (storage/keys.ts).
 */
export function newId(): string {
  for (;;) {
    const id = randomBytes(12).toString('base64url');
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}
