import { and, eq } from 'drizzle-orm';
import { listMyModels } from '../../../shared/contracts/models/models';
import { newestFirst } from '../../db/keyset-pager';
import { models } from '../../db/schema';
import { modelSummaryColumns } from '../media/summary-columns';
import { toModelSummary } from '../model-mappers';
import { implement } from '../../callables/implement';

const pager = newestFirst('my-models', models.createdAt, models.id, 'asc'); // models_user_created_idx is ascending, read backwards

/** The caller's models, private ones too, newest first; keyset-paginated so deep pages cost the same. */
export const listMyModelsFunction = implement(listMyModels, async ({ limit, cursor }, ctx) => {
  const rows = await ctx.db
    .select({ ...modelSummaryColumns, cursorKey: pager.cursorKey })
    .from(models)
    .where(and(eq(models.userId, ctx.user.id), pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(limit + 1);
  const { page, nextCursor } = pager.page(rows, limit);
  return { models: page.map((row) => toModelSummary(row)), nextCursor };
});
