import { eq } from 'drizzle-orm';
import { deleteCollection } from '../../../../shared/contracts/community/collections';
import { loadCollectionFor } from '../../collections/load-collection-for';
import { collections } from '../../../db/schema';
import { implement } from '../../../callables/implement';

/** Deletes a collection and its list of models (by cascade; the models themselves stay). Its owner, or an admin for moderation. */
export const deleteCollectionFunction = implement(deleteCollection, async ({ collectionId }, ctx) => {
  return ctx.db.transaction(async (tx) => {
    const collection = await loadCollectionFor(tx, ctx.user, collectionId, 'collection.delete', { lock: true });
    await tx.delete(collections).where(eq(collections.id, collection.id));
    return { success: true as const };
  });
});
