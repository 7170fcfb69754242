import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { COLLABORATION_NOT_FOUND, type CollaborationRequest } from '../../../shared/contracts/community/collaboration';
import type { Db } from '../../db/database';
import { collaborationRequests } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import type { JobQueue } from '../../jobs/job-queue';
import { isIdShaped } from '../../db/safe-id';
import { authorize, type Viewer } from '../../policies';
import { selectRequests, toCollaborationRequest } from './request-view';

export const NO_LONGER_PENDING = 'This collaboration request is no longer pending';

/**
 * Moves a pending request to its final state (accepted or declined by the creator, withdrawn by the
 * requester) under a row lock, so two answers at once cannot both win: the second finds it decided
 * and is refused with nothing written. Records 'collaboration.answered' in the same transaction.
 */
export async function decideRequest(
  db: Db,
  jobs: JobQueue,
  viewer: NonNullable<Viewer>,
  requestId: string,
  action: 'collaboration.answer' | 'collaboration.withdraw',
  status: 'accepted' | 'declined' | 'withdrawn',
): Promise<CollaborationRequest> {
  if (!isIdShaped(requestId)) throw new AppError('not-found', COLLABORATION_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(collaborationRequests).where(eq(collaborationRequests.id, requestId)).for('update');
    authorize(viewer, action, row);
    if (row.status !== 'pending') throw new AppError('already-exists', NO_LONGER_PENDING);
    await tx.update(collaborationRequests).set({ status, decidedAt: sql`now()` }).where(eq(collaborationRequests.id, row.id));
    await recordEvent(tx, jobs, {
      type: 'collaboration.answered',
      subjectId: row.modelId,
      actorId: viewer.id,
      data: { requestId: row.id, modelId: row.modelId, requesterId: row.requesterId, ownerId: row.ownerId, status },
    });
    const [view] = await selectRequests(tx, eq(collaborationRequests.id, row.id));
    return toCollaborationRequest(view!, viewer);
  });
}
