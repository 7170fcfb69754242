import { eq, sql } from 'drizzle-orm';
import { updateCollection } from '../../../../shared/contracts/community/collections';
import { collectionSummaryColumns, toCollectionSummary } from '../../collections/collection-columns';
import { loadCollectionFor } from '../../collections/load-collection-for';
import { collections } from '../../../db/schema';
import { implement } from '../../../callables/implement';

/** Its owner renames a collection, rewrites its description or makes it public or private. */
export const updateCollectionFunction = implement(updateCollection, async ({ collectionId, name, description, visibility }, ctx) => {
  return ctx.db.transaction(async (tx) => {
    const collection = await loadCollectionFor(tx, ctx.user, collectionId, 'collection.edit', { lock: true });
    const changes = { ...(name !== undefined && { name }), ...(description !== undefined && { description }), ...(visibility !== undefined && { visibility }) };
    if (Object.keys(changes).length > 0) {
      await tx.update(collections).set({ ...changes, updatedAt: sql`now()` }).where(eq(collections.id, collection.id));
    }
    const [row] = await tx.select(collectionSummaryColumns(ctx.user)).from(collections).where(eq(collections.id, collection.id));
    return { success: true as const, collection: toCollectionSummary(row!) };
  });
});
