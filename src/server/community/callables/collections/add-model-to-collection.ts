import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../../../shared/app-error';
import { addModelToCollection, COLLECTION_NOT_FOUND } from '../../../../shared/contracts/community/collections';
import { loadCollectionFor } from '../../collections/load-collection-for';
import { recountModels } from '../../collections/recount-models';
import { isForeignKeyViolation } from '../../../db/pg-errors';
import { collectionModels } from '../../../db/schema';
import { recordEvent } from '../../../events/record-event';
import { loadModelFor } from '../../../policies';
import { implement } from '../../../callables/implement';

/** SPEC §5's one text for every refusal: an unknown or unseen model answers as a collection not yours does. */
async function visibleModel(...args: Parameters<typeof loadModelFor>) {
  try {
    return await loadModelFor(...args);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not-found') throw new AppError('not-found', COLLECTION_NOT_FOUND);
    throw error;
  }
}

/** A model deleted between the check and the insert is a foreign key violation: not found, as SPEC §5 says. */
async function insertOrGone<T>(insert: Promise<T>): Promise<T> {
  try {
    return await insert;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('not-found', COLLECTION_NOT_FOUND);
    throw error;
  }
}

/**
 * Adds a model the caller may see at the end of their collection. The collection row is locked, so
 * concurrent adds take positions one after another and the count is recounted from the rows; a
 * model already there changes nothing and records no event.
 */
export const addModelToCollectionFunction = implement(addModelToCollection, async ({ collectionId, modelId }, ctx) => {
  return ctx.db.transaction(async (tx) => {
    const collection = await loadCollectionFor(tx, ctx.user, collectionId, 'collection.edit', { lock: true });
    const model = await visibleModel(tx, ctx.user, modelId, 'model.view');
    // A storefront shows its creator's work (decision 078): its collections take no one else's models.
    if (collection.storefrontType !== null && model.userId !== collection.userId) {
      throw new AppError('invalid-argument', "A storefront collection holds only its creator's own models");
    }
    const inserted = await insertOrGone(tx
      .insert(collectionModels)
      .values({
        collectionId: collection.id,
        modelId: model.id,
        position: sql`(select coalesce(max(${collectionModels.position}) + 1, 0) from ${collectionModels} where ${eq(collectionModels.collectionId, collection.id)})`,
      })
      .onConflictDoNothing()
      .returning({ modelId: collectionModels.modelId }));
    const added = inserted.length > 0;
    if (!added) {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(collectionModels).where(eq(collectionModels.collectionId, collection.id));
      return { success: true as const, added, modelCount: row?.n ?? 0 };
    }
    const modelCount = await recountModels(tx, collection.id);
    await recordEvent(tx, ctx.jobs, {
      type: 'collection.model_added',
      subjectId: model.id,
      actorId: ctx.user.id,
      data: { collectionId: collection.id, collectionName: collection.name, modelId: model.id, modelOwnerId: model.userId },
    });
    return { success: true as const, added, modelCount };
  });
});
