import { eq } from 'drizzle-orm';
import { deleteModel } from '../../../shared/contracts/models/models';
import { reasonForModelChange, tellOwnerOfAdminChange, recordAudit } from '../../audit';
import { makes, models } from '../../db/schema';
import { loadModelFor } from '../../policies';
import { recordEvent } from '../../events/record-event';
import { deleteMakePhotos } from '../../storage/delete-make-photos';
import { deleteStoredPrefix } from '../../storage/delete-stored-prefix';
import { modelPrefix } from '../../storage/keys';
import { implement } from '../../callables/implement';

export const deleteModelFunction = implement(deleteModel, async ({ modelId, reason }, ctx) => {
  const model = await ctx.db.transaction(async (tx) => {
    const row = await loadModelFor(tx, ctx.user, modelId, 'model.delete', { lock: true });
    const why = reasonForModelChange(ctx.user.id, row.userId, reason);
    // Its makes' rows go with it, their photos (stored under each maker) after the commit.
    const madeOf = await tx.select({ id: makes.id, userId: makes.userId }).from(makes).where(eq(makes.modelId, modelId));
    // Files, previews, views, downloads and shares rows go with it (ON DELETE CASCADE).
    await tx.delete(models).where(eq(models.id, modelId));
    await recordEvent(tx, ctx.jobs, { type: 'model.deleted', subjectId: modelId, actorId: ctx.user.id, data: { ownerId: row.userId } });
    if (why !== null) {
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'model.delete',
        target: { type: 'model', id: modelId },
        before: { title: row.title, ownerId: row.userId, visibility: row.visibility },
        after: null,
        details: { reason: why },
      });
      await tellOwnerOfAdminChange(tx, ctx.jobs, { modelId, ownerId: row.userId, title: row.title, action: 'delete', reason: why });
    }
    return { ...row, madeOf };
  });
  // SPEC §8: a storage failure is logged and does not fail the call.
  await deleteStoredPrefix(ctx.storage, modelPrefix(model.userId, model.id), ctx.log);
  for (const make of model.madeOf) await deleteMakePhotos(ctx.storage, make.userId, make.id, ctx.log);
  return { success: true as const };
});
