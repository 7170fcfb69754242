import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { recordModelView as recordModelViewContract } from '../../../../shared/contracts/models/models';
import { callByName } from '../../../lib/api-client';
import { trackActivity } from '../../../lib/track-activity';
import { queryKeys } from '../../../lib/query-keys';
import type { ModelAnswer } from './get-model';

/**
 * The count asked for each model and not yet answered. A page that mounts again while the first
 * ask is in flight (the address replaced by the model's canonical one) must not ask again: a first
 * visit has no visitor id until that answer sets it, so a second ask then would count a second
 * visitor (seen in CI as "Views 2" on a first visit). Once answered, the server keeps the count once.
 */
const asking = new Map<string, ReturnType<typeof askToCount>>();

function askToCount(modelId: string) {
  return callByName<typeof recordModelViewContract>('recordModelView', { modelId });
}

export function recordModelView(modelId: string) {
  const inFlight = asking.get(modelId);
  if (inFlight) return inFlight;
  const asked = askToCount(modelId).finally(() => asking.delete(modelId));
  asking.set(modelId, asked);
  return asked;
}

/**
 * Counts one view per page visit, once the model is known to exist, and shows the server's count
 * including this visit (the model was read before the view was counted). Fire and forget: the
 * server answers success even when it cannot count (SPEC §8), and a failure here must never reach
 * the page.
 */
export function useRecordView(modelId: string, ready: boolean): void {
  const queryClient = useQueryClient();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || recorded.current === modelId) return;
    recorded.current = modelId;
    trackActivity('model_view', { modelId });
    recordModelView(modelId)
      .then(({ views }) => {
        if (views === null) return;
        queryClient.setQueryData<ModelAnswer>(queryKeys.models.detail(modelId), (data) => data && { ...data, model: { ...data.model, views } });
      })
      .catch(() => {});
  }, [modelId, ready, queryClient]);
}
