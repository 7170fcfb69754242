import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATED_MODELS_DEFAULT } from '../../../../shared/constants/model-rules';
import type { getRelatedModels as getRelatedModelsContract } from '../../../../shared/contracts/models/models';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getRelatedModels(modelId: string) {
  return callByName<typeof getRelatedModelsContract>('getRelatedModels', { modelId, limit: RELATED_MODELS_DEFAULT });
}

/** SPEC §9: four models like this one, same category first, then same creator. */
export function relatedModelsOptions(modelId: string) {
  return queryOptions({
    queryKey: queryKeys.models.related(modelId),
    queryFn: () => getRelatedModels(modelId),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}

export function useRelatedModels(modelId: string) {
  return useQuery(relatedModelsOptions(modelId));
}
