import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as W from '../../../shared/contracts/payouts/withdrawals';
import { callByName } from '../../lib/api-client';
import type { QueueTab } from './withdrawals-view';

/** One page of the queue: listWithdrawalQueue's default. */
export const QUEUE_PAGE_SIZE = 50;

/** Beside the registry's other admin keys (queryKeys.admin), under the same 'admin' prefix. */
const queueKeys = {
  all: ['admin', 'withdrawals'] as const,
  tab: (tab: QueueTab) => ['admin', 'withdrawals', tab] as const,
};

/** Withdrawals in one state, oldest first (the longest waiting at the top), 50 a page by offset. */
export function useWithdrawalQueue(tab: QueueTab) {
  return useInfiniteQuery({
    queryKey: queueKeys.tab(tab),
    queryFn: ({ pageParam }) => callByName<typeof W.listWithdrawalQueue>('listWithdrawalQueue', { status: tab, limit: QUEUE_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.withdrawals.length, 0);
      return loaded < last.total && last.withdrawals.length > 0 ? loaded : undefined;
    },
    // Payouts under way complete (or fail) as the provider reports: the Processing tab keeps itself current.
    refetchInterval: tab === 'processing' ? 5_000 : false,
  });
}

/** An action moves a withdrawal from one tab to another: every tab is read again. */
export function useProcessWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof W.processWithdrawal>) => callByName<typeof W.processWithdrawal>('processWithdrawal', input),
    onSettled: () => client.invalidateQueries({ queryKey: queueKeys.all }),
  });
}

/** The whole account number of one withdrawal waiting to be paid by hand: super admins, audited on the server each time. */
export function useRevealAccount() {
  return useMutation({
    mutationFn: (withdrawalId: string) => callByName<typeof W.revealWithdrawalAccount>('revealWithdrawalAccount', { withdrawalId }),
  });
}
