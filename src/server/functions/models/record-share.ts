import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { recordShare } from '../../../shared/contracts/models/models';
import { models, shares } from '../../db/schema';
import { findVisibleModel } from '../../models/media/find-visible-model';
import { MODEL_NOT_FOUND } from '../../policies/models';
import { implement } from '../implement';

/** Every share is a row (SPEC §3) and moves the counter in the same transaction. */
export const recordShareFunction = implement(recordShare, async ({ modelId, platform }, ctx) => {
  const model = await findVisibleModel(ctx.db, ctx.user, modelId);
  const count = await ctx.db.transaction(async (tx) => {
    // The counter first: if the model was deleted in the meantime there is no row to share.
    const [updated] = await tx
      .update(models)
      .set({ shares: sql`${models.shares} + 1`, lastSharedAt: sql`now()` })
      .where(eq(models.id, model.id))
      .returning({ shares: models.shares });
    if (!updated) throw new AppError('not-found', MODEL_NOT_FOUND);
    await tx.insert(shares).values({ modelId: model.id, sharerId: ctx.user?.id ?? null, platform });
    return updated.shares;
  });
  return { success: true as const, shares: count };
});
