import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WITHDRAWAL_HISTORY_LIMIT } from '../../../../shared/constants/payout-rules';
import type { ContractInput } from '../../../../shared/contracts/define-contract';
import type * as S from '../../../../shared/contracts/payouts/payout-settings';
import type * as W from '../../../../shared/contracts/payouts/withdrawals';
import type * as R from '../../../../shared/contracts/payouts/withdrawal-pin-reset';
import type * as T from '../../../../shared/contracts/payments/tips';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The payout screens' keys. They sit under the earnings prefix on purpose: anything that refreshes
 * a creator's money (queryKeys.earnings.all, as a tip does) refreshes the payout figures too.
 */
export const payoutKeys = {
  all: [...queryKeys.earnings.all, 'payouts'] as const,
  settings: [...queryKeys.earnings.all, 'payouts', 'settings'] as const,
  eligibility: [...queryKeys.earnings.all, 'payouts', 'eligibility'] as const,
  history: [...queryKeys.earnings.all, 'payouts', 'history'] as const,
};

/** How often a list with a payout under way is read again. */
const PROCESSING_POLL_MS = 5_000;

/** The available, pending and withdrawn figures are all-time ones, so the period asked for is 'all' (the /tips page's cache entry for it too). */
export function useBalances() {
  return useQuery({
    queryKey: queryKeys.earnings.summary('all'),
    queryFn: () => callByName<typeof T.getCreatorEarnings>('getCreatorEarnings', { timeRange: 'all' }),
  });
}

export function useEligibility() {
  return useQuery({
    queryKey: payoutKeys.eligibility,
    queryFn: () => callByName<typeof S.getUserDownloadsAndVerification>('getUserDownloadsAndVerification', {}),
  });
}

export function usePayoutSettings() {
  return useQuery({
    queryKey: payoutKeys.settings,
    queryFn: () => callByName<typeof S.getPayoutSettings>('getPayoutSettings', {}),
    select: (answer) => answer.settings,
  });
}

/** The creator's withdrawals, newest first, 20 a page by offset (SPEC §9: limit 20, offset 0). */
export function useWithdrawalHistory() {
  return useInfiniteQuery({
    queryKey: payoutKeys.history,
    queryFn: ({ pageParam }) => callByName<typeof W.getWithdrawalHistory>('getWithdrawalHistory', { limit: WITHDRAWAL_HISTORY_LIMIT, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.withdrawals.length, 0);
      return loaded < last.total && last.withdrawals.length > 0 ? loaded : undefined;
    },
    // A payout under way is confirmed by the provider seconds to hours later: look again while one is.
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.withdrawals.some((w) => w.status === 'processing')) ? PROCESSING_POLL_MS : false),
  });
}

/**
 * A change to payout settings: the answer is the server's new view of them, put straight into
 * the cache; eligibility (destination, PIN, KYC) is asked again since it reads the same settings.
 */
function useSettingsChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: payoutKeys.settings }), client.invalidateQueries({ queryKey: payoutKeys.eligibility })]),
  });
}

export const useUpdatePayoutSettings = () =>
  useSettingsChange((input: ContractInput<typeof S.updatePayoutSettings>) => callByName<typeof S.updatePayoutSettings>('updatePayoutSettings', input));
export const useVerifyUpi = () => useSettingsChange((input: ContractInput<typeof S.verifyUpiVpa>) => callByName<typeof S.verifyUpiVpa>('verifyUpiVpa', input));
export const useAddBankAccount = () =>
  useSettingsChange((input: ContractInput<typeof S.addPayoutBankAccount>) => callByName<typeof S.addPayoutBankAccount>('addPayoutBankAccount', input));
export const useRemoveDestination = () =>
  useSettingsChange((destinationId: string) => callByName<typeof S.removePayoutDestination>('removePayoutDestination', { destinationId }));
export const useMicroPayout = () =>
  useSettingsChange((destinationId: string) => callByName<typeof S.initiateMicroPayout>('initiateMicroPayout', { destinationId }));
export const useSetPin = () =>
  useSettingsChange((input: ContractInput<typeof S.setWithdrawalPin>) => callByName<typeof S.setWithdrawalPin>('setWithdrawalPin', input));
/** "Forgot PIN?": e-mails a reset code. Nothing cached changes until the code is used. */
export const useRequestPinReset = () => useMutation({ mutationFn: () => callByName<typeof R.requestWithdrawalPinReset>('requestWithdrawalPinReset', {}) });
/** Decision 047: a code for one money action, for an account without a PIN. Nothing cached changes until it is used. */
/** The code and a new PIN. Settings are read again either way: a wrong code may have locked withdrawals. */
export const useResetPin = () =>
  useSettingsChange((input: ContractInput<typeof R.resetWithdrawalPin>) => callByName<typeof R.resetWithdrawalPin>('resetWithdrawalPin', input));
export const useUpdateKyc = () =>
  useSettingsChange((input: ContractInput<typeof S.updateKycLite>) => callByName<typeof S.updateKycLite>('updateKycLite', input));

/**
 * Asks for a withdrawal. Whatever the answer, the balances and the history are read again: a
 * request that timed out on the way back may still have been made (its requestId keeps a retry
 * from making it twice).
 */
export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof W.createWithdrawalRequest>) => callByName<typeof W.createWithdrawalRequest>('createWithdrawalRequest', input),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.earnings.all }),
  });
}
