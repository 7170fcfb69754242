import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { followUser, type FollowAnswer } from './follow-user';
import type { FollowStatus } from './get-follow-status';
import { unfollowUser } from './unfollow-user';

/**
 * Follow or unfollow a member: the button shows the new state at once, the server's answer is
 * kept, and every list and count a follow can change (both members' stats, follower lists, the
 * viewer's "From people you follow", the followed member's badges) is fetched again.
 */
export function useFollowToggle(userId: string) {
  const queryClient = useQueryClient();
  const statusKey = queryKeys.follows.status(userId);
  return useMutation({
    mutationKey: ['toggle', 'follow', userId],
    mutationFn: (follow: boolean): Promise<FollowAnswer> => (follow ? followUser(userId) : unfollowUser(userId)),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: statusKey });
      const before = queryClient.getQueryData<FollowStatus>(statusKey);
      queryClient.setQueryData<FollowStatus>(statusKey, { isOwnProfile: false, following: follow });
      return { before };
    },
    onError: (_error, _follow, context) => {
      if (context?.before) queryClient.setQueryData(statusKey, context.before);
      else void queryClient.invalidateQueries({ queryKey: statusKey });
    },
    onSuccess: (answer) => queryClient.setQueryData<FollowStatus>(statusKey, { isOwnProfile: false, following: answer.following }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.follows.all, predicate: (q) => q.queryKey[1] !== 'status' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.allStats }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.detail(userId) }),
        // The viewer's own Following total (the dashboard shows it from the session's account).
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        // A follow may unlock a follower badge.
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.achievements(userId) }),
      ]);
    },
  });
}
