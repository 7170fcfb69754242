import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { restoreHiddenModel } from '../../../shared/contracts/reports/moderation';
import { recordAudit } from '../../audit';
import { models } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { setModelVisibility } from '../../moderation';
import { implement } from '../../callables/implement';

/** Undoes a moderator's hide: the model goes back to the visibility it had, its owner is told, and the home feed forgets its old self everywhere. */
export const restoreHiddenModelFunction = implement(restoreHiddenModel, async ({ modelId }, ctx) => {
  return ctx.db.transaction(async (tx) => {
    const [model] = await tx
      .select({ id: models.id, userId: models.userId, title: models.title, hiddenAt: models.hiddenAt, hiddenReason: models.hiddenReason, before: models.visibilityBeforeHidden })
      .from(models)
      .where(eq(models.id, modelId))
      .for('update');
    if (!model) throw new AppError('not-found', 'modelId: no such model');
    if (!model.hiddenAt) throw new AppError('already-exists', 'modelId: this model is not hidden');
    const visibility = model.before === 'private' ? 'private' : 'public';
    await setModelVisibility(tx, model.id, visibility, { hiddenAt: null, hiddenBy: null, hiddenReason: null, visibilityBeforeHidden: null });
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'model.restore',
      target: { type: 'model', id: model.id },
      before: { visibility: 'private', hiddenAt: model.hiddenAt.toISOString(), hiddenReason: model.hiddenReason },
      after: { visibility, hiddenAt: null, hiddenReason: null },
      details: { title: model.title, ownerId: model.userId },
    });
    await recordEvent(tx, ctx.jobs, { type: 'model.restored', subjectId: model.id, actorId: null, data: { ownerId: model.userId, visibility } });
    return { success: true as const, visibility };
  });
});
