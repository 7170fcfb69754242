import { setUserStatus } from '../../../shared/contracts/accounts/user-status';
import { applyUserStatus, sendAccountStatusEmail } from '../../moderation';
import { implement } from '../../callables/implement';

/** Issue 16 item 3: an admin sets a user active, inactive or banned; leaving active signs them out everywhere at once. */
export const setUserStatusFunction = implement(setUserStatus, async ({ userId, status, reason }, ctx) => {
  const { target, sessionsEnded } = await ctx.db.transaction((tx) => applyUserStatus(tx, ctx.jobs, ctx.user, userId, { status, reason: reason || null }));
  if (target.status !== status) await sendAccountStatusEmail(ctx, target.email, status, reason || null);
  return { success: true as const, status, sessionsEnded };
});
