import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SharePlatform } from '../../../../shared/constants/model-rules';
import type { recordShare as recordShareContract } from '../../../../shared/contracts/models/models';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { trackActivity } from '../../../lib/track-activity';
import type { ModelAnswer } from './get-model';

export function recordShare(modelId: string, platform: SharePlatform) {
  return callByName<typeof recordShareContract>('recordShare', { modelId, platform });
}

/** Records a share and shows the server's new count at once, without reloading the model. */
export function useRecordShare(modelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: SharePlatform) => {
      trackActivity('share_click', { modelId, platform });
      return recordShare(modelId, platform);
    },
    onSuccess: ({ shares }) => {
      queryClient.setQueryData<ModelAnswer>(queryKeys.models.detail(modelId), (data) => data && { ...data, model: { ...data.model, shares } });
    },
  });
}
