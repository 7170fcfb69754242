import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContractInput } from '../../../shared/contracts/define-contract';
import type * as M from '../../../shared/contracts/reports/moderation';
import { callByName } from '../../lib/api-client';
import type { ReportFilters } from './reports-view';

/** One page of hidden models: listHiddenModels' default. */
export const HIDDEN_PAGE_SIZE = 50;

/**
 * Beside the registry's other admin keys (queryKeys.admin), under the same 'admin' prefix. A review
 * or a restore changes the reports, the figures and the hidden list together, so `moderation`
 * reaches all three at once.
 */
const moderationKeys = {
  all: ['admin', 'moderation'] as const,
  reports: (filters: ReportFilters) => ['admin', 'moderation', 'reports', filters] as const,
  stats: ['admin', 'moderation', 'stats'] as const,
  hidden: ['admin', 'moderation', 'hidden'] as const,
};

/** The latest reports (SPEC §9: 100) matching the filters; the server has no further pages. */
export function useReports(filters: ReportFilters) {
  return useQuery({
    queryKey: moderationKeys.reports(filters),
    queryFn: () => callByName<typeof M.listReports>('listReports', { ...filters }),
  });
}

export function useModerationStats() {
  return useQuery({
    queryKey: moderationKeys.stats,
    queryFn: () => callByName<typeof M.getModerationStats>('getModerationStats', {}),
  });
}

/** Models the moderators hid, newest first, 50 a page by offset. */
export function useHiddenModels() {
  return useInfiniteQuery({
    queryKey: moderationKeys.hidden,
    queryFn: ({ pageParam }) => callByName<typeof M.listHiddenModels>('listHiddenModels', { limit: HIDDEN_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.models.length, 0);
      return loaded < last.total && last.models.length > 0 ? loaded : undefined;
    },
  });
}

/** A review settles reports and may hide a model or ban someone: every moderation view is read again. */
export function useProcessReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ContractInput<typeof M.processReport>) => callByName<typeof M.processReport>('processReport', input),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

export function useRestoreHiddenModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (modelId: string) => callByName<typeof M.restoreHiddenModel>('restoreHiddenModel', { modelId }),
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
