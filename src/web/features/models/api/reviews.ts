import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ContractInput, ContractOutput } from '../../../../shared/contracts/define-contract';
import type { deleteReview as deleteReviewContract, listReviews as listReviewsContract, submitReview as submitReviewContract } from '../../../../shared/contracts/community/reviews';
import { callByName } from '../../../lib/api-client';
import { invalidateAll } from '../../../lib/model-invalidations';
import { queryKeys } from '../../../lib/query-keys';
import type { ModelAnswer } from './get-model';

export type ReviewsPage = ContractOutput<typeof listReviewsContract>;
export type ReviewDraft = Omit<ContractInput<typeof submitReviewContract>, 'modelId'>;
type Figures = { averageRating: number; reviewCount: number };

export const REVIEWS_PAGE_SIZE = 10;

/** By name with type-only imports: the reviews section loads after the page, and zod stays out of it. */
export function listReviews(modelId: string, cursor: string | null): Promise<ReviewsPage> {
  return callByName<typeof listReviewsContract>('listReviews', { modelId, limit: REVIEWS_PAGE_SIZE, ...(cursor ? { cursor } : {}) });
}

/** A model's reviews, newest first, a page at a time; the first page carries the summary and the viewer's own. */
export function modelReviewsOptions(modelId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.models.reviews(modelId),
    queryFn: ({ pageParam }) => listReviews(modelId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });
}

export function useModelReviews(modelId: string) {
  return useInfiniteQuery(modelReviewsOptions(modelId));
}

/**
 * After a review changes: the model page's stars take the server's figures at once and the page
 * is asked again; the reviews are fetched again; lists showing the model's stars (explore, home,
 * related) are marked stale and refreshed when next shown.
 */
async function afterReviewChange(queryClient: QueryClient, modelId: string, figures: Figures): Promise<void> {
  queryClient.setQueryData<ModelAnswer>(queryKeys.models.detail(modelId), (answer) =>
    answer ? { ...answer, model: { ...answer.model, ...figures } } : answer,
  );
  await invalidateAll(queryClient, [
    { queryKey: queryKeys.models.reviews(modelId), refetchType: 'active' },
    { queryKey: queryKeys.models.detail(modelId), refetchType: 'active' },
    { queryKey: queryKeys.explore.all, refetchType: 'none' },
    { queryKey: queryKeys.homeFeed, refetchType: 'none' },
    { queryKey: queryKeys.models.allRelated, refetchType: 'none' },
  ]);
}

export function useSubmitReview(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft) => callByName<typeof submitReviewContract>('submitReview', { modelId, ...draft }),
    onSuccess: (result) => afterReviewChange(queryClient, modelId, result),
  });
}

export function useDeleteReview(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => callByName<typeof deleteReviewContract>('deleteReview', { reviewId }),
    onSuccess: (result) => afterReviewChange(queryClient, modelId, result),
  });
}
