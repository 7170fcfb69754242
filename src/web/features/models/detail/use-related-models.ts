import { useQuery } from '@tanstack/react-query';
import { RELATED_MODELS_DEFAULT } from '../../../../shared/constants/model-rules';
import type { getRelatedModels } from '../../../../shared/contracts/models/models';
import { callByName } from '../../../lib/api-client';
import { modelKeys } from './model-query-keys';

/** SPEC §9: four models like this one, same category first, then same creator. */
export function useRelatedModels(modelId: string) {
  return useQuery({
    queryKey: modelKeys.related(modelId),
    queryFn: () => callByName<typeof getRelatedModels>('getRelatedModels', { modelId, limit: RELATED_MODELS_DEFAULT }),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
