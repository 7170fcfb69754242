import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { getTipShare } from '../../../shared/contracts/tiers/creator-tiers';
import { implement } from '../../callables/implement';
import { users } from '../../db/schema';
import { creatorTierOf } from '../creator-tier-of';

/** Public: the share alone, not the tier's other terms or the creator's progress. */
export const getTipShareFunction = implement(getTipShare, async ({ creatorId }, ctx) => {
  const [creator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, creatorId));
  if (!creator) throw new AppError('not-found', 'creatorId: no such creator');
  const { benefits } = await creatorTierOf(ctx.db, creatorId);
  return { success: true as const, creatorId, tipShareBps: benefits.tipShareBps };
});
