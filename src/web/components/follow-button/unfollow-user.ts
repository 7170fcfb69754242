import type { unfollowUser as unfollowUserContract } from '../../../shared/contracts/community/follows';
import { callByName } from '../../lib/api-client';
import type { FollowAnswer } from './follow-user';

/** SPEC §4 unfollow; not following already changes nothing on the server. */
export function unfollowUser(userId: string): Promise<FollowAnswer> {
  return callByName<typeof unfollowUserContract>('unfollowUser', { userId });
}
