import { desc, eq, inArray } from 'drizzle-orm';
import { listBulkUploadBatches } from '../../../shared/contracts/bulk-upload/bulk-upload';
import { countsFor, toBatch } from '../batch-view';
import { bulkUploadBatches, users } from '../../db/schema';
import { implement } from '../../callables/implement';

export const listBulkUploadBatchesFunction = implement(listBulkUploadBatches, async ({ status, limit }, ctx) => {
  const batches = await ctx.db
    .select()
    .from(bulkUploadBatches)
    .where(status === 'open' ? eq(bulkUploadBatches.status, 'open') : undefined)
    .orderBy(desc(bulkUploadBatches.updatedAt), desc(bulkUploadBatches.id))
    .limit(limit);
  const counts = await countsFor(ctx.db, batches);
  const adminIds = [...new Set(batches.map((batch) => batch.adminId))];
  const admins = adminIds.length > 0 ? await ctx.db.select({ id: users.id, displayName: users.displayName }).from(users).where(inArray(users.id, adminIds)) : [];
  const byId = new Map(admins.map((admin) => [admin.id, admin]));
  return { success: true as const, batches: batches.map((batch) => toBatch(batch, byId.get(batch.adminId) ?? null, counts.get(batch.id)!)) };
});
