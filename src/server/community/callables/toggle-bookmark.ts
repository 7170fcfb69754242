import { eq } from 'drizzle-orm';
import { toggleBookmark } from '../../../shared/contracts/community/likes-and-bookmarks';
import { bookmarks } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { toggleRow } from '../toggle-row';
import { loadModelFor } from '../../policies';
import { implement } from '../../callables/implement';

/** SPEC §3 bookmark, id `modelId_userId`: saved or not, once; the Saved list reads these rows. */
export const toggleBookmarkFunction = implement(toggleBookmark, async ({ modelId }, ctx) => {
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  const id = `${model.id}_${ctx.user.id}`;
  return ctx.db.transaction(async (tx) => {
    const { on, changed } = await toggleRow(tx, {
      remove: async () => (await tx.delete(bookmarks).where(eq(bookmarks.id, id)).returning({ id: bookmarks.id })).length,
      add: async () =>
        (await tx.insert(bookmarks).values({ id, modelId: model.id, userId: ctx.user.id }).onConflictDoNothing().returning({ id: bookmarks.id })).length,
    });
    if (changed && on) await recordEvent(tx, ctx.jobs, { type: 'model.bookmarked', subjectId: model.id, actorId: ctx.user.id, data: { ownerId: model.userId } });
    return { success: true as const, bookmarked: on };
  });
});
