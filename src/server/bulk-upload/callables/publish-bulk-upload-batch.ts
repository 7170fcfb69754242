import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { BULK_PUBLISH_PER_CALL, publishBulkUploadBatch } from '../../../shared/contracts/bulk-upload/bulk-upload';
import { recordAudit } from '../../audit';
import { findBatch, isPublishable, loadBatchView, missingFiles } from '../batch-view';
import { refreshBatch } from '../refresh-batch';
import { heldBy, publishBulkItem } from '../publish-item';
import { bulkUploadItems, users, type BulkUploadItemRow } from '../../db/schema';
import type { SignedInContext } from '../../callables/implement';
import { implement } from '../../callables/implement';

/** The rows an admin named, all checked before any is published: a wrong one refuses the call and nothing is written. */
async function chosenRows(ctx: SignedInContext, batchId: string, itemIds: string[]): Promise<BulkUploadItemRow[]> {
  const rows = await ctx.db.select().from(bulkUploadItems).where(and(eq(bulkUploadItems.batchId, batchId), inArray(bulkUploadItems.id, itemIds))).orderBy(asc(bulkUploadItems.rowNumber));
  const stranger = itemIds.find((id) => !rows.some((row) => row.id === id));
  if (stranger) throw new AppError('invalid-argument', `itemIds: ${stranger} is not a row of this bulk upload`);
  for (const row of rows) {
    if (row.status === 'skipped') throw new AppError('invalid-argument', `itemIds: row ${row.rowNumber} was skipped`);
    if (row.status === 'pending') throw new AppError('invalid-argument', `itemIds: row ${row.rowNumber} still needs ${missingFiles(row).join(', ')}`);
  }
  return rows;
}

async function readyRows(ctx: SignedInContext, batchId: string): Promise<BulkUploadItemRow[]> {
  const rows = await ctx.db.select().from(bulkUploadItems).where(and(eq(bulkUploadItems.batchId, batchId), eq(bulkUploadItems.status, 'uploaded'))).orderBy(asc(bulkUploadItems.rowNumber));
  return rows.filter(isPublishable);
}

/** Marks every row not yet published as skipped and lets go of its files. */
async function skipTheRest(ctx: SignedInContext, batchId: string): Promise<number> {
  const skipped = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(bulkUploadItems)
      .set({ status: 'skipped', updatedAt: new Date() })
      .where(and(eq(bulkUploadItems.batchId, batchId), inArray(bulkUploadItems.status, ['pending', 'uploaded', 'failed'])))
      .returning();
    await refreshBatch(tx, batchId);
    return rows;
  });
  await Promise.all(skipped.flatMap(heldBy).map((id) => ctx.uploads.remove(id)));
  return skipped.length;
}

export const publishBulkUploadBatchFunction = implement(publishBulkUploadBatch, async ({ batchId, itemIds, skipOthers }, ctx) => {
  const batch = await findBatch(ctx.db, batchId);
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, batch.adminId));
  if (!owner) throw new AppError('not-found', 'batchId: the admin who started this bulk upload no longer exists');
  const candidates = itemIds ? await chosenRows(ctx, batchId, itemIds) : (await readyRows(ctx, batchId)).slice(0, BULK_PUBLISH_PER_CALL);
  const published: { itemId: string; modelId: string }[] = [];
  const failed: { itemId: string; error: string }[] = [];
  for (const row of candidates) {
    if (row.status === 'published') {
      // Asked again for a row already published: the same answer, no second model.
      if (row.modelId) published.push({ itemId: row.id, modelId: row.modelId });
      continue;
    }
    const outcome = await publishBulkItem(ctx, owner, ctx.user.id, row);
    if (outcome.kind === 'published') published.push({ itemId: row.id, modelId: outcome.modelId });
    if (outcome.kind === 'failed') failed.push({ itemId: row.id, error: outcome.error });
  }
  const skipped = skipOthers ? await skipTheRest(ctx, batchId) : 0;
  await ctx.db.transaction(async (tx) => {
    await refreshBatch(tx, batchId);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: 'bulkUpload.publish',
      target: { type: 'bulk_upload_batch', id: batchId },
      before: null,
      after: { published: published.length, failed: failed.length, skipped },
      details: { chosen: itemIds ?? null, modelIds: published.map((p) => p.modelId), failures: failed },
    });
  });
  const remaining = itemIds ? 0 : (await readyRows(ctx, batchId)).length;
  return { ...(await loadBatchView(ctx.db, batchId)), published, failed, remaining };
});
