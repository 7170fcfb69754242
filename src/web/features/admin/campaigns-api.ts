import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as C from '../../../shared/contracts/campaigns/email-campaigns';
import { callByName } from '../../lib/api-client';
import { pollInterval } from './campaigns-view';

/** Under the registry's 'admin' prefix, beside the other admin keys. */
const campaignKeys = {
  all: ['admin', 'campaigns'] as const,
  list: ['admin', 'campaigns', 'list'] as const,
  segments: (inactiveDays: number) => ['admin', 'campaigns', 'segments', inactiveDays] as const,
};

/**
 * The campaigns and the rate; reread every few seconds while one is sending, for its progress.
 * Those rereads leave out the segment sizes, which count every member (useSegmentSizes has them).
 */
export function useCampaignList() {
  return useQuery({
    queryKey: campaignKeys.list,
    queryFn: () => callByName<typeof C.getEmailManagement>('getEmailManagement', { includeSegments: false }),
    refetchInterval: (query) => pollInterval(query.state.data?.campaigns),
  });
}

/** How many each segment would reach now, read when the page opens and when the inactive days change. */
export function useSegmentSizes(inactiveDays: number) {
  return useQuery({
    queryKey: campaignKeys.segments(inactiveDays),
    queryFn: () => callByName<typeof C.getEmailManagement>('getEmailManagement', { inactiveDays }),
    select: (data) => data.segments,
    placeholderData: (previous) => previous,
  });
}

export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof C.saveEmailCampaign>) => callByName<typeof C.saveEmailCampaign>('saveEmailCampaign', input),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function usePreviewCampaign() {
  return useMutation({
    mutationFn: (input: ContractInput<typeof C.previewEmailCampaign>) => callByName<typeof C.previewEmailCampaign>('previewEmailCampaign', input),
  });
}

export function useSendCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof C.sendEmailCampaign>) => callByName<typeof C.sendEmailCampaign>('sendEmailCampaign', input),
    onSettled: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useCancelCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof C.cancelEmailCampaign>) => callByName<typeof C.cancelEmailCampaign>('cancelEmailCampaign', input),
    onSettled: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
