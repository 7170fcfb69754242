import { and, eq } from 'drizzle-orm';
import { toggleLike } from '../../../shared/contracts/community/likes-and-bookmarks';
import { modelLikes } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { toggleRow } from '../toggle-row';
import { addToCounter, liveCounts } from '../../models';
import { loadModelFor } from '../../policies';
import { implement } from '../../callables/implement';

/**
 * SPEC §3: one like per user and model, the key decides. The like row, the model's like count (a
 * counter shard, decision 027, so the creator's total follows at the roll-up) and the domain
 * event change in one transaction, so the count is always the number of like rows.
 */
export const toggleLikeFunction = implement(toggleLike, async ({ modelId }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  const mine = and(eq(modelLikes.modelId, model.id), eq(modelLikes.userId, ctx.user.id));
  return ctx.db.transaction(async (tx) => {
    const { on, changed } = await toggleRow(tx, {
      remove: async () => (await tx.delete(modelLikes).where(mine).returning({ modelId: modelLikes.modelId })).length,
      add: async () =>
        (await tx.insert(modelLikes).values({ modelId: model.id, userId: ctx.user.id }).onConflictDoNothing().returning({ modelId: modelLikes.modelId })).length,
    });
    if (changed) {
      await addToCounter(tx, model.id, 'likes', on ? 1 : -1);
      await recordEvent(tx, ctx.jobs, { type: on ? 'model.liked' : 'model.unliked', subjectId: model.id, actorId: ctx.user.id, data: { ownerId: model.userId } });
    }
    return { success: true as const, liked: on, likes: (await liveCounts(tx, model.id))?.likes ?? 0 };
  });
});
