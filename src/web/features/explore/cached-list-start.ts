import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ExploreFilters } from '../../../shared/constants/explore-filters';
import { queryKeys } from '../../lib/query-keys';

/**
 * Where a list already in the cache for these filters starts, when it has read as far as `after`
 * (the address's place): Back from a model finds the whole list it left, from the top or restored
 * from a reload, and shows all of it at once instead of asking the server again. Null: none has.
 */
export function cachedListStart(client: QueryClient, filters: ExploreFilters, after: string): { start: string | undefined } | null {
  const lists = client.getQueriesData<InfiniteData<unknown, string | null>>({ queryKey: queryKeys.explore.results(filters, undefined).slice(0, 3) });
  for (const [key, data] of lists) {
    // The filters match partly as a prefix: a list with more filters is another list.
    if (JSON.stringify(key[2]) !== JSON.stringify(filters) || !data?.pageParams.includes(after)) continue;
    const start = key[3];
    return { start: typeof start === 'string' ? start : undefined };
  }
  return null;
}
