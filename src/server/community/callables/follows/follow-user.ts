import { AppError } from '../../../../shared/app-error';
import { followUser } from '../../../../shared/contracts/community/follows';
import { addFollow } from '../../follows/change-follow';
import { requireUser } from '../../follows/require-user';
import { implement } from '../../../callables/implement';

/** SPEC §4 follow, §5's messages. The row, both counts, the event and any achievement in one transaction. */
export const followUserFunction = implement(followUser, async ({ userId }, ctx) => {
  if (userId === ctx.user.id) throw new AppError('invalid-argument', 'Cannot follow yourself');
  await requireUser(ctx.db, userId);
  return { success: true as const, ...(await ctx.db.transaction((tx) => addFollow(tx, ctx.jobs, ctx.user.id, userId))) };
});
