import type { Tx } from '../../db/database';
import type { JobQueue, QueueHandler } from '../../jobs/job-queue';
import type { Services } from '../../services';
import { renderMissingPreview } from './render-missing-preview';

export const RENDER_MISSING_PREVIEW_QUEUE = 'render-missing-preview';

interface RenderJob {
  modelId: string;
}

/** Asks, in the caller's transaction, for a preview to be drawn once the model it writes has committed. */
export async function requestRenderedPreview(tx: Tx, jobs: JobQueue, modelId: string): Promise<void> {
  await jobs.sendInTransaction(tx, RENDER_MISSING_PREVIEW_QUEUE, { modelId } satisfies RenderJob);
}

/** The queue that draws previews for models published without one (decision 057); one render at a time per node. */
export function renderMissingPreviewQueue(services: Services): QueueHandler {
  return {
    name: RENDER_MISSING_PREVIEW_QUEUE,
    handle: async (data) => {
      const { modelId } = data as Partial<RenderJob>;
      if (typeof modelId === 'string') await renderMissingPreview(services, modelId);
    },
  };
}
