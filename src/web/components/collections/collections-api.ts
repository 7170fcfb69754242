import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as C from '../../../shared/contracts/community/collections';
import type { ContractInput, ContractOutput } from '../../../shared/contracts/define-contract';
import { callByName } from '../../lib/api-client';
import { firstPageFromPage } from '../../lib/page-data';
import { queryKeys } from '../../lib/query-keys';

export type CollectionPage = ContractOutput<typeof C.getCollection>;
export type UserCollectionsPage = ContractOutput<typeof C.listUserCollections>;
export type MyCollections = ContractOutput<typeof C.listMyCollections>;

/** A collection's page: the collection and its models, a page at a time, in the owner's order. */
export function collectionOptions(collectionId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.community.collection(collectionId),
    queryFn: ({ pageParam }) => callByName<typeof C.getCollection>('getCollection', { collectionId, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The page's HTML carries the first page (server/http/pages/page-calls.ts), asked with this same input.
    ...firstPageFromPage<CollectionPage>('getCollection', { collectionId }),
  });
}
export const useCollection = (collectionId: string) => useInfiniteQuery(collectionOptions(collectionId));

/** A person's collections (all of them for themself), most recently changed first. */
export function useUserCollections(userId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.community.userCollections(userId),
    queryFn: ({ pageParam }) => callByName<typeof C.listUserCollections>('listUserCollections', { userId, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The caller's collections for the Save to collection dialog, each saying whether the model is in it. */
export function myCollectionsOptions(modelId: string | null) {
  return queryOptions({
    queryKey: queryKeys.community.myCollections(modelId),
    queryFn: () => callByName<typeof C.listMyCollections>('listMyCollections', modelId ? { modelId } : {}),
  });
}
export const useMyCollections = (modelId: string | null, enabled = true) => useQuery({ ...myCollectionsOptions(modelId), enabled });

/** A change to any collection may show on any collection list or page: refresh them all after it. */
function useCollectionsMutation<N extends 'createCollection' | 'updateCollection' | 'deleteCollection' | 'addModelToCollection' | 'removeModelFromCollection' | 'reorderCollection'>(
  name: N,
) {
  const client = useQueryClient();
  type Contract = (typeof C)[N];
  return useMutation({
    mutationFn: (input: ContractInput<Contract>) => callByName<Contract>(name, input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.community.allCollections }),
  });
}

export const useCreateCollection = () => useCollectionsMutation('createCollection');
export const useUpdateCollection = () => useCollectionsMutation('updateCollection');
/**
 * Deleting refreshes every list, but the deleted collection's own page (still on screen until the
 * owner is taken away) is only marked stale: asking for it now would only earn a 404 screen.
 */
export function useDeleteCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof C.deleteCollection>) => callByName<typeof C.deleteCollection>('deleteCollection', input),
    onSettled: async (_data, _error, { collectionId }) => {
      const gone = queryKeys.community.collection(collectionId);
      await client.invalidateQueries({ queryKey: gone, refetchType: 'none' });
      await client.invalidateQueries({ queryKey: queryKeys.community.allCollections, predicate: (query) => query.queryKey[1] !== gone[1] || query.queryKey[2] !== gone[2] });
    },
  });
}
export const useAddModelToCollection = () => useCollectionsMutation('addModelToCollection');
export const useRemoveModelFromCollection = () => useCollectionsMutation('removeModelFromCollection');
export const useReorderCollection = () => useCollectionsMutation('reorderCollection');
