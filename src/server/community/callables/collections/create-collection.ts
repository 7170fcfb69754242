import { createCollection } from '../../../../shared/contracts/community/collections';
import { toCollectionSummary } from '../../collections/collection-columns';
import { collections } from '../../../db/schema';
import { newId } from '../../../db/new-id';
import { implement } from '../../../callables/implement';

/** A new, empty collection of the caller; its name and description are trimmed by the contract. */
export const createCollectionFunction = implement(createCollection, async ({ name, description, visibility }, ctx) => {
  const [row] = await ctx.db.insert(collections).values({ id: newId(), userId: ctx.user.id, name, description, visibility }).returning();
  return { success: true as const, collection: toCollectionSummary({ ...row!, type: row!.storefrontType, cover: null }) };
});
