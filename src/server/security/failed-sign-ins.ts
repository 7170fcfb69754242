import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { verifications } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { burstId, FAILED_SIGN_IN_WINDOW_MINUTES, failureId, SIGN_IN_LOCK_MINUTES, SUSPICIOUS_FAILED_SIGN_INS } from './security-rules';
import { lockPasswordSignIn } from './sign-in-lock';
import { maskIp, summarizeUserAgent } from './user-agent-summary';


export interface FailedSignIn {
  userId: string;
  ip: string | null;
  userAgent: string | null;
  method: 'password' | 'otp';
}

/**
 * One wrong password or code for an existing account. Kept in better-auth's expiring
 * `verifications` table under prefixes of its own (as sign-up attempts are), so every node counts
 * the same failures and nothing needs a table of its own. When the account reaches
 * SUSPICIOUS_FAILED_SIGN_INS within the window, a burst marker is kept and the owner is told once:
 * wrong passwords pause password sign-in (sign-in-lock.ts, security.account_locked); wrong codes
 * are security.suspicious_activity; each further failure pushes the marker on, so a slow, steady attack is
 * one alert, and a new one comes only after a quiet window. A per-account lock makes the count and
 * the marker one step under concurrent attempts. Answers whether this failure raised the alert.
 */
export async function noteFailedSignIn(db: Db, jobs: JobQueue, failure: FailedSignIn, now = new Date()): Promise<boolean> {
  const until = new Date(now.getTime() + FAILED_SIGN_IN_WINDOW_MINUTES * 60_000);
  const ids = [failureId(failure.userId), burstId(failure.userId)];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`failed-sign-ins:${failure.userId}`}))`);
    await tx.delete(verifications).where(and(inArray(verifications.identifier, ids), lte(verifications.expiresAt, now)));
    await tx.insert(verifications).values({ id: randomUUID(), identifier: failureId(failure.userId), value: failure.method, expiresAt: until });
    const [marker] = await tx
      .select({ id: verifications.id })
      .from(verifications)
      .where(and(eq(verifications.identifier, burstId(failure.userId)), gt(verifications.expiresAt, now)))
      .limit(1);
    if (marker) {
      await tx.update(verifications).set({ expiresAt: until, updatedAt: now }).where(eq(verifications.id, marker.id));
      return false;
    }
    const [row] = await tx
      .select({ n: count() })
      .from(verifications)
      .where(and(eq(verifications.identifier, failureId(failure.userId)), gt(verifications.expiresAt, now)));
    const failures = row?.n ?? 0;
    if (failures < SUSPICIOUS_FAILED_SIGN_INS) return false;
    await tx.insert(verifications).values({ id: randomUUID(), identifier: burstId(failure.userId), value: 'alerted', expiresAt: until });
    const data = {
      reason: 'failed_sign_ins' as const,
      failedAttempts: failures,
      windowMinutes: FAILED_SIGN_IN_WINDOW_MINUTES,
      method: failure.method,
      ip: maskIp(failure.ip),
      userAgent: summarizeUserAgent(failure.userAgent),
      at: now.toISOString(),
    };
    if (failure.method === 'password') {
      const lockedUntil = await lockPasswordSignIn(tx, failure.userId, now);
      await recordEvent(tx, jobs, { type: 'security.account_locked', subjectId: failure.userId, actorId: null, data: { ...data, minutes: SIGN_IN_LOCK_MINUTES, until: lockedUntil.toISOString() } });
    } else {
      await recordEvent(tx, jobs, { type: 'security.suspicious_activity', subjectId: failure.userId, actorId: null, data });
    }
    return true;
  });
}
