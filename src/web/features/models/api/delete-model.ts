import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { deleteModel as deleteModelContract } from '../../../../shared/contracts/models/models';
import { callByName } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useModelChanged } from '../../../lib/use-model-changed';
import type { MyModelsPage } from './get-my-models';

export function deleteModel(modelId: string, reason?: string) {
  return callByName<typeof deleteModelContract>('deleteModel', { modelId, ...(reason ? { reason } : {}) });
}

/** The model to delete: its creator's profile lists it too. An admin deleting someone else's gives a reason. */
export interface ModelToDelete {
  id: string;
  userId: string;
  reason?: string | undefined;
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  const modelChanged = useModelChanged();
  return useMutation({
    mutationFn: (model: ModelToDelete) => deleteModel(model.id, model.reason),
    onSuccess: (_result, model) => {
      // Gone from My Models at once, before the refetch confirms it.
      queryClient.setQueryData<InfiniteData<MyModelsPage>>(queryKeys.models.mine, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, models: page.models.filter((m) => m.id !== model.id) })) },
      );
      void modelChanged({ kind: 'deleted', modelId: model.id, creatorId: model.userId });
    },
  });
}
