import { count, desc, eq, isNotNull } from 'drizzle-orm';
import { listHiddenModels } from '../../../shared/contracts/reports/moderation';
import { models, users } from '../../db/schema';
import { implement } from '../../callables/implement';

/** The models the moderators hid, newest first (models_hidden_idx). */
export const listHiddenModelsFunction = implement(listHiddenModels, async ({ limit, offset }, ctx) => {
  const rows = await ctx.db
    .select({
      id: models.id,
      title: models.title,
      hiddenAt: models.hiddenAt,
      hiddenBy: models.hiddenBy,
      reason: models.hiddenReason,
      owner: { uid: users.id, displayName: users.displayName, username: users.username },
    })
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    .where(isNotNull(models.hiddenAt))
    .orderBy(desc(models.hiddenAt), desc(models.id))
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(models).where(isNotNull(models.hiddenAt));
  return {
    success: true as const,
    models: rows.map((row) => ({ ...row, hiddenAt: row.hiddenAt!.toISOString() })),
    total,
  };
});
