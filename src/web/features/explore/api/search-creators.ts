import type { QueryClient } from '@tanstack/react-query';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { FoundCreator, searchCreators as searchCreatorsContract } from '../../../../shared/contracts/discovery/search-creators';
import { callByName } from '../../../lib/api-client';

export type { FoundCreator };

/** How long the models that are ready wait for the creators above them; past it they show without. */
export const CREATORS_WAIT_MS = 1_000;

/** By name with a type-only import, as searchModels: the contract would bring zod into explore's first screen. */
function searchCreators(q: string): Promise<ContractOutput<typeof searchCreatorsContract>> {
  return callByName<typeof searchCreatorsContract>('searchCreators', { q });
}

/**
 * The creators a search names, for the row above its models (issue 28, decision 056). Asked at the
 * same time as the models; the answer's `within` is awaited once the models are in, and waits at
 * most CREATORS_WAIT_MS more, so the row never pushes models that are already on screen and a slow
 * machine that answers both at once still shows it. Kept a minute by text, so changing a filter does
 * not ask again. A failure, or an answer later than that, is no row: the models are what the search is for.
 */
export function askCreators(client: QueryClient, q: string): { within(): Promise<FoundCreator[]> } {
  const answer = client
    .fetchQuery({ queryKey: ['explore', 'creators', q], queryFn: () => searchCreators(q), staleTime: 60_000 })
    .then((result) => result.creators)
    .catch(() => []);
  return {
    within() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<FoundCreator[]>((resolve) => (timer = setTimeout(() => resolve([]), CREATORS_WAIT_MS)));
      return Promise.race([answer, late]).finally(() => clearTimeout(timer));
    },
  };
}
