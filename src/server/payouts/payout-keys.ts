import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * The keys that protect payout details at rest (decision 035): one seals bank account numbers
 * (AES-256-GCM; they must be readable again to be paid), one fingerprints destinations and PANs
 * (HMAC-SHA256; never reversible). Both are derived from one secret every node shares, each with
 * its own label, so neither can stand in for the other or for the sessions' secret.
 */
export interface PayoutKeys {
  seal(plain: string): string;
  unseal(sealed: string): string;
  fingerprint(text: string): string;
}

const SEALED_PREFIX = 'v1.';

export function createPayoutKeys(secret: string): PayoutKeys {
  if (secret.length < 16) throw new Error('the payout secret is too short');
  const derive = (label: string) => createHmac('sha256', secret).update(`meshmandi:payouts:${label}`).digest();
  const sealKey = derive('seal:v1');
  const fingerprintKey = derive('fingerprint:v1');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    unseal(sealed) {
      if (!sealed.startsWith(SEALED_PREFIX)) throw new Error('not a sealed payout detail');
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
    fingerprint(text) {
      return createHmac('sha256', fingerprintKey).update(text).digest('base64url');
    },
  };
}
