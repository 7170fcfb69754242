import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../shared/contracts/define-contract';
import type { deleteMake, listModelMakes, listUserMakes, postMake } from '../../shared/contracts/makes/makes';
import { callByName } from './api-client';

/** Every makes query starts with this key: a post or delete refreshes the model's gallery and the maker's alike. */
const ALL_MAKES = ['makes'] as const;

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_MAKES }),
  });
}

export function useDeleteMake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof deleteMake>) => callByName<typeof deleteMake>('deleteMake', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_MAKES }),
  });
}
