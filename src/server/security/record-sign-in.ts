import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signIns } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { newId } from '../db/new-id';
import { maskIp, summarizeUserAgent } from './user-agent-summary';

export type SignInMethod = 'password' | 'otp' | 'google';

export interface SignIn {
  userId: string;
  /** The keyed hash of the browser's device cookie (device-key.ts). */
  deviceKey: string;
  ip: string | null;
  userAgent: string | null;
  method: SignInMethod;
}

/**
 * Writes the sign_ins row and, when the account has signed in before but never from this device,
 * security.new_device_sign_in, in one transaction. A per-account lock makes the check and the
 * insert one step, so two sign-ins from the same new browser at once alert once, on every node.
 * The event's actor is null (the system reports it): the person signing in may not be the owner,
 * and the rule that an actor is never told of their own action must not silence it.
 * Its address is partly hidden (as /settings/security shows it): alerts go out by e-mail, and the
 * full address stays only in the sign_ins row.
 */
export async function recordSignIn(db: Db, jobs: JobQueue, signIn: SignIn, now = new Date()): Promise<{ id: string; newDevice: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-ins:${signIn.userId}`}))`);
    const [before] = await tx.select({ id: signIns.id }).from(signIns).where(eq(signIns.userId, signIn.userId)).limit(1);
    const [sameDevice] = before
      ? await tx
          .select({ id: signIns.id })
          .from(signIns)
          .where(and(eq(signIns.userId, signIn.userId), eq(signIns.deviceKey, signIn.deviceKey)))
          .limit(1)
      : [];
    const id = newId();
    await tx.insert(signIns).values({
      id,
      userId: signIn.userId,
      deviceKey: signIn.deviceKey,
      ipAddress: signIn.ip,
      userAgent: signIn.userAgent?.slice(0, 512) ?? null,
      method: signIn.method,
      createdAt: now,
    });
    const newDevice = before !== undefined && sameDevice === undefined;
    if (newDevice) {
      await recordEvent(tx, jobs, {
        type: 'security.new_device_sign_in',
        subjectId: signIn.userId,
        actorId: null,
        data: { signInId: id, method: signIn.method, ip: maskIp(signIn.ip), userAgent: summarizeUserAgent(signIn.userAgent), at: now.toISOString() },
      });
    }
    return { id, newDevice };
  });
}
