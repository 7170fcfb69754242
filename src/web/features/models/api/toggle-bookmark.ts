import type { toggleBookmark as toggleBookmarkContract } from '../../../../shared/contracts/community/likes-and-bookmarks';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useModelMarkToggle } from './use-model-mark-toggle';
import { withBookmark } from './viewer-marks';

/** By name with a type-only import: the model page is a first screen, and zod stays out of it. */
export function toggleBookmark(modelId: string) {
  return callByName<typeof toggleBookmarkContract>('toggleBookmark', { modelId });
}

/** Save to (or take off) the Saved list, shown at once; the Saved list is fetched again where it shows. */
export function useToggleBookmark(modelId: string) {
  return useModelMarkToggle({
    modelId,
    mutationKey: queryKeys.community.saveToggle(modelId),
    call: toggleBookmark,
    guess: (answer) => withBookmark(answer, !answer.bookmarked),
    settle: (answer, result) => withBookmark(answer, result.bookmarked),
    invalidations: [{ queryKey: queryKeys.community.saved, refetchType: 'active' }],
  });
}
