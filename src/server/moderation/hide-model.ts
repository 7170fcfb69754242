import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { recordAudit } from '../audit';
import type { Tx } from '../db/database';
import { models } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { setModelVisibility } from './set-model-visibility';

export interface HideRequest {
  actorId: string;
  modelId: string;
  /** What the owner is told. */
  reason: string;
  reportId: string | null;
}

/**
 * A moderator hides a model (issue 16 item 2): it becomes private, so every public list, search,
 * page and file drops it through the one test they all share (visibility), on every node at once
 * (the home feed's caches are told by the model.hidden event); it stops being featured; its owner is
 * told and cannot make it public again (reviseModel) until an admin restores it. Hiding a hidden
 * model changes nothing and answers false.
 */
export async function hideModel(tx: Tx, jobs: JobQueue, request: HideRequest): Promise<boolean> {
  const [model] = await tx
    .select({ id: models.id, userId: models.userId, title: models.title, visibility: models.visibility, featured: models.featured, hiddenAt: models.hiddenAt })
    .from(models)
    .where(eq(models.id, request.modelId))
    .for('update');
  if (!model) throw new AppError('not-found', 'The reported model no longer exists');
  if (model.hiddenAt) return false;
  const hiddenAt = new Date();
  await setModelVisibility(tx, model.id, 'private', {
    hiddenAt,
    hiddenBy: request.actorId,
    hiddenReason: request.reason,
    visibilityBeforeHidden: model.visibility,
    featured: false,
    featuredAt: null,
    featuredBy: null,
  });
  await recordAudit(tx, {
    actorId: request.actorId,
    action: 'model.hide',
    target: { type: 'model', id: model.id },
    before: { visibility: model.visibility, featured: model.featured, hiddenAt: null },
    after: { visibility: 'private', featured: false, hiddenAt: hiddenAt.toISOString(), hiddenReason: request.reason },
    details: { title: model.title, ownerId: model.userId, reportId: request.reportId },
  });
  await recordEvent(tx, jobs, { type: 'model.hidden', subjectId: model.id, actorId: null, data: { ownerId: model.userId, reason: request.reason, reportId: request.reportId } });
  return true;
}
