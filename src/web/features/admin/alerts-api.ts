import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as A from '../../../shared/contracts/alerts/alerts';
import { callByName } from '../../lib/api-client';

export type AlertsTab = 'unread' | 'all';

/** One page of alerts: getAlerts' default. */
const PAGE_SIZE = 50;

/** Under the registry's 'admin' prefix, beside the other admin keys. */
const alertKeys = {
  all: ['admin', 'alerts'] as const,
  tab: (tab: AlertsTab) => ['admin', 'alerts', tab] as const,
  unread: ['admin', 'alerts', 'unread-count'] as const,
};

/** Alerts latest first, 50 a page by offset; the system raises them at any time, so the list is reread every minute. */
export function useAlerts(tab: AlertsTab) {
  return useInfiniteQuery({
    queryKey: alertKeys.tab(tab),
    queryFn: ({ pageParam }) => callByName<typeof A.getAlerts>('getAlerts', { status: tab, limit: PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.alerts.length, 0);
      return last.alerts.length === PAGE_SIZE ? loaded : undefined;
    },
    refetchInterval: 60_000,
  });
}

/** The count the admin dashboard shows. */
export function useUnreadAlertCount() {
  return useQuery({
    queryKey: alertKeys.unread,
    queryFn: () => callByName<typeof A.getAlerts>('getAlerts', { status: 'unread', limit: 1, offset: 0 }),
    select: (answer) => answer.unreadCount,
    refetchInterval: 60_000,
  });
}

export function useUpdateAlertStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof A.updateAlertStatus>) => callByName<typeof A.updateAlertStatus>('updateAlertStatus', input),
    onSettled: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export function useCreateAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof A.createAlert>) => callByName<typeof A.createAlert>('createAlert', input),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
