import { eq } from 'drizzle-orm';
import type { StoredUserStatus } from '../../shared/constants/user-status';
import { recordAudit } from '../audit';
import type { Tx } from '../db/database';
import { sessions, users, type UserRow } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { authorize, type Viewer } from '../policies';

export interface StatusChange {
  status: StoredUserStatus;
  reason: string | null;
  /** What the audit entry says beside the change (the report it came from). */
  details?: Record<string, unknown>;
}

/**
 * The one way a user's status changes, in the caller's transaction, on the locked user row: checked
 * (shared/policies/admin-user-rules.ts), written with its audit entry and event. Leaving active deletes every session
 * of theirs in the same transaction: sessions live only in the database, so the next request on any
 * node finds none, and their live notification stream ends at its next heartbeat.
 */
export async function applyUserStatus(tx: Tx, jobs: JobQueue, actor: NonNullable<Viewer>, userId: string, change: StatusChange): Promise<{ target: UserRow; sessionsEnded: number }> {
  const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  authorize(actor, 'user.setStatus', target);
  const now = new Date();
  await tx
    .update(users)
    .set({ status: change.status, statusReason: change.reason, statusChangedAt: now, statusChangedBy: actor.id, updatedAt: now })
    .where(eq(users.id, userId));
  const ended = change.status === 'active' ? [] : await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  await recordAudit(tx, {
    actorId: actor.id,
    action: `user.status.${change.status}`,
    target: { type: 'user', id: userId },
    before: { status: target.status, statusReason: target.statusReason },
    after: { status: change.status, statusReason: change.reason },
    details: { sessionsEnded: ended.length, ...change.details },
  });
  await recordEvent(tx, jobs, { type: 'user.status_changed', subjectId: userId, actorId: actor.id, data: { status: change.status, previous: target.status } });
  return { target, sessionsEnded: ended.length };
}
