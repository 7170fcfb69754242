import { eq, sql } from 'drizzle-orm';
import { VIEW_WINDOW_MINUTES } from '../../../shared/constants/model-rules';
import { recordModelView } from '../../../shared/contracts/models/models';
import { models, modelViews, users } from '../../db/schema';
import { findVisibleModel } from '../../models/media/find-visible-model';
import { visitorKey } from '../../models/media/visitor-key';
import { implement } from '../implement';

/**
 * One upsert decides whether this view counts: a first view inserts the row, a view after the
 * window moves its time on, and a view inside the window changes nothing and returns no row. Two
 * requests at once cannot both count, because the row is locked by the first.
 */
export const recordModelViewFunction = implement(recordModelView, async ({ modelId }, ctx) => {
  const model = await findVisibleModel(ctx.db, ctx.user, modelId);
  try {
    const key = visitorKey(ctx, { userId: ctx.user?.id ?? null, ip: ctx.ip, userAgent: ctx.headers.get('user-agent') });
    const counted = await ctx.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(modelViews)
        .values({ modelId: model.id, visitorKey: key })
        .onConflictDoUpdate({
          target: [modelViews.modelId, modelViews.visitorKey],
          set: { countedAt: sql`now()` },
          setWhere: sql`${modelViews.countedAt} < now() - make_interval(mins => ${VIEW_WINDOW_MINUTES})`,
        })
        .returning({ modelId: modelViews.modelId });
      if (fresh.length === 0) return false;
      await tx
        .update(models)
        .set({ views: sql`${models.views} + 1`, lastViewedAt: sql`now()` })
        .where(eq(models.id, model.id));
      await tx.update(users).set({ totalViews: sql`${users.totalViews} + 1` }).where(eq(users.id, model.userId));
      return true;
    });
    return { success: true as const, counted };
  } catch (error) {
    // SPEC §8: a view that cannot be counted still reports success.
    ctx.log.warn({ err: error, modelId: model.id }, 'a view could not be counted');
    return { success: true as const, counted: false };
  }
});
