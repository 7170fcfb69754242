import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as C from '../../../shared/contracts/community/collaboration';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import { callByName } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type { CollaborationRequest } from '../../../shared/contracts/community/collaboration';

export const collaborationPath = (id: string) => `/collaboration/${encodeURIComponent(id)}`;

export function useCollaborationRequest(requestId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.community.collaborationRequest(requestId),
    queryFn: () => callByName<typeof C.getCollaborationRequest>('getCollaborationRequest', { requestId }),
    enabled,
  });
}

/** The dashboard's received or sent requests, newest first, a page at a time. */
export function useCollaborationBox(box: 'received' | 'sent') {
  return useInfiniteQuery({
    queryKey: queryKeys.community.collaborationBox(box),
    queryFn: ({ pageParam }) => callByName<typeof C.listCollaborationRequests>('listCollaborationRequests', { box, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Sending, answering or withdrawing changes a request on both people's screens: refresh them all. */
function useCollaborationMutation<N extends 'requestCollaboration' | 'answerCollaborationRequest' | 'withdrawCollaborationRequest'>(name: N) {
  const client = useQueryClient();
  type Contract = (typeof C)[N];
  return useMutation({
    mutationFn: (input: ContractInput<Contract>) => callByName<Contract>(name, input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.community.allCollaboration }),
  });
}

export const useRequestCollaboration = () => useCollaborationMutation('requestCollaboration');
export const useAnswerCollaboration = () => useCollaborationMutation('answerCollaborationRequest');
export const useWithdrawCollaboration = () => useCollaborationMutation('withdrawCollaborationRequest');
