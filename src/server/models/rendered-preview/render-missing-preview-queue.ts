import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { models } from '../../db/schema';
import type { JobQueue, QueueHandler } from '../../jobs/job-queue';
import type { Services } from '../../services';
import { renderMissingPreview } from './render-missing-preview';

export const RENDER_MISSING_PREVIEW_QUEUE = 'render-missing-preview';

interface RenderJob {
  modelId: string;
}

/**
 * Asks, in the caller's transaction, for a preview to be drawn once the model it writes has
 * committed, and marks the model as asked (decision 061): the backfill passes it by, so a file that
 * cannot be drawn is tried once, not on every run.
 */
export async function requestRenderedPreview(tx: Tx, jobs: JobQueue, modelId: string): Promise<void> {
  await tx.update(models).set({ previewRenderRequestedAt: new Date() }).where(eq(models.id, modelId));
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
