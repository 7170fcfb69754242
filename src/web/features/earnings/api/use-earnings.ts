import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EarningsBook, getEarningsChart } from '../../../../shared/contracts/payments/earnings-chart';
import type * as T from '../../../../shared/contracts/payments/tips';
import type { listMyReferralRewards } from '../../../../shared/contracts/referrals/referrals';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { TimeRange, TipsTab } from '../earnings-view';

/** A page of the history: the 20 the contract defaults to, said here so the page and its tests agree. */
export const TIP_HISTORY_PAGE_SIZE = 20;

/**
 * The signed-in creator's earnings over a period, both books. While another period loads the last
 * figures stay on screen (dimmed by the page), so the cards do not jump to a spinner and back.
 */
export function useCreatorEarnings(timeRange: TimeRange) {
  return useQuery({
    queryKey: queryKeys.earnings.summary(timeRange),
    queryFn: () => callByName<typeof T.getCreatorEarnings>('getCreatorEarnings', { timeRange }),
    placeholderData: keepPreviousData,
  });
}

/** Tips the signed-in member received or sent, newest first, a page at a time by the server's keyset cursor. */
export function useTipHistory(type: TipsTab) {
  return useInfiniteQuery({
    queryKey: queryKeys.earnings.history(type),
    queryFn: ({ pageParam }) =>
      callByName<typeof T.getTipHistory>('getTipHistory', { type, limit: TIP_HISTORY_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The referral rewards paid into the member's earnings, newest first, 20 a page (the history's third tab). */
export function useReferralRewards() {
  return useInfiniteQuery({
    queryKey: queryKeys.earnings.history('referrals'),
    queryFn: ({ pageParam }) => callByName<typeof listMyReferralRewards>('listMyReferralRewards', pageParam ? { cursor: pageParam } : {}),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * One book's earnings chart over a period. Keyed under the earnings prefix, so a tip sent or
 * received (which refreshes queryKeys.earnings.all) redraws the charts too.
 */
export function useEarningsChart(timeRange: TimeRange, book: EarningsBook) {
  return useQuery({
    queryKey: [...queryKeys.earnings.all, 'chart', book, timeRange] as const,
    queryFn: () => callByName<typeof getEarningsChart>('getEarningsChart', { timeRange, book }),
    placeholderData: keepPreviousData,
  });
}
