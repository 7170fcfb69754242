import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bulkUploadBatches, bulkUploadItems } from '../db/schema';

/**
 * How long an open batch keeps its files past the upload expiry without being touched: long enough
 * to resume after a weekend, short enough that a forgotten batch does not hold disk for ever.
 */
export const BULK_HOLD_MS = 30 * 24 * 3600_000;

/** Uploads an open bulk-upload batch still holds: the abandoned-upload sweep leaves these alone. */
export async function heldUploadIds(db: Db, now = Date.now()): Promise<Set<string>> {
  const rows = await db
    .select({ fileUploadId: bulkUploadItems.fileUploadId, images: bulkUploadItems.images })
    .from(bulkUploadItems)
    .innerJoin(bulkUploadBatches, eq(bulkUploadBatches.id, bulkUploadItems.batchId))
    .where(and(eq(bulkUploadBatches.status, 'open'), gt(bulkUploadBatches.updatedAt, new Date(now - BULK_HOLD_MS)), inArray(bulkUploadItems.status, ['pending', 'uploaded', 'failed'])));
  const held = new Set<string>();
  for (const row of rows) {
    if (row.fileUploadId) held.add(row.fileUploadId);
    for (const image of row.images) if (image.uploadId) held.add(image.uploadId);
  }
  return held;
}
