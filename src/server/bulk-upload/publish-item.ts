import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { Licence, ModelCategory } from '../../shared/constants/model-rules';
import { recordAudit } from '../audit';
import { bulkUploadItems, type BulkUploadItemRow, type UserRow } from '../db/schema';
import { publishModel, requestRenderedPreview } from '../models';
import type { Services } from '../services';
import type { FinishedUpload } from '../uploads';

/** Another publish of the same row committed first: this one rolls back and leaves its model unmade. */
class AlreadyPublished extends Error {}

export type ItemOutcome = { kind: 'published'; modelId: string } | { kind: 'failed'; error: string } | { kind: 'already' };

/** The uploads a row holds: its model file and the images that have arrived. */
export function heldBy(item: BulkUploadItemRow): string[] {
  return [item.fileUploadId, ...item.images.map((image) => image.uploadId)].filter((id): id is string => id !== null);
}

/** Fills `files` and `previews` as it goes, so the caller can release what was fetched should a later one fail. */
async function sourcesOf(services: Services, item: BulkUploadItemRow, sources: { files: FinishedUpload[]; previews: FinishedUpload[] }): Promise<void> {
  if (!item.fileUploadId || !item.fileUploadedBy) throw new AppError('invalid-argument', `${item.fileName} has not been uploaded.`);
  sources.files.push(await services.uploads.finished(item.fileUploadId, item.fileUploadedBy, 'model'));
  for (const image of item.images) {
    if (!image.uploadId || !image.uploadedBy) throw new AppError('invalid-argument', `${image.name} has not been uploaded.`);
    sources.previews.push(await services.uploads.finished(image.uploadId, image.uploadedBy, 'preview'));
  }
}

/**
 * Publishes one row as a platform model through the normal publish path. The row is marked
 * published in the model's own transaction, and only from uploaded or failed: two publishes of one
 * row at once make one model, and the loser's stored files are removed by publishModel's rollback.
 */
export async function publishBulkItem(services: Services, owner: UserRow, actorId: string, item: BulkUploadItemRow): Promise<ItemOutcome> {
  const sources: { files: FinishedUpload[]; previews: FinishedUpload[] } = { files: [], previews: [] };
  try {
    await sourcesOf(services, item, sources);
    const metadata = { title: item.title, description: item.description, category: item.category as ModelCategory, tags: item.tags, licence: item.licence as Licence, visibility: 'public' as const };
    const model = await publishModel(services, owner, metadata, sources, {
      isPlatformModel: true,
      inTransaction: async (tx, modelId) => {
        const claimed = await tx
          .update(bulkUploadItems)
          .set({ status: 'published', modelId, error: null, updatedAt: new Date() })
          .where(and(eq(bulkUploadItems.id, item.id), inArray(bulkUploadItems.status, ['uploaded', 'failed'])))
          .returning({ id: bulkUploadItems.id });
        if (claimed.length === 0) throw new AlreadyPublished();
        await recordAudit(tx, {
          actorId,
          action: 'bulkUpload.publishItem',
          target: { type: 'model', id: modelId },
          before: null,
          after: { title: item.title, isPlatformModel: true, revenueShareBps: 0, ownerId: owner.id },
          details: { batchId: item.batchId, itemId: item.id, rowNumber: item.rowNumber },
        });
        // A row without images gets a picture drawn from its model file, as the upload page draws one (decision 057).
        if (item.images.length === 0) await requestRenderedPreview(tx, services.jobs, modelId);
      },
    });
    await Promise.all(heldBy(item).map((id) => services.uploads.remove(id)));
    return { kind: 'published', modelId: model.id };
  } catch (error) {
    if (error instanceof AlreadyPublished) return { kind: 'already' };
    const message = error instanceof AppError && error.status < 500 ? error.message : 'The model could not be published because of an error on our side. Try this row again.';
    if (!(error instanceof AppError)) services.log.error({ err: error, itemId: item.id }, 'bulk upload row failed to publish');
    await services.db
      .update(bulkUploadItems)
      .set({ status: 'failed', error: message, updatedAt: new Date() })
      .where(and(eq(bulkUploadItems.id, item.id), inArray(bulkUploadItems.status, ['uploaded', 'failed'])));
    return { kind: 'failed', error: message };
  } finally {
    // With uploads on S3 each was fetched to this node's disk (decision 089).
    await services.uploads.release([...sources.files, ...sources.previews]);
  }
}
