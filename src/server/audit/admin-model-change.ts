import { AppError } from '../../shared/app-error';
import { ADMIN_CHANGE_REASON_MAX } from '../../shared/contracts/models/admin-change-reason';
import type { Tx } from '../db/database';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';

export type AdminModelAction = 'update' | 'delete' | 'unfeature';

/**
 * The reason an admin's change of someone else's model needs (issue 27 item 15): null for an
 * owner's change of their own, which needs none; a clear 400 naming `reason` when it is missing.
 */
export function reasonForModelChange(actorId: string, ownerId: string, reason: string | undefined): string | null {
  if (actorId === ownerId) return null;
  if (!reason) throw new AppError('invalid-argument', `reason: say why you are changing someone else's model (1–${ADMIN_CHANGE_REASON_MAX} characters); its owner is told`);
  return reason;
}

/**
 * Tells the owner, in the change's own transaction, that an admin changed, deleted or stopped
 * featuring their model, and why. The event carries the owner and title, since a deleted model can
 * no longer be read; it comes from Meshmandi, not from the admin (no actor).
 */
export async function tellOwnerOfAdminChange(
  tx: Tx,
  jobs: JobQueue,
  change: { modelId: string; ownerId: string; title: string; action: AdminModelAction; reason: string },
): Promise<void> {
  await recordEvent(tx, jobs, {
    type: 'model.changed_by_admin',
    subjectId: change.modelId,
    actorId: null,
    data: { ownerId: change.ownerId, title: change.title, action: change.action, reason: change.reason },
  });
}
