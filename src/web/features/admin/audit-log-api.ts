import { useInfiniteQuery } from '@tanstack/react-query';
import type * as A from '../../../shared/contracts/accounts/audit-log';
import { callByName } from '../../lib/api-client';

/** What the page filters by, from its address. */
export interface AuditFilters {
  action: string;
  targetId: string;
}

/** One page of the log: listAuditLog's default. */
const PAGE_SIZE = 50;

/** The audit log newest first, by cursor, under the registry's 'admin' prefix. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit-log', filters.action, filters.targetId] as const,
    queryFn: ({ pageParam }) =>
      callByName<typeof A.listAuditLog>('listAuditLog', {
        limit: PAGE_SIZE,
        ...(filters.action ? { action: filters.action } : {}),
        ...(filters.targetId ? { targetId: filters.targetId } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
