import type { toggleLike as toggleLikeContract } from '../../../../shared/contracts/community/likes-and-bookmarks';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useModelMarkToggle } from './use-model-mark-toggle';
import { withLikeResult, withLikeToggled } from './viewer-marks';

/** By name with a type-only import: the model page is a first screen, and zod stays out of it. */
export function toggleLike(modelId: string) {
  return callByName<typeof toggleLikeContract>('toggleLike', { modelId });
}

/**
 * Like or unlike, shown at once with the count. Lists (explore, home, Saved) show the count the
 * server rolls up within 30 s, so a press does not fetch them again: only the Saved list, which
 * this person is likely to open next, is marked stale for its next showing.
 */
export function useToggleLike(modelId: string) {
  return useModelMarkToggle({
    modelId,
    mutationKey: queryKeys.community.likeToggle(modelId),
    call: toggleLike,
    guess: withLikeToggled,
    settle: withLikeResult,
    share: (queryClient, result) => queryClient.setQueryData(queryKeys.community.cardLike(modelId), result.liked),
    invalidations: [
      { queryKey: queryKeys.community.saved, refetchType: 'none' },
      { queryKey: queryKeys.community.cardLike(modelId), refetchType: 'none' },
    ],
  });
}
