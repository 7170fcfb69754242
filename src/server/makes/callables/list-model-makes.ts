import { and, eq } from 'drizzle-orm';
import { listModelMakes } from '../../../shared/contracts/makes/makes';
import { implement } from '../../callables/implement';
import { newestFirst } from '../../db/keyset-pager';
import { makes, models, users } from '../../db/schema';
import { loadModelFor } from '../../policies';
import { makeColumns, toMakeItem } from '../make-columns';

const pager = newestFirst('model-makes', makes.createdAt, makes.id);

/** A model's makes, newest first; the condition and order match makes_model_newest_idx, so a page is an index range scan. */
export const listModelMakesFunction = implement(listModelMakes, async ({ modelId, cursor, limit }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  const [rows, [counts]] = await Promise.all([
    ctx.db
      .select({ ...makeColumns, cursorKey: pager.cursorKey })
      .from(makes)
      .innerJoin(models, eq(models.id, makes.modelId))
      .innerJoin(users, eq(users.id, makes.userId))
      .where(and(eq(makes.modelId, model.id), pager.after(cursor)))
      .orderBy(...pager.orderBy)
      .limit(limit + 1),
    ctx.db.select({ makeCount: models.makeCount }).from(models).where(eq(models.id, model.id)),
  ]);
  const { page, nextCursor } = pager.page(rows, limit);
  return { makes: page.map((row) => toMakeItem(row, ctx.user)), nextCursor, makeCount: counts?.makeCount ?? 0 };
});
