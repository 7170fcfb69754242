import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { isAdminUser } from '../../../shared/constants/roles';
import { WITHDRAWAL_DOWNLOADS_REQUIRED } from '../../../shared/constants/tip-rules';
import { getCreatorEarnings } from '../../../shared/contracts/payments/tips';
import { users } from '../../db/schema';
import { earningsSummary } from '../../money';
import { readTipHistory } from '../read-tip-history';
import { implement } from '../../callables/implement';

const DAYS = { '7d': 7, '30d': 30, '90d': 90, all: null } as const;

/** ORIGINAL-FACTS' earnings summary, the live book and the test book apart (test money is never withdrawable). */
export const getCreatorEarningsFunction = implement(getCreatorEarnings, async (input, ctx) => {
  const userId = input.userId ?? ctx.user.id;
  if (userId !== ctx.user.id && !isAdminUser(ctx.user)) throw new AppError('permission-denied', 'You can only see your own earnings');
  const [creator] = await ctx.db.select({ totalDownloads: users.totalDownloads }).from(users).where(eq(users.id, userId));
  if (!creator) throw new AppError('not-found', 'userId: no such member');
  const days = DAYS[input.timeRange];
  const since = days === null ? null : new Date(Date.now() - days * 86_400_000);
  const [summary, testSummary, recent] = await Promise.all([
    earningsSummary(ctx.db, userId, 'live', since),
    earningsSummary(ctx.db, userId, 'test', since),
    readTipHistory(ctx.db, ctx.user, { userId, type: 'received', limit: 5 }),
  ]);
  return {
    success: true as const,
    summary,
    testSummary,
    recentTips: recent.tips,
    totalDownloads: creator.totalDownloads,
    isEligible: creator.totalDownloads >= WITHDRAWAL_DOWNLOADS_REQUIRED,
    downloadsRequired: WITHDRAWAL_DOWNLOADS_REQUIRED,
  };
});
