import { and, desc, eq, sql } from 'drizzle-orm';
import { listMyCollections } from '../../../../shared/contracts/community/collections';
import { collectionSummaryColumns, toCollectionSummary } from '../../collections/collection-columns';
import { collectionModels, collections } from '../../../db/schema';
import { implement } from '../../../callables/implement';

/** Enough for any real person's list in one answer; the dialog shows them all, newest changed first. */
const MAX = 500;

/** The caller's collections for the Save to collection dialog, each saying whether `modelId` is in it. */
export const listMyCollectionsFunction = implement(listMyCollections, async ({ modelId }, ctx) => {
  const hasModel = modelId
    ? sql<boolean>`exists (select 1 from ${collectionModels} where ${and(eq(collectionModels.collectionId, collections.id), eq(collectionModels.modelId, modelId))})`
    : sql<boolean>`false`;
  const rows = await ctx.db
    .select({ ...collectionSummaryColumns(ctx.user), hasModel })
    .from(collections)
    .where(eq(collections.userId, ctx.user.id))
    .orderBy(desc(collections.updatedAt), desc(collections.id))
    .limit(MAX);
  return { collections: rows.map((r) => ({ ...toCollectionSummary(r), hasModel: Boolean(r.hasModel) })) };
});
