import { useInfiniteQuery, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../shared/contracts/define-contract';
import type { deleteMake, listModelMakes, listUserMakes, postMake } from '../../shared/contracts/makes/makes';
import { callByName } from './api-client';
import { queryKeys } from './query-keys';

/** Every makes query starts with this key: a post or delete refreshes the model's gallery and the maker's alike. */
const ALL_MAKES = ['makes'] as const;

/**
 * A make's place on its model's page: the card's anchor there, and the link a report of it carries,
 * which the server reads as a `make` target (decision 090).
 */
export function makePath(make: { id: string; modelId: string }): string {
  return `/model/${encodeURIComponent(make.modelId)}#make-${make.id}`;
}

/**
 * Whether the viewer gets a Report link on a make: anyone but its maker, signed in or not, as with
 * comments; the maker deletes it instead. Until the session is known the maker could be anyone, and
 * a link that vanished from their own make would be worse than one that appears a moment late.
 */
export function mayReportMake(make: { maker: { uid: string } }, session: { account: { uid: string } | null; isLoading: boolean }): boolean {
  return !session.isLoading && session.account?.uid !== make.maker.uid;
}

/** The word under the make count among the model page's counts: "1 Make", "12 Makes". */
export function makesLabel(count: number): string {
  return count === 1 ? 'Make' : 'Makes';
}

/**
 * The model's make count as the server just answered it, on the model page's counts, so they agree
 * with the gallery without fetching the model again. A model whose page was never opened has nothing to set.
 */
export function setMakeCount(queryClient: QueryClient, modelId: string, makeCount: number): void {
  queryClient.setQueryData<{ model: { makeCount: number } }>(queryKeys.models.detail(modelId), (answer) => answer && { ...answer, model: { ...answer.model, makeCount } });
}

/** A model's makes, newest first, a page at a time (decision 090). */
export function useModelMakes(modelId: string) {
  return useInfiniteQuery({
    queryKey: [...ALL_MAKES, 'model', modelId],
    queryFn: ({ pageParam }) => callByName<typeof listModelMakes>('listModelMakes', { modelId, limit: 12, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: 1,
  });
}

/** A person's makes for their profile. */
export function useUserMakes(userId: string) {
  return useInfiniteQuery({
    queryKey: [...ALL_MAKES, 'user', userId],
    queryFn: ({ pageParam }) => callByName<typeof listUserMakes>('listUserMakes', { userId, limit: 12, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: 1,
  });
}

export function usePostMake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof postMake>) => callByName<typeof postMake>('postMake', input),
    onSuccess: ({ makeCount }, { modelId }) => {
      setMakeCount(queryClient, modelId, makeCount);
      return queryClient.invalidateQueries({ queryKey: ALL_MAKES });
    },
  });
}

/** Deletes a make of the model `modelId`, whose count on its page then moves. */
export function useDeleteMake(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof deleteMake>) => callByName<typeof deleteMake>('deleteMake', input),
    onSuccess: ({ makeCount }) => {
      setMakeCount(queryClient, modelId, makeCount);
      return queryClient.invalidateQueries({ queryKey: ALL_MAKES });
    },
  });
}
