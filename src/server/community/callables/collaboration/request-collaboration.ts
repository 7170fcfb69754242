import { AppError } from '../../../../shared/app-error';
import { requestCollaboration } from '../../../../shared/contracts/community/collaboration';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/pg-errors';
import { collaborationRequests } from '../../../db/schema';
import { recordEvent } from '../../../events/record-event';
import { newId } from '../../../db/new-id';
import { loadModelFor, MODEL_NOT_FOUND } from '../../../policies';
import { implement } from '../../../callables/implement';

export const OWN_MODEL = 'You cannot request a collaboration on your own model';
export const ALREADY_PENDING = 'You already have a pending collaboration request for this model';

/**
 * A request to a model's creator, from someone who may see the model and is not its creator. The
 * partial unique index keeps one pending request per person and model, so two sent at once leave
 * one row and the second is a 409; the request and its event are written in one transaction.
 */
export const requestCollaborationFunction = implement(requestCollaboration, async ({ modelId, message }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  if (model.userId === ctx.user.id) throw new AppError('permission-denied', OWN_MODEL);
  const id = newId();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(collaborationRequests).values({ id, modelId: model.id, requesterId: ctx.user.id, ownerId: model.userId, message });
      await recordEvent(tx, ctx.jobs, {
        type: 'collaboration.requested',
        subjectId: model.id,
        actorId: ctx.user.id,
        data: { requestId: id, modelId: model.id, ownerId: model.userId },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('already-exists', ALREADY_PENDING);
    if (isForeignKeyViolation(error)) throw new AppError('not-found', MODEL_NOT_FOUND);
    throw error;
  }
  return { success: true as const, requestId: id };
});
