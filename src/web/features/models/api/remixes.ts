import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AppError } from '../../../../shared/app-error';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import type { getModelRemixes, getRemixTree, setRemixSources } from '../../../../shared/contracts/remixes/remixes';
import { callByName } from '../../../lib/api-client';
import { initialFromPage } from '../../../lib/page-data';
import { queryKeys } from '../../../lib/query-keys';

/** A model's "Remixed from" and newest "Remixes" (decision 091). */
export function modelRemixesOptions(modelId: string) {
  return queryOptions({
    queryKey: queryKeys.models.remixes(modelId),
    queryFn: () => callByName<typeof getModelRemixes>('getModelRemixes', { modelId }),
    retry: 1,
  });
}

export function useModelRemixes(modelId: string) {
  return useQuery(modelRemixesOptions(modelId));
}

/** The family a model belongs to: the generations above it and below it. */
export function useRemixTree(modelId: string) {
  return useQuery({
    queryKey: queryKeys.models.remixTree(modelId),
    queryFn: () => callByName<typeof getRemixTree>('getRemixTree', { modelId }),
    ...initialFromPage<ContractOutput<typeof getRemixTree>>('getRemixTree', { modelId }),
    // A model that is not there (or not for this viewer) will not appear on a second ask.
    retry: (count, error) => count < 1 && !(error instanceof AppError && error.code === 'not-found'),
  });
}

/** Replaces the models a model remixes; every model of the family shows the change. */
export function useSetRemixSources(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // An admin taking a source off someone else's model says why (`reason`); an owner gives none.
    mutationFn: ({ sourceIds, reason }: { sourceIds: string[]; reason?: string }) => callByName<typeof setRemixSources>('setRemixSources', { modelId, sourceIds, reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.models.allRemixes }),
  });
}
