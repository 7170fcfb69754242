import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { OTP_LENGTH } from '../../shared/constants/account-rules';
import { PIN_RESET_CODE_MINUTES, PIN_RESET_RESEND_SECONDS } from '../../shared/constants/payout-rules';
import type { Db, Tx } from '../db/database';
import { verifications } from '../db/schema';
import type { PayoutKeys } from './payout-keys';

/**
 * The codes payouts e-mail to an account's own address (decisions 039 and 047): the forgotten-PIN
 * reset's and the step-up's. Each lives in better-auth's expiring `verifications` table under an
 * identifier naming its purpose and person, one at a time, so every node sees it and a code for one
 * purpose proves nothing for another. It is kept as an HMAC with the payout key over the identifier
 * and the code: six digits hashed without a key would fall to anyone reading the table.
 */

export const NO_LIVE_CODE = 'code: this code has expired, was used, or a newer one was sent; ask for a new code';

export function newCodeDigits(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export const codeDigest = (keys: PayoutKeys, identifier: string, code: string) => keys.fingerprint(`${identifier}:${code}`);

export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'base64url');
  const right = Buffer.from(b, 'base64url');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Keeps a new code under `identifier`, replacing the last, for PIN_RESET_CODE_MINUTES. At most one
 * every PIN_RESET_RESEND_SECONDS, so the address is not flooded. The caller holds the person's
 * payout_settings lock in `tx`, which orders two asks at once.
 */
export async function storeEmailedCode(tx: Tx, keys: PayoutKeys, identifier: string, code: string, now: Date): Promise<{ id: string; expiresAt: Date }> {
  const [last] = await tx.select({ createdAt: verifications.createdAt }).from(verifications).where(eq(verifications.identifier, identifier)).orderBy(desc(verifications.createdAt)).limit(1);
  const secondsSince = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
  if (secondsSince < PIN_RESET_RESEND_SECONDS) {
    throw new AppError('resource-exhausted', `Please wait ${Math.ceil(PIN_RESET_RESEND_SECONDS - secondsSince)} seconds before asking for another code.`);
  }
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + PIN_RESET_CODE_MINUTES * 60_000);
  await tx.delete(verifications).where(eq(verifications.identifier, identifier));
  await tx.insert(verifications).values({ id, identifier, value: codeDigest(keys, identifier, code), expiresAt, createdAt: now, updatedAt: now });
  return { id, expiresAt };
}

/** The live code under `identifier` and whether `typed` is it, compared in constant time. */
export async function matchEmailedCode(db: Db, keys: PayoutKeys, identifier: string, typed: string): Promise<{ stored: typeof verifications.$inferSelect | undefined; right: boolean }> {
  const [stored] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .orderBy(desc(verifications.createdAt))
    .limit(1);
  return { stored, right: stored !== undefined && sameDigest(codeDigest(keys, identifier, typed), stored.value) };
}

/** Takes back a code whose e-mail could not be sent, so the next ask need not wait. */
export async function withdrawEmailedCode(db: Db, id: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.id, id));
}
