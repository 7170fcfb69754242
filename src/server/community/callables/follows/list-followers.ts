import { listFollowers } from '../../../../shared/contracts/community/follows';
import { listFollowPeople } from '../../follows/follow-list';
import { implement } from '../../../callables/implement';

/** A member's followers, public like the profile they are shown on. */
export const listFollowersFunction = implement(listFollowers, async ({ userId, cursor, limit }, ctx) =>
  listFollowPeople(ctx.db, ctx.user, 'followers', userId, { cursor, limit }),
);
