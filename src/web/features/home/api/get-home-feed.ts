import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { getHomeFeed as getHomeFeedContract } from '../../../../shared/contracts/discovery/discovery';
import { callByName } from '../../../lib/api-client';
import { initialFromPage } from '../../../lib/page-data';
import { queryKeys } from '../../../lib/query-keys';

export type HomeFeed = ContractOutput<typeof getHomeFeedContract>;

/**
 * The home page's sections in one call. By name with a type-only import: the home route's first
 * JavaScript has a budget (decision 006), and the contract would bring zod into it.
 */
export function getHomeFeed(): Promise<HomeFeed> {
  return callByName<typeof getHomeFeedContract>('getHomeFeed', {});
}

export function homeFeedOptions() {
  return queryOptions({
    queryKey: queryKeys.homeFeed,
    queryFn: getHomeFeed,
    staleTime: 60_000,
    ...initialFromPage<HomeFeed>('getHomeFeed', {}),
  });
}

export function useHomeFeed() {
  return useQuery(homeFeedOptions());
}
