import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { isAdminUser } from '../../../shared/constants/roles';
import { getEarningsChart } from '../../../shared/contracts/payments/earnings-chart';
import { users } from '../../db/schema';
import { readEarningsChart } from '../../money';
import { implement } from '../../callables/implement';

/** The earnings page's charts (issue 15 item 1): one creator's tips in one book, over time and by model. Own only; admins anyone's. */
export const getEarningsChartFunction = implement(getEarningsChart, async (input, ctx) => {
  const userId = input.userId ?? ctx.user.id;
  if (userId !== ctx.user.id && !isAdminUser(ctx.user)) throw new AppError('permission-denied', 'You can only see your own earnings');
  const [creator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!creator) throw new AppError('not-found', 'userId: no such member');
  const chart = await readEarningsChart(ctx.db, ctx.user, { creatorId: userId, book: input.book, timeRange: input.timeRange });
  return { success: true as const, book: input.book, timeRange: input.timeRange, ...chart };
});
