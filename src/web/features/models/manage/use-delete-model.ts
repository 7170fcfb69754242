import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { deleteModel, listMyModels } from '../../../../shared/contracts/models/models';
import type { ContractOutput } from '../../../../shared/contracts/define-contract';
import { callByName } from '../../../lib/api-client';
import { modelKeys } from '../detail/model-query-keys';

type MyModelsPage = ContractOutput<typeof listMyModels>;

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (modelId: string) => callByName<typeof deleteModel>('deleteModel', { modelId }),
    onSuccess: (_result, modelId) => {
      queryClient.setQueryData<InfiniteData<MyModelsPage>>(modelKeys.mine, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, models: page.models.filter((m) => m.id !== modelId) })) },
      );
      void queryClient.invalidateQueries({ queryKey: modelKeys.mine });
      // Marked stale without a refetch: the model page that asked for the deletion is still on
      // screen for a moment, and asking the server for the model now would only earn a 404.
      void queryClient.invalidateQueries({ queryKey: modelKeys.all, refetchType: 'none' });
    },
  });
}
