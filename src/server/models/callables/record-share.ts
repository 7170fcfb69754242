import { sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { recordShare } from '../../../shared/contracts/models/models';
import { shares } from '../../db/schema';
import { addToCounter } from '../counters/add-to-counters';
import { liveCounts } from '../counters/live-counts';
import { countOnce } from '../counters/count-once';
import { loadModelFor, MODEL_NOT_FOUND } from '../../policies';
import { identifyVisitor } from '../media/identify-visitor';
import { implement } from '../../callables/implement';

/**
 * A share is a row (SPEC §3), once per visitor, model, platform and UTC day: the unique index
 * decides, and visitors who are not signed in share their IP's ceiling (decision 020). The counter
 * (a shard of it, decision 027) moves in the same transaction as the row. Answers the model's shares either way.
 */
export const recordShareFunction = implement(recordShare, async ({ modelId, platform }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  const visitor = identifyVisitor(ctx, { userId: ctx.user?.id ?? null, ip: ctx.ip, cookieHeader: ctx.headers.get('cookie') });
  if (visitor.setCookie) ctx.setCookies([visitor.setCookie]);
  const stillThere = () => liveCounts(ctx.db, model.id);
  const count = await countOnce(ctx.db, {
    kind: 'share',
    modelId: model.id,
    visitor,
    ceiling: ctx.config.counting.perIpPerDay,
    mark: async (tx) => {
      const inserted = await tx
        .insert(shares)
        .values({ modelId: model.id, sharerId: visitor.userId, platform, visitorKey: visitor.key, day: sql`(now() at time zone 'UTC')::date` })
        .onConflictDoNothing({ target: [shares.modelId, shares.visitorKey, shares.platform, shares.day] })
        .returning({ id: shares.id });
      return inserted.length > 0;
    },
    count: async (tx) => {
      await addToCounter(tx, model.id, 'shares');
      return (await liveCounts(tx, model.id))?.shares ?? null;
    },
  }).catch(async (error: unknown) => {
    // A model deleted since it was found has no row left to share: say so, as for an unknown id.
    if (!(await stillThere())) throw new AppError('not-found', MODEL_NOT_FOUND);
    throw error;
  });
  if (count !== null) return { success: true as const, counted: true, shares: count };
  const row = await stillThere();
  if (!row) throw new AppError('not-found', MODEL_NOT_FOUND);
  return { success: true as const, counted: false, shares: row.shares };
});
