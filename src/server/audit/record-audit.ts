import type { Tx } from '../db/database';
import { auditLog } from '../db/schema';

/** What a record was before an admin action and after it: the fields the action changed, null when there was none (created, deleted). */
type State = Record<string, unknown> | null;

export interface AuditEntry {
  actorId: string;
  /** What was done, `{area}.{verb}`: 'user.changeRole', 'withdrawal.approve', 'model.delete'… */
  action: string;
  target: { type: string; id: string };
  before: State;
  after: State;
  /** Anything else the entry should say (a reason, a bank reference, the payout mode). */
  details?: Record<string, unknown>;
}

/**
 * The one way an admin action is written to the audit log (issue 16 item 10): who, what, on what,
 * and the record before and after, in the action's own transaction so the log never says what did
 * not happen. Entries are never changed; super admins read them (listAuditLog).
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    details: { ...entry.details, before: entry.before, after: entry.after },
  });
}
