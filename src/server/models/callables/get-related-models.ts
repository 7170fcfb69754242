import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { getRelatedModels } from '../../../shared/contracts/models/models';
import { models, users } from '../../db/schema';
import { cardColumns, toModelCardItem } from '../card-columns';
import { LISTED_PUBLICLY, loadModelFor } from '../../policies';
import { implement } from '../../callables/implement';

/**
 * SPEC §9: same category first, then the same creator's, each most downloaded then newest.
 * Related lists are public surfaces, so they hold only public models even for the owner.
 */
export const getRelatedModelsFunction = implement(getRelatedModels, async ({ modelId, limit }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  const rows = await ctx.db
    .select(cardColumns)
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    .where(
      and(
        LISTED_PUBLICLY,
        ne(models.id, model.id),
        or(eq(models.category, model.category), eq(models.userId, model.userId)),
      ),
    )
    .orderBy(
      sql`case when ${models.category} = ${model.category} then 0 else 1 end`,
      desc(models.downloads),
      desc(models.createdAt),
      desc(models.id),
    )
    .limit(limit);
  return { models: rows.map(toModelCardItem) };
});
