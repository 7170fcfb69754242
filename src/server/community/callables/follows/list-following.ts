import { listFollowing } from '../../../../shared/contracts/community/follows';
import { listFollowPeople } from '../../follows/follow-list';
import { implement } from '../../../callables/implement';

/** The people a member follows, public like the profile they are shown on. */
export const listFollowingFunction = implement(listFollowing, async ({ userId, cursor, limit }, ctx) =>
  listFollowPeople(ctx.db, ctx.user, 'following', userId, { cursor, limit }),
);
