import { asc, count, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { QUALITY_RULE } from '../../shared/bulk-upload/quality-score';
import type { BulkUploadBatch, BulkUploadItem } from '../../shared/contracts/bulk-upload/bulk-upload';
import type { Db, Tx } from '../db/database';
import { bulkUploadBatches, bulkUploadItems, models, users, type BulkItemStatus, type BulkUploadBatchRow, type BulkUploadItemRow } from '../db/schema';

type Counts = BulkUploadBatch['counts'];

/** The file names a row still waits for: its model file first, then its images. */
export function missingFiles(row: Pick<BulkUploadItemRow, 'fileName' | 'fileUploadId' | 'images'>): string[] {
  return [...(row.fileUploadId ? [] : [row.fileName]), ...row.images.filter((image) => !image.uploadId).map((image) => image.name)];
}

/** Neither flagged as a duplicate nor short of the quality bar: what a plain Publish takes. */
export function isPublishable(row: BulkUploadItemRow): boolean {
  return row.status === 'uploaded' && row.qualityScore >= QUALITY_RULE.ready && !row.titleDuplicateOf && !row.checksumDuplicateOf && !row.duplicateModelId;
}

function toItem(row: BulkUploadItemRow, rowNumberOf: Map<string, number>, existing: Map<string, string>): BulkUploadItem {
  const rowOf = (id: string | null) => (id ? (rowNumberOf.get(id) ?? null) : null);
  return {
    id: row.id,
    rowNumber: row.rowNumber,
    fileName: row.fileName,
    title: row.title,
    description: row.description,
    category: row.category,
    tags: row.tags,
    licence: row.licence,
    images: row.images.map((image) => ({ name: image.name, uploaded: image.uploadId !== null })),
    fileUploaded: row.fileUploadId !== null,
    fileSize: row.fileSize,
    checksum: row.checksum,
    quality: { score: row.qualityScore, ready: row.qualityScore >= QUALITY_RULE.ready, parts: row.qualityParts },
    duplicates: {
      titleOfRow: rowOf(row.titleDuplicateOf),
      checksumOfRow: rowOf(row.checksumDuplicateOf),
      existingModel: row.duplicateModelId && existing.has(row.duplicateModelId) ? { id: row.duplicateModelId, title: existing.get(row.duplicateModelId)! } : null,
    },
    status: row.status,
    error: row.error,
    modelId: row.modelId,
    missing: row.status === 'pending' ? missingFiles(row) : [],
  };
}

function emptyCounts(total: number): Counts {
  return { total, pending: 0, uploaded: 0, published: 0, failed: 0, skipped: 0 };
}

export function toBatch(row: BulkUploadBatchRow, creator: { id: string; displayName: string } | null, counts: Counts): BulkUploadBatch {
  return {
    id: row.id,
    format: row.format,
    status: row.status,
    createdBy: creator ? { uid: creator.id, displayName: creator.displayName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    counts,
  };
}

/** Rows by status for each batch, in one grouped read. */
export async function countsFor(db: Db | Tx, batches: BulkUploadBatchRow[]): Promise<Map<string, Counts>> {
  const counts = new Map(batches.map((batch) => [batch.id, emptyCounts(batch.itemCount)]));
  if (batches.length === 0) return counts;
  const rows = await db
    .select({ batchId: bulkUploadItems.batchId, status: bulkUploadItems.status, n: count() })
    .from(bulkUploadItems)
    .where(inArray(bulkUploadItems.batchId, [...counts.keys()]))
    .groupBy(bulkUploadItems.batchId, bulkUploadItems.status);
  for (const { batchId, status, n } of rows) counts.get(batchId)![status as BulkItemStatus] = n;
  return counts;
}

export async function findBatch(db: Db | Tx, batchId: string): Promise<BulkUploadBatchRow> {
  const [batch] = await db.select().from(bulkUploadBatches).where(eq(bulkUploadBatches.id, batchId));
  if (!batch) throw new AppError('not-found', 'batchId: no such bulk upload');
  return batch;
}

/** A batch with every row, as the page shows it and a resumed upload continues from it. */
export async function loadBatchView(db: Db | Tx, batchId: string): Promise<{ success: true; batch: BulkUploadBatch; items: BulkUploadItem[] }> {
  const batch = await findBatch(db, batchId);
  const rows = await db.select().from(bulkUploadItems).where(eq(bulkUploadItems.batchId, batchId)).orderBy(asc(bulkUploadItems.rowNumber));
  const [creator] = await db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.id, batch.adminId));
  const modelIds = [...new Set(rows.map((row) => row.duplicateModelId).filter((id): id is string => id !== null))];
  const existing = modelIds.length > 0 ? await db.select({ id: models.id, title: models.title }).from(models).where(inArray(models.id, modelIds)) : [];
  const rowNumberOf = new Map(rows.map((row) => [row.id, row.rowNumber]));
  const titles = new Map(existing.map((model) => [model.id, model.title]));
  const counts = (await countsFor(db, [batch])).get(batch.id)!;
  return { success: true, batch: toBatch(batch, creator ?? null, counts), items: rows.map((row) => toItem(row, rowNumberOf, titles)) };
}
