import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a slicer link grants: one file, until a moment, to the person who asked for it (or a visitor, ''). */
export interface SlicerGrant {
  fileId: string;
  /** Unix seconds. */
  expires: number;
  /** Who minted it: downloads count per person (decision 020), and a private model is checked again for them. */
  userId: string;
}

export type SlicerGrantCheck = { kind: 'valid'; grant: SlicerGrant } | { kind: 'expired'; grant: SlicerGrant } | { kind: 'invalid' };

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const USER = /^[A-Za-z0-9_-]{0,64}$/;
const EXPIRES = /^\d{1,12}$/;

const keys = new Map<string, Buffer>();

/**
 * Keyed with the server's auth secret (AUTH_SECRET, or the one every node reads from the database),
 * narrowed by a label of its own as the unsubscribe and visitor keys are: a slicer link's signature
 * can pass for nothing else signed with that secret.
 */
function keyFrom(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('meshmandi:slicer-link:v1').digest();
    keys.set(secret, key);
  }
  return key;
}

function signatureOf(secret: string, grant: SlicerGrant): string {
  return createHmac('sha256', keyFrom(secret)).update(`${grant.fileId}\n${grant.expires}\n${grant.userId}`).digest('base64url');
}

/** The query string of a slicer link: `expires`, `by` (the minter, empty when signed out) and `sig`. */
export function signSlicerGrant(secret: string, grant: SlicerGrant): string {
  const query = new URLSearchParams({ expires: String(grant.expires), by: grant.userId, sig: signatureOf(secret, grant) });
  return query.toString();
}

/**
 * Signature first, then time: an altered link is refused as invalid whatever its time, and only a
 * link this server signed can be told it has expired.
 */
export function checkSlicerGrant(
  secret: string,
  fileId: string,
  query: Record<string, unknown>,
  nowSeconds = Math.floor(Date.now() / 1000),
): SlicerGrantCheck {
  const { expires, by, sig } = query;
  if (typeof expires !== 'string' || typeof by !== 'string' || typeof sig !== 'string') return { kind: 'invalid' };
  if (!EXPIRES.test(expires) || !USER.test(by) || !SIGNATURE.test(sig)) return { kind: 'invalid' };
  const grant = { fileId, expires: Number(expires), userId: by };
  const expected = Buffer.from(signatureOf(secret, grant));
  if (!timingSafeEqual(Buffer.from(sig), expected)) return { kind: 'invalid' };
  return grant.expires > nowSeconds ? { kind: 'valid', grant } : { kind: 'expired', grant };
}
