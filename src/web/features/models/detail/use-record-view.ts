import { useEffect, useRef } from 'react';
import { recordModelView } from '../../../../shared/contracts/models/models';
import { callFunction } from '../../../lib/api-client';

/**
 * Counts one view per page visit, once the model is known to exist. Fire and forget: the server
 * answers success even when it cannot count (SPEC §8), and a failure here must never reach the page.
 */
export function useRecordView(modelId: string, ready: boolean): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || recorded.current === modelId) return;
    recorded.current = modelId;
    callFunction(recordModelView, { modelId }).catch(() => {});
  }, [modelId, ready]);
}
