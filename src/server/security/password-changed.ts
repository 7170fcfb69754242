import type { Db } from '../db/database';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { maskIp, summarizeUserAgent } from './user-agent-summary';

export interface PasswordChange {
  userId: string;
  /** changed: with the current password, signed in; reset: through the e-mailed link. */
  how: 'changed' | 'reset';
  ip: string | null;
  userAgent: string | null;
}

/**
 * security.password_changed. better-auth writes the new hash through its own adapter call, outside
 * any transaction of ours, so the event follows in a transaction of its own once that has
 * succeeded (an answer that failed records nothing).
 */
export async function recordPasswordChanged(db: Db, jobs: JobQueue, change: PasswordChange, now = new Date()): Promise<void> {
  await db.transaction((tx) =>
    recordEvent(tx, jobs, {
      type: 'security.password_changed',
      subjectId: change.userId,
      actorId: null,
      data: { how: change.how, ip: maskIp(change.ip), userAgent: summarizeUserAgent(change.userAgent), at: now.toISOString() },
    }),
  );
}
