import { and, eq, ne, or, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { cleanUploadFileName } from '../../../shared/constants/upload-file-names';
import { attachBulkUploadFile } from '../../../shared/contracts/bulk-upload/bulk-upload';
import { recordAudit } from '../../audit';
import { loadBatchView, missingFiles } from '../batch-view';
import { fileChecksum } from '../file-checksum';
import { refreshBatch, refreshDuplicates } from '../refresh-batch';
import { bulkUploadItems, modelFiles, type BulkUploadItemRow } from '../../db/schema';
import type { Services } from '../../services';
import { releaseUpload, type FinishedUpload } from '../../uploads';
import { implement } from '../../callables/implement';

/** The caller's finished upload, whichever kind it was sent as: the kind says which slot of the row it fills. */
async function finishedOfEitherKind(services: Services, id: string, userId: string): Promise<FinishedUpload> {
  try {
    return await services.uploads.finished(id, userId, 'model');
  } catch (asModel) {
    try {
      return await services.uploads.finished(id, userId, 'preview');
    } catch {
      throw asModel;
    }
  }
}

const sameName = (a: string, b: string) => cleanUploadFileName(a).toLowerCase() === cleanUploadFileName(b).toLowerCase();

export const attachBulkUploadFileFunction = implement(attachBulkUploadFile, async ({ itemId, uploadId }, ctx) => {
  const [found] = await ctx.db.select().from(bulkUploadItems).where(eq(bulkUploadItems.id, itemId));
  if (!found) throw new AppError('not-found', 'itemId: no such bulk upload row');
  const upload = await finishedOfEitherKind(ctx, uploadId, ctx.user.id);
  const row = `row ${found.rowNumber}`;
  if (upload.kind === 'model' && !sameName(upload.fileName, found.fileName)) {
    throw new AppError('invalid-argument', `uploadId: ${upload.fileName} is not the file of ${row}, which is ${found.fileName}`);
  }
  if (upload.kind === 'preview' && !found.images.some((image) => sameName(image.name, upload.fileName))) {
    const expected = found.images.map((image) => image.name).join(', ') || 'none';
    throw new AppError('invalid-argument', `uploadId: ${upload.fileName} is not one of the images of ${row} (${expected})`);
  }
  // Read before the transaction: hashing a large file must not hold the row's lock.
  let checksum: string | null = null;
  try {
    if (upload.kind === 'model') checksum = await fileChecksum(upload.path);
  } finally {
    // The batch keeps the upload itself; this node's copy (uploads on S3, decision 089) was only for the hash.
    await ctx.uploads.release([upload]);
  }
  const [onSite] = checksum ? await ctx.db.select({ modelId: modelFiles.modelId }).from(modelFiles).where(eq(modelFiles.sha256, checksum)).limit(1) : [];

  const replaced = await ctx.db.transaction(async (tx) => {
    const [item] = await tx.select().from(bulkUploadItems).where(eq(bulkUploadItems.id, itemId)).for('update');
    if (!item) throw new AppError('not-found', 'itemId: no such bulk upload row');
    if (item.status === 'published' || item.status === 'skipped') throw new AppError('already-exists', `itemId: ${row} is already ${item.status}`);
    // Publishing a row removes its uploads, so one upload shared by two rows would leave the other without its file.
    const [elsewhere] = await tx
      .select({ rowNumber: bulkUploadItems.rowNumber })
      .from(bulkUploadItems)
      .where(and(ne(bulkUploadItems.id, itemId), or(eq(bulkUploadItems.fileUploadId, uploadId), sql`${bulkUploadItems.images} @> ${JSON.stringify([{ uploadId }])}::jsonb`)))
      .limit(1);
    if (elsewhere) throw new AppError('invalid-argument', `uploadId: this upload is already the file of row ${elsewhere.rowNumber}; upload the file again for ${row}`);
    let change: Partial<BulkUploadItemRow>;
    let previous: string | null;
    if (upload.kind === 'model') {
      previous = item.fileUploadId;
      change = { fileUploadId: uploadId, fileUploadedBy: ctx.user.id, fileSize: upload.size, checksum, duplicateModelId: onSite?.modelId ?? null };
    } else {
      const index = item.images.findIndex((image) => sameName(image.name, upload.fileName));
      previous = item.images[index]!.uploadId;
      change = { images: item.images.map((image, i) => (i === index ? { ...image, uploadId, uploadedBy: ctx.user.id } : image)) };
    }
    const next = { ...item, ...change };
    const status = missingFiles(next).length === 0 ? 'uploaded' : 'pending';
    await tx.update(bulkUploadItems).set({ ...change, status, error: null, updatedAt: new Date() }).where(eq(bulkUploadItems.id, itemId));
    if (upload.kind === 'model') await refreshDuplicates(tx, item.batchId);
    await refreshBatch(tx, item.batchId);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'bulkUpload.attachFile',
      target: { type: 'bulk_upload_batch', id: item.batchId },
      before: { status: item.status, upload: previous },
      after: { status, upload: uploadId },
      details: { itemId, rowNumber: item.rowNumber, fileName: upload.fileName, kind: upload.kind, ...(checksum ? { sha256: checksum } : {}) },
    });
    return previous === uploadId ? null : previous;
  });
  // The batch holds the file from now on (held-uploads.ts), so it no longer counts against the
  // admin's quota of open uploads: a batch of hundreds of files would otherwise stop at forty.
  await releaseUpload(ctx.db, uploadId);
  if (replaced) await ctx.uploads.remove(replaced);
  const view = await loadBatchView(ctx.db, found.batchId);
  return { success: true as const, item: view.items.find((item) => item.id === itemId)! };
});
