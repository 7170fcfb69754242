import { and, eq } from 'drizzle-orm';
import { listUserCollections } from '../../../../shared/contracts/community/collections';
import { collectionSummaryColumns, toCollectionSummary } from '../../collections/collection-columns';
import { newestFirst } from '../../../db/keyset-pager';
import { collections } from '../../../db/schema';
import { implement } from '../../../callables/implement';

const PAGE = 24;
const pager = newestFirst('user-collections', collections.updatedAt, collections.id);

/**
 * A person's collections, most recently changed first: all of them for the person themself, the
 * public ones for everyone else (admins included: a profile shows what the public sees).
 */
export const listUserCollectionsFunction = implement(listUserCollections, async ({ userId, cursor }, ctx) => {
  const isOwn = ctx.user?.id === userId;
  const rows = await ctx.db
    .select({ ...collectionSummaryColumns(ctx.user), cursorKey: pager.cursorKey })
    .from(collections)
    .where(and(eq(collections.userId, userId), isOwn ? undefined : eq(collections.visibility, 'public'), pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(PAGE + 1);
  const { page, nextCursor } = pager.page(rows, PAGE);
  return { collections: page.map(toCollectionSummary), nextCursor };
});
