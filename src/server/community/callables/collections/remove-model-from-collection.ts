import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { COLLECTION_NOT_FOUND, removeModelFromCollection } from '../../../../shared/contracts/community/collections';
import { loadCollectionFor } from '../../collections/load-collection-for';
import { recountModels } from '../../collections/recount-models';
import { collectionModels, models } from '../../../db/schema';
import { isIdShaped } from '../../../db/safe-id';
import { modelsVisibleTo } from '../../../policies';
import { implement } from '../../../callables/implement';

/**
 * Takes a model out of the caller's collection, under the collection's lock, and recounts. A model
 * that is not there (or is no model the caller may see) is SPEC §5's not-found; one that went private
 * to the owner may still be taken out, as it is in their collection, but is not named in any answer.
 */
export const removeModelFromCollectionFunction = implement(removeModelFromCollection, async ({ collectionId, modelId }, ctx) => {
  return ctx.db.transaction(async (tx) => {
    const collection = await loadCollectionFor(tx, ctx.user, collectionId, 'collection.edit', { lock: true });
    if (!isIdShaped(modelId)) throw new AppError('not-found', COLLECTION_NOT_FOUND);
    const removed = await tx
      .delete(collectionModels)
      .where(and(eq(collectionModels.collectionId, collection.id), eq(collectionModels.modelId, modelId)))
      .returning({ modelId: collectionModels.modelId });
    if (removed.length > 0) return { success: true as const, removed: true, modelCount: await recountModels(tx, collection.id) };
    // Not in the collection: idempotent for a model the caller may see, not found for any other id.
    const [seen] = await tx.select({ id: models.id }).from(models).where(and(eq(models.id, modelId), modelsVisibleTo(ctx.user))).limit(1);
    if (!seen) throw new AppError('not-found', COLLECTION_NOT_FOUND);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(collectionModels).where(eq(collectionModels.collectionId, collection.id));
    return { success: true as const, removed: false, modelCount: row?.n ?? 0 };
  });
});
