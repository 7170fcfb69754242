import { randomUUID } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { users, verifications } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { burstId, failureId, SIGN_IN_LOCK_MINUTES, signInLockId } from './security-rules';

/** Pauses password sign-in for the account, in the caller's transaction (the burst's), until the answered moment. */
export async function lockPasswordSignIn(tx: Tx, userId: string, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + SIGN_IN_LOCK_MINUTES * 60_000);
  await tx.delete(verifications).where(eq(verifications.identifier, signInLockId(userId)));
  await tx.insert(verifications).values({ id: randomUUID(), identifier: signInLockId(userId), value: 'failed_sign_ins', expiresAt: until });
  return until;
}

/** The account an e-mail address or username names, as better-auth's sign-in routes take them. */
export async function accountNamedIn(db: Db, body: unknown): Promise<string | null> {
  const { email, username } = (body ?? {}) as { email?: unknown; username?: unknown };
  const where =
    typeof email === 'string' ? eq(users.email, email.trim().toLowerCase()) : typeof username === 'string' ? eq(users.username, username.trim().toLowerCase()) : undefined;
  if (!where) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  return user?.id ?? null;
}

/**
 * Before a password sign-in: refused while the account's password sign-in is paused, without
 * looking at the password (so guessing goes no further). Only an account that has just had a burst
 * of wrong passwords answers this way; its owner has been told, with the way back in.
 */
export async function refuseWhileLocked(db: Db, body: unknown, now = new Date()): Promise<void> {
  const userId = await accountNamedIn(db, body);
  if (!userId) return;
  const [lock] = await db
    .select({ expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(and(eq(verifications.identifier, signInLockId(userId)), gt(verifications.expiresAt, now)))
    .limit(1);
  if (!lock) return;
  const minutes = Math.max(1, Math.ceil((lock.expiresAt.getTime() - now.getTime()) / 60_000));
  throw new APIError('TOO_MANY_REQUESTS', {
    code: 'ACCOUNT_LOCKED',
    message: `Too many wrong passwords for this account. Password sign-in is paused for ${minutes} minute${minutes === 1 ? '' : 's'}: sign in with an e-mailed code, or reset your password by e-mail.`,
  });
}

/**
 * The owner proved it is them (an e-mailed code, Google, a password reset): the pause ends, and the
 * failures counted so far are forgotten. security.account_unlocked when a pause was in force.
 */
export async function unlockPasswordSignIn(db: Db, jobs: JobQueue, userId: string, how: 'email_code' | 'password_reset' | 'google', now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(verifications)
      .where(and(eq(verifications.identifier, signInLockId(userId)), gt(verifications.expiresAt, now)))
      .returning({ id: verifications.id });
    await tx.delete(verifications).where(inArray(verifications.identifier, [signInLockId(userId), failureId(userId), burstId(userId)]));
    if (ended.length === 0) return false;
    await recordEvent(tx, jobs, { type: 'security.account_unlocked', subjectId: userId, actorId: null, data: { how, at: now.toISOString() } });
    return true;
  });
}
