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
 * same time as the models and shown with them, so the row never pushes models that are already on
 * screen; kept a minute by text, so changing a filter does not ask again. A failure, or an answer
 * slower than CREATORS_WAIT_MS, is no row: the models are what the search is for.
 */
export async function creatorsFor(client: QueryClient, q: string): Promise<FoundCreator[]> {
  const answer = client
    .fetchQuery({ queryKey: ['explore', 'creators', q], queryFn: () => searchCreators(q), staleTime: 60_000 })
    .then((result) => result.creators)
    .catch(() => []);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<FoundCreator[]>((resolve) => (timer = setTimeout(() => resolve([]), CREATORS_WAIT_MS)));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
