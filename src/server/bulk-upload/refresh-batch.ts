import { eq, sql } from 'drizzle-orm';
import { batchDuplicates } from '../../shared/bulk-upload/duplicates';
import type { Tx } from '../db/database';
import { bulkUploadBatches, bulkUploadItems } from '../db/schema';

/** Rewrites the batch's duplicate flags from its rows' titles and checksums (duplicates.ts decides). */
export async function refreshDuplicates(tx: Tx, batchId: string): Promise<void> {
  const rows = await tx
    .select({ id: bulkUploadItems.id, rowNumber: bulkUploadItems.rowNumber, title: bulkUploadItems.title, checksum: bulkUploadItems.checksum, titleOf: bulkUploadItems.titleDuplicateOf, checksumOf: bulkUploadItems.checksumDuplicateOf })
    .from(bulkUploadItems)
    .where(eq(bulkUploadItems.batchId, batchId));
  const flags = batchDuplicates(rows);
  for (const row of rows) {
    const flag = flags.get(row.id)!;
    if (flag.titleOf === row.titleOf && flag.checksumOf === row.checksumOf) continue;
    await tx.update(bulkUploadItems).set({ titleDuplicateOf: flag.titleOf, checksumDuplicateOf: flag.checksumOf }).where(eq(bulkUploadItems.id, row.id));
  }
}

/**
 * Keeps the batch's counts and status in step with its rows. A batch stays open while any row is
 * pending, uploaded or failed (a failed row can be given a new file and published again).
 */
export async function refreshBatch(tx: Tx, batchId: string): Promise<void> {
  const open = sql`count(*) filter (where ${bulkUploadItems.status} in ('pending', 'uploaded', 'failed'))::int`;
  const [tally] = await tx
    .select({
      open,
      published: sql<number>`count(*) filter (where ${bulkUploadItems.status} = 'published')::int`,
      failed: sql<number>`count(*) filter (where ${bulkUploadItems.status} = 'failed')::int`,
    })
    .from(bulkUploadItems)
    .where(eq(bulkUploadItems.batchId, batchId));
  await tx
    .update(bulkUploadBatches)
    .set({ status: Number(tally?.open ?? 0) > 0 ? 'open' : 'done', publishedCount: tally?.published ?? 0, failedCount: tally?.failed ?? 0, updatedAt: new Date() })
    .where(eq(bulkUploadBatches.id, batchId));
}
