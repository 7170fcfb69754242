import { AppError } from '../../../shared/app-error';
import { batchDuplicates } from '../../../shared/bulk-upload/duplicates';
import { ManifestError, parseManifest, type ManifestRow } from '../../../shared/bulk-upload/manifest';
import { QUALITY_RULE, qualityScore } from '../../../shared/bulk-upload/quality-score';
import { createBulkUploadBatch } from '../../../shared/contracts/bulk-upload/bulk-upload';
import { recordAudit } from '../../audit';
import { loadBatchView } from '../batch-view';
import { bulkUploadBatches, bulkUploadItems } from '../../db/schema';
import { newId } from '../../db/new-id';
import { implement } from '../../callables/implement';

function readManifest(text: string, format: 'csv' | 'json'): ManifestRow[] {
  try {
    return parseManifest(text, format);
  } catch (error) {
    if (error instanceof ManifestError) throw new AppError('invalid-argument', error.message);
    throw error;
  }
}

/** Rows per insert: 500 rows of long descriptions stay well inside a statement's parameter limit. */
const INSERT_CHUNK = 100;

export const createBulkUploadBatchFunction = implement(createBulkUploadBatch, async ({ manifest, format }, ctx) => {
  const rows = readManifest(manifest, format);
  const batchId = newId();
  const items = rows.map((row) => {
    const quality = qualityScore({ title: row.title, description: row.description, tags: row.tags, imageCount: row.imageNames.length, fileName: row.fileName });
    return {
      id: newId(),
      batchId,
      rowNumber: row.rowNumber,
      fileName: row.fileName,
      title: row.title,
      description: row.description,
      category: row.category,
      tags: row.tags,
      licence: row.licence,
      images: row.imageNames.map((name) => ({ name, uploadId: null, uploadedBy: null })),
      qualityScore: quality.score,
      qualityParts: quality.parts,
    };
  });
  // No file has arrived yet, so only titles can repeat; checksums are compared as files are attached.
  const flags = batchDuplicates(items.map((item) => ({ id: item.id, rowNumber: item.rowNumber, title: item.title, checksum: null })));
  await ctx.db.transaction(async (tx) => {
    await tx.insert(bulkUploadBatches).values({ id: batchId, adminId: ctx.user.id, format, itemCount: items.length });
    for (let i = 0; i < items.length; i += INSERT_CHUNK) {
      await tx.insert(bulkUploadItems).values(items.slice(i, i + INSERT_CHUNK).map((item) => ({ ...item, titleDuplicateOf: flags.get(item.id)!.titleOf })));
    }
    const ready = items.filter((item) => item.qualityScore >= QUALITY_RULE.ready).length;
    await recordAudit(tx, { actorId: ctx.user.id, action: 'bulkUpload.create', target: { type: 'bulk_upload_batch', id: batchId }, before: null, after: { format, rows: items.length, ready } });
  });
  return loadBatchView(ctx.db, batchId);
});
