import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { isAdminUser } from '../../../shared/constants/roles';
import { getSocialCommerceAnalytics } from '../../../shared/contracts/creator-commerce/social-commerce-analytics';
import { implement } from '../../callables/implement';
import { users } from '../../db/schema';
import { readCommerceFigures } from '../commerce-figures';

/**
 * Issue 31 item 5 (decision 083): a creator's views, downloads, likes, tips, followers, referral
 * results and sponsored figures over time and per model. Every creator's own, whatever their tier
 * (it is not a premium feature); admins anyone's, for support. Another member is refused before the
 * member is looked up, so the answer says nothing about whether an id exists.
 */
export const getSocialCommerceAnalyticsFunction = implement(getSocialCommerceAnalytics, async ({ userId, timeRange }, ctx) => {
  const subject = userId ?? ctx.user.id;
  if (subject !== ctx.user.id && !isAdminUser(ctx.user)) throw new AppError('permission-denied', 'You can only see your own commerce figures');
  const [member] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, subject));
  if (!member) throw new AppError('not-found', 'userId: no such member');
  return { success: true as const, userId: subject, timeRange, ...(await readCommerceFigures(ctx.db, subject, timeRange)) };
});
