import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { verifications } from '../db/schema';

/** How long after a sign-up with a taken address no verification code is sent to it. */
export const SIGN_UP_ATTEMPT_QUIET_MINUTES = 10;

const identifierFor = (email: string) => `sign-up-attempt:${email.toLowerCase()}`;

/**
 * Someone signed up with an address that has an account. If that account is unverified, it may
 * have been made by someone else to sit on the address: the person now signing up must not be
 * handed a code that would verify it (and its stranger's password). For a while no verification
 * code goes to the address; its owner is told by e-mail to log in or reset the password instead
 * (decision 018). Kept in better-auth's expiring `verifications` table, under its own prefix.
 */
export async function recordSignUpAttempt(db: Db, email: string): Promise<void> {
  const expiresAt = new Date(Date.now() + SIGN_UP_ATTEMPT_QUIET_MINUTES * 60_000);
  await db.insert(verifications).values({ id: randomUUID(), identifier: identifierFor(email), value: 'existing-account', expiresAt });
}

export async function hadRecentSignUpAttempt(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierFor(email)), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row !== undefined;
}
