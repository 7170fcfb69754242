import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { createModelCollection } from '../../../shared/contracts/storefronts/model-collections';
import { collectionModels, collections, models, users } from '../../db/schema';
import { newId } from '../../db/new-id';
import { implement } from '../../callables/implement';
import { collectionSummaryColumns, toCollectionSummary } from '../../community';
import { LISTED_PUBLICLY } from '../../policies';
import { refuseBelowStorefrontTier } from '../storefront-access';

/**
 * A storefront collection: one of the creator's collections (public, with a type and tags), so the
 * collection page, editing, reordering and deleting are the ones every collection has. Only the
 * creator's own public models go in, and the cover must be one of their previews: a storefront
 * never shows a picture from an address we did not make.
 */
export const createModelCollectionFunction = implement(createModelCollection, async (input, ctx) => {
  const userId = ctx.user.id;
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    await refuseBelowStorefrontTier(tx, ctx.user);
    const found = await tx
      .select({ id: models.id, thumbnail: models.thumbnail })
      .from(models)
      .where(and(inArray(models.id, input.modelIds), eq(models.userId, userId), LISTED_PUBLICLY))
      .for('key share');
    const own = new Map(found.map((row) => [row.id, row.thumbnail]));
    const others = input.modelIds.filter((modelId) => !own.has(modelId));
    if (others.length > 0) throw new AppError('invalid-argument', `modelIds: only your own public models can go in a storefront collection (not ${others.join(', ')})`);
    let coverModelId: string | null = null;
    if (input.coverImageUrl !== null) {
      coverModelId = input.modelIds.find((modelId) => own.get(modelId) === input.coverImageUrl) ?? null;
      if (!coverModelId) throw new AppError('invalid-argument', "coverImageUrl must be the preview image of one of the collection's models");
    }
    await tx.insert(collections).values({
      id,
      userId,
      name: input.name,
      description: input.description,
      visibility: 'public',
      storefrontType: input.type,
      tags: [...new Set(input.tags)],
      coverModelId,
      modelCount: input.modelIds.length,
    });
    await tx.insert(collectionModels).values(input.modelIds.map((modelId, position) => ({ collectionId: id, modelId, position })));
  });
  const [row] = await ctx.db.select(collectionSummaryColumns(ctx.user)).from(collections).where(eq(collections.id, id));
  return { success: true as const, collection: toCollectionSummary(row!) };
});
