import { AppError } from '../../../../shared/app-error';
import { unfollowUser } from '../../../../shared/contracts/community/follows';
import { removeFollow } from '../../follows/change-follow';
import { requireUser } from '../../follows/require-user';
import { implement } from '../../../callables/implement';

/** SPEC §4 unfollow, §5's messages. The row, both counts and the event in one transaction. */
export const unfollowUserFunction = implement(unfollowUser, async ({ userId }, ctx) => {
  if (userId === ctx.user.id) throw new AppError('invalid-argument', 'Cannot unfollow yourself');
  await requireUser(ctx.db, userId);
  return { success: true as const, ...(await ctx.db.transaction((tx) => removeFollow(tx, ctx.jobs, ctx.user.id, userId))) };
});
