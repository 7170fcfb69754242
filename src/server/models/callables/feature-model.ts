import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { featureModel } from '../../../shared/contracts/models/feature-model';
import { reasonForModelChange, tellOwnerOfAdminChange, recordAudit } from '../../audit';
import { models } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { isListedPublicly } from '../../../shared/policies/model-visibility';
import { implement } from '../../callables/implement';

/**
 * Admins only (the contract's access). Only a model everyone may see can be featured: a private
 * one, or one whose files failed analysis, would be a hole in the home page's row. Featuring again
 * moves it to the front (a new featuredAt); the row and its audit entry change in one transaction.
 */
export const featureModelFunction = implement(featureModel, async ({ modelId, featured, reason }, ctx) => {
  const row = await ctx.db.transaction(async (tx) => {
    const [model] = await tx
      .select({ id: models.id, userId: models.userId, title: models.title, visibility: models.visibility, analysisFailed: models.analysisFailed, featured: models.featured, featuredAt: models.featuredAt, featuredBy: models.featuredBy })
      .from(models)
      .where(eq(models.id, modelId))
      .for('update');
    if (!model) throw new AppError('not-found', 'modelId: no such model');
    const why = reasonForModelChange(ctx.user.id, model.userId, reason);
    if (featured && !isListedPublicly(model)) throw new AppError('already-exists', 'modelId: only a public model can be featured');
    const now = new Date();
    const next = featured ? { featured: true, featuredAt: now, featuredBy: ctx.user.id } : { featured: false, featuredAt: null, featuredBy: null };
    await tx.update(models).set(next).where(eq(models.id, modelId));
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: featured ? 'model.feature' : 'model.unfeature',
      target: { type: 'model', id: modelId },
      before: { featured: model.featured, featuredAt: model.featuredAt?.toISOString() ?? null, featuredBy: model.featuredBy },
      after: { featured: next.featured, featuredAt: next.featuredAt?.toISOString() ?? null, featuredBy: next.featuredBy },
      details: { title: model.title, ownerId: model.userId, reason: why },
    });
    // The owner hears it from Meshmandi, not from the admin who chose (no actor on the event).
    if (featured && !model.featured) await recordEvent(tx, ctx.jobs, { type: 'model.featured', subjectId: modelId, actorId: null, data: { ownerId: model.userId, title: model.title } });
    if (!featured && model.featured && why !== null) await tellOwnerOfAdminChange(tx, ctx.jobs, { modelId, ownerId: model.userId, title: model.title, action: 'unfeature', reason: why });
    return next;
  });
  return { success: true as const, modelId, featured: row.featured, featuredAt: row.featuredAt?.toISOString() ?? null, featuredBy: row.featuredBy };
});
