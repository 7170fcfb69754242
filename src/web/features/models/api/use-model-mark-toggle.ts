import { useMutation, useQueryClient, type MutationKey, type QueryClient } from '@tanstack/react-query';
import { invalidateAll, type Invalidation } from '../../../lib/model-invalidations';
import { queryKeys } from '../../../lib/query-keys';
import type { ModelAnswer } from './get-model';

interface MarkToggle<R> {
  modelId: string;
  mutationKey: MutationKey;
  call(modelId: string): Promise<R>;
  /** The answer as it should look at once, before the server replies. */
  guess(answer: ModelAnswer): ModelAnswer;
  /** The answer with the server's reply in it. */
  settle(answer: ModelAnswer, result: R): ModelAnswer;
  /** The other views the mark shows in, refreshed (or marked stale) once the server has answered. */
  invalidations: Invalidation[];
  /** Other cached views that can take the server's reply as it is (a card's toggle). */
  share?(queryClient: QueryClient, result: R): void;
}

/**
 * A viewer's mark on a model (like, save) that shows at once. Presses of one toggle reach the
 * server one after another (a shared scope), since each one flips what the one before left; the
 * server's reply is shown only by the last press in flight, so a quick like-unlike does not flicker.
 * A failure puts back what the page showed before the press and asks the server for the truth.
 */
export function useModelMarkToggle<R>({ modelId, mutationKey, call, guess, settle, invalidations, share }: MarkToggle<R>) {
  const queryClient = useQueryClient();
  const key = queryKeys.models.detail(modelId);
  return useMutation({
    mutationKey,
    scope: { id: JSON.stringify(mutationKey) },
    mutationFn: () => call(modelId),
    onMutate: async () => {
      // A refetch landing after the guess would overwrite it with the state before the press.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ModelAnswer>(key);
      if (before) queryClient.setQueryData<ModelAnswer>(key, guess(before));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData<ModelAnswer>(key, context.before);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (result) => {
      // This press is still counted as running here, so 1 means no later press is waiting.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      queryClient.setQueryData<ModelAnswer>(key, (answer) => answer && settle(answer, result));
      // A card already on screen again (Back) keeps its cached mark until told: tell it now.
      share?.(queryClient, result);
    },
    onSettled: () => invalidateAll(queryClient, invalidations),
  });
}
