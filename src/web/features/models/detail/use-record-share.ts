import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharePlatform } from '../../../../shared/constants/model-rules';
import type { getModel, recordShare } from '../../../../shared/contracts/models/models';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { callByName } from '../../../lib/api-client';
import { modelKeys } from './model-query-keys';

/** Records a share and shows the server's new count at once, without reloading the model. */
export function useRecordShare(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: SharePlatform) => callByName<typeof recordShare>('recordShare', { modelId, platform }),
    onSuccess: ({ shares }) => {
      queryClient.setQueryData<ContractOutput<typeof getModel>>(modelKeys.detail(modelId), (data) => data && { ...data, model: { ...data.model, shares } });
    },
  });
}
