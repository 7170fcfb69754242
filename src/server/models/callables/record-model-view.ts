import { sql } from 'drizzle-orm';
import { VIEW_WINDOW_MINUTES } from '../../../shared/constants/model-rules';
import { recordModelView } from '../../../shared/contracts/models/models';
import { countedViews, modelViews } from '../../db/schema';
import { addToCounter } from '../counters/add-to-counters';
import { liveCounts } from '../counters/live-counts';
import { countOnce } from '../counters/count-once';
import { loadModelFor } from '../../policies';
import { identifyVisitor } from '../media/identify-visitor';
import { implement } from '../../callables/implement';
import { recordViewMilestones } from '../../achievements';

const currentViews = async (...args: Parameters<typeof liveCounts>) => (await liveCounts(...args))?.views ?? null;

/**
 * One upsert decides whether this visitor's view counts: a first view inserts the row, a view
 * after the window moves its time on, and a view inside the window changes nothing and returns no
 * row (two requests at once cannot both count: the first locks the row). Visitors who are not
 * signed in also share their IP's ceiling (decision 020). Answers the count including this view,
 * so the page can show it at once.
 */
export const recordModelViewFunction = implement(recordModelView, async ({ modelId }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  try {
    const visitor = identifyVisitor(ctx, { userId: ctx.user?.id ?? null, ip: ctx.ip, cookieHeader: ctx.headers.get('cookie') });
    if (visitor.setCookie) ctx.setCookies([visitor.setCookie]);
    const views = await countOnce(ctx.db, {
      kind: 'view',
      modelId: model.id,
      visitor,
      ceiling: ctx.config.counting.perIpPerDay,
      mark: async (tx) => {
        const fresh = await tx
          .insert(modelViews)
          .values({ modelId: model.id, visitorKey: visitor.key })
          .onConflictDoUpdate({
            target: [modelViews.modelId, modelViews.visitorKey],
            set: { countedAt: sql`now()` },
            setWhere: sql`${modelViews.countedAt} < now() - make_interval(mins => ${VIEW_WINDOW_MINUTES})`,
          })
          .returning({ modelId: modelViews.modelId });
        return fresh.length > 0;
      },
      count: async (tx) => {
        await addToCounter(tx, model.id, 'views');
        // The view's own row is what analytics counts per day (decision 043): the mark above is overwritten.
        await tx.insert(countedViews).values({ modelId: model.id });
        const views = await currentViews(tx, model.id);
        // The view that reaches a milestone records it (views at once elsewhere may hide it here; the roll-up catches those).
        if (views !== null) await recordViewMilestones(tx, ctx.jobs, { id: model.id, ownerId: model.userId }, views - 1, views);
        return views;
      },
    });
    if (views !== null) return { success: true as const, counted: true, views };
    return { success: true as const, counted: false, views: await currentViews(ctx.db, model.id) };
  } catch (error) {
    // SPEC §8: a view that cannot be counted still reports success.
    ctx.log.warn({ err: error, modelId: model.id }, 'a view could not be counted');
    return { success: true as const, counted: false, views: await currentViews(ctx.db, model.id).catch(() => null) };
  }
});
