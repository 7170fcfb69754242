import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { reorderCollection } from '../../../../shared/contracts/community/collections';
import { isListedInCollectionsTo } from '../../collections/listed-in-collections';
import { loadCollectionFor } from '../../collections/load-collection-for';
import { collectionModels, collections, models } from '../../../db/schema';
import { implement } from '../../../callables/implement';

export const NOT_THE_COLLECTIONS_MODELS = "modelIds: must list each of the collection's models exactly once";

/**
 * Its owner puts the collection's models in a new order: `modelIds` must be exactly the models they
 * can see in it (what the page showed them), each once. Models that went private to the owner since
 * keep their order after those, so nothing is lost and nothing hidden is named.
 */
export const reorderCollectionFunction = implement(reorderCollection, async ({ collectionId, modelIds }, ctx) => {
  return ctx.db.transaction(async (tx) => {
    const collection = await loadCollectionFor(tx, ctx.user, collectionId, 'collection.edit', { lock: true });
    const rows = await tx
      .select({ modelId: collectionModels.modelId, visibility: models.visibility, userId: models.userId, analysisFailed: models.analysisFailed })
      .from(collectionModels)
      .innerJoin(models, eq(models.id, collectionModels.modelId))
      .where(eq(collectionModels.collectionId, collection.id))
      .orderBy(asc(collectionModels.position), asc(collectionModels.modelId));
    const seen = (r: (typeof rows)[number]) => isListedInCollectionsTo(ctx.user, r);
    const visible = rows.filter(seen).map((r) => r.modelId);
    const hidden = rows.filter((r) => !seen(r)).map((r) => r.modelId);
    const wanted = new Set(modelIds);
    if (wanted.size !== modelIds.length || modelIds.length !== visible.length || !visible.every((id) => wanted.has(id))) {
      throw new AppError('invalid-argument', NOT_THE_COLLECTIONS_MODELS);
    }
    const order = [...modelIds, ...hidden];
    for (const [position, modelId] of order.entries()) {
      await tx
        .update(collectionModels)
        .set({ position })
        .where(and(eq(collectionModels.collectionId, collection.id), eq(collectionModels.modelId, modelId)));
    }
    await tx.update(collections).set({ updatedAt: sql`now()` }).where(eq(collections.id, collection.id));
    return { success: true as const };
  });
});
