import { useQueryClient } from '@tanstack/react-query';
import { invalidateAll, modelInvalidations, type ModelChange } from './model-invalidations';

/** After publishing, editing or deleting a model: every screen that shows it is refreshed. */
export function useModelChanged(): (change: ModelChange) => Promise<void> {
  const queryClient = useQueryClient();
  return (change) => invalidateAll(queryClient, modelInvalidations(change));
}
