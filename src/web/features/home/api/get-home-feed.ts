import { useQuery } from '@tanstack/react-query';
import type { ContractOutput } from '../../../shared/contracts/define-contract';
import type { getHomeFeed } from '../../../shared/contracts/discovery/discovery';
import { callByName } from '../../lib/api-client';
import { initialFromPage } from '../../lib/page-data';

/**
 * The home page's sections in one call. By name with a type-only import: the home route's first
 * JavaScript has a budget (decision 006), and the contract would bring zod into it.
 */
export function useHomeFeed() {
  return useQuery({
    queryKey: ['home-feed'],
    queryFn: () => callByName<typeof getHomeFeed>('getHomeFeed', {}),
    staleTime: 60_000,
    ...initialFromPage<ContractOutput<typeof getHomeFeed>>('getHomeFeed', {}),
  });
}
