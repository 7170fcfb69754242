import { and, eq, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { isAdminUser } from '../../../shared/constants/roles';
import { setRemixSources } from '../../../shared/contracts/remixes/remixes';
import { modelRemixes } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { recordAudit, reasonForModelChange, tellOwnerOfAdminChange } from '../../audit';
import { recordEvent } from '../../events/record-event';
import { loadModelFor } from '../../policies';
import { implement } from '../../callables/implement';
import { checkRemixSources } from '../check-remix-sources';
import { linkedCards } from '../remix-cards';
import { REMIX_SOURCES_MAX } from '../../../shared/constants/remix-rules';

export const ONLY_ITS_CREATOR = 'only the creator of a model declares what it remixes';
export const SOURCE_GONE = 'a model on the list was deleted meanwhile';
export const ADMIN_REMOVES_ONLY = "an admin may remove a model's sources, not add any: a lineage is its creator's own statement";

/**
 * Replaces a model's list of sources. Only its creator declares them: a lineage is the creator's own
 * statement. An admin may take a false one off (a model linked to an original it does not come
 * from puts itself on that original's "Remixes"), saying why; the change is audited and the owner
 * told, as an admin's other changes of a model are. Links are written under one lock for
 * all remix writes, so two declarations made at once cannot each pass the cycle check and together
 * close a cycle. A source newly on the list tells its creator (the notifications consumer leaves out
 * the creator's own models and a remix the recipient may not see).
 */
export const setRemixSourcesFunction = implement(setRemixSources, async ({ modelId, sourceIds, reason }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.edit');
  const byAdmin = model.userId !== ctx.user.id;
  if (byAdmin && !isAdminUser(ctx.user)) throw new AppError('permission-denied', ONLY_ITS_CREATOR);
  const why = reasonForModelChange(ctx.user.id, model.userId, reason);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('model-remixes'))`);
      const current = (await tx.select({ id: modelRemixes.sourceId }).from(modelRemixes).where(eq(modelRemixes.remixId, model.id))).map((row) => row.id);
      const before = new Set(current);
      // An admin's list can only be what is there with some taken off: those links were checked when their creator made them.
      if (byAdmin && (new Set(sourceIds).size !== sourceIds.length || sourceIds.some((id) => !before.has(id)))) throw new AppError('permission-denied', ADMIN_REMOVES_ONLY);
      const sources = byAdmin ? sourceIds.map((id) => ({ id, userId: model.userId })) : await checkRemixSources(tx, ctx.user, model.id, sourceIds);
      const kept = sources.map((source) => source.id);
      await tx.delete(modelRemixes).where(and(eq(modelRemixes.remixId, model.id), kept.length > 0 ? notInArray(modelRemixes.sourceId, kept) : undefined));
      if (sources.length > 0) {
        // A source kept keeps its date, so the original's "Remixes" does not reorder on an edit.
        await tx
          .insert(modelRemixes)
          .values(sources.map((source, position) => ({ remixId: model.id, sourceId: source.id, position })))
          .onConflictDoUpdate({ target: [modelRemixes.remixId, modelRemixes.sourceId], set: { position: sql`excluded.position` } });
      }
      if (why !== null) {
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'model.remix_sources',
          target: { type: 'model', id: model.id },
          before: { sourceIds: current },
          after: { sourceIds },
          details: { reason: why },
        });
        await tellOwnerOfAdminChange(tx, ctx.jobs, { modelId: model.id, ownerId: model.userId, title: model.title, action: 'update', reason: why });
      }
      for (const source of sources.filter((s) => !before.has(s.id))) {
        await recordEvent(tx, ctx.jobs, { type: 'model.remixed', subjectId: model.id, actorId: ctx.user.id, data: { sourceId: source.id, sourceOwnerId: source.userId } });
      }
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('not-found', SOURCE_GONE);
    throw error;
  }
  return { sources: (await linkedCards(ctx.db, ctx.user, [model.id], 'sources', REMIX_SOURCES_MAX)).map(({ card }) => card) };
});
