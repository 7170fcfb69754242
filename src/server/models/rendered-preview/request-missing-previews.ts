import { and, asc, isNull } from 'drizzle-orm';
import { models } from '../../db/schema';
import type { Services } from '../../services';
import { requestRenderedPreview } from './render-missing-preview-queue';

/**
 * Models asked for per run. One node draws one at a time, in well under two seconds for most files
 * (decision 057), so a run's renders are done long before the next run a minute later.
 */
export const BACKFILL_BATCH = 20;

/**
 * The backfill of drawn previews (decision 061): the next few models that have no preview and were
 * never asked for one (published before single uploads asked, or left without images by an edit)
 * are marked and given the render job, in one transaction, so a run that dies asks for none of them
 * and the next run takes them. Rows an edit holds are skipped, not waited for. Answers how many.
 */
export async function requestMissingPreviews(services: Pick<Services, 'db' | 'jobs'>, batch = BACKFILL_BATCH): Promise<number> {
  return services.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: models.id })
      .from(models)
      .where(and(isNull(models.thumbnail), isNull(models.previewRenderRequestedAt)))
      .orderBy(asc(models.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const { id } of due) await requestRenderedPreview(tx, services.jobs, id);
    return due.length;
  });
}
