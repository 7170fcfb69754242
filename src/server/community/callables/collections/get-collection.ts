import { and, eq } from 'drizzle-orm';
import { getCollection } from '../../../../shared/contracts/community/collections';
import { collectionSummaryColumns, toCollectionSummary } from '../../collections/collection-columns';
import { listedInCollectionsTo } from '../../collections/listed-in-collections';
import { loadCollectionFor } from '../../collections/load-collection-for';
import { decodeCursor, encodeCursor, keysAfter, takePage } from '../../../db/keyset-pager';
import { collectionModels, collections, models, users } from '../../../db/schema';
import { cardColumns, toModelCardItem } from '../../../models';
import { implement } from '../../../callables/implement';

const PAGE = 48;
const ORDERING = 'collection-order';
const orderKeys = [
  { value: collectionModels.position, type: 'integer' as const },
  { value: collectionModels.modelId, type: 'id' as const },
];

/**
 * A collection's page: the collection as the viewer may see it and its models in the owner's order,
 * as cards, a page at a time. A private collection is not found for anyone but its owner and admins
 * (authorize's 'collection.view': admins see it for moderation); models private to the viewer (or hidden from public lists) are left out.
 */
export const getCollectionFunction = implement(getCollection, async ({ collectionId, cursor }, ctx) => {
  const keys = await loadCollectionFor(ctx.db, ctx.user, collectionId, 'collection.view');
  const after = cursor ? keysAfter(orderKeys, decodeCursor(cursor, ORDERING, ['integer', 'id']), 'asc') : undefined;
  const [[summary], [owner], rows] = await Promise.all([
    ctx.db.select(collectionSummaryColumns(ctx.user)).from(collections).where(eq(collections.id, keys.id)),
    ctx.db.select({ uid: users.id, displayName: users.displayName, photoURL: users.photoURL }).from(users).where(eq(users.id, keys.userId)),
    ctx.db
      .select({ ...cardColumns, position: collectionModels.position })
      .from(collectionModels)
      .innerJoin(models, eq(models.id, collectionModels.modelId))
      .innerJoin(users, eq(users.id, models.userId))
      .where(and(eq(collectionModels.collectionId, keys.id), listedInCollectionsTo(ctx.user), after))
      .orderBy(collectionModels.position, collectionModels.modelId)
      .limit(PAGE + 1),
  ]);
  const { page, nextCursor } = takePage(rows, PAGE, (last) => encodeCursor(ORDERING, [last.position, last.model.id]));
  return {
    collection: { ...toCollectionSummary(summary!), owner: owner!, isOwner: ctx.user?.id === keys.userId },
    models: page.map(toModelCardItem),
    nextCursor,
  };
});
