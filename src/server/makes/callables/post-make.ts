import { AppError } from '../../../shared/app-error';
import { postMake } from '../../../shared/contracts/makes/makes';
import { implement } from '../../callables/implement';
import { newId } from '../../db/new-id';
import { makes } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { loadModelFor } from '../../policies';
import type { FinishedUpload } from '../../uploads';
import { toMakeItem } from '../make-columns';
import { lockModelForMakes, moveMakeCount } from '../make-counts';
import { deleteMakePhotos } from '../../storage/delete-make-photos';
import { checkMakePhotos, storeMakePhotos } from '../store-make-photos';

const ONLY_PUBLIC = 'only a public model can have makes';

/**
 * A make: the photos are checked and re-encoded before anything is stored, then stored, then the
 * row, the model's make count and the 'model.made' event are written in one transaction under the
 * model's lock. A failure after storing takes the stored photos back, so a refusal leaves nothing.
 */
export const postMakeFunction = implement(postMake, async ({ modelId, photoUploadIds, layerHeightMm, rating, ...fields }, ctx) => {
  const visible = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  if (visible.visibility !== 'public') throw new AppError('invalid-argument', ONLY_PUBLIC);
  if (new Set(photoUploadIds).size !== photoUploadIds.length) throw new AppError('invalid-argument', 'photoUploadIds: the same photo is sent twice');
  const uploads: FinishedUpload[] = [];
  try {
    for (const id of photoUploadIds) uploads.push(await ctx.uploads.finished(id, ctx.user.id, 'preview'));
    const checked = await checkMakePhotos(uploads);
    const makeId = newId();
    const photos = await storeMakePhotos(ctx.storage, ctx.user.id, makeId, checked);
    const answer = await ctx.db
      .transaction(async (tx) => {
        const model = await lockModelForMakes(tx, visible.id);
        if (model.visibility !== 'public') throw new AppError('invalid-argument', ONLY_PUBLIC);
        const [row] = await tx
          .insert(makes)
          .values({ id: makeId, modelId: model.id, userId: ctx.user.id, layerHeightUm: Math.round(layerHeightMm * 1000), rating: rating ?? null, photos, ...fields })
          .returning();
        const makeCount = await moveMakeCount(tx, model.id, 1);
        await recordEvent(tx, ctx.jobs, { type: 'model.made', subjectId: model.id, actorId: ctx.user.id, data: { makeId, ownerId: model.userId } });
        const shown = { ...row!, modelTitle: model.title, displayName: ctx.user.displayName, username: ctx.user.username, photoURL: ctx.user.photoURL };
        return { make: toMakeItem(shown, ctx.user), makeCount };
      })
      .catch(async (error: unknown) => {
        await deleteMakePhotos(ctx.storage, ctx.user.id, makeId, ctx.log);
        throw error;
      });
    await Promise.all(uploads.map((upload) => ctx.uploads.remove(upload.id)));
    return answer;
  } finally {
    // With uploads on S3 each was fetched to this node's disk (decision 089); the uploads stay for a retry.
    await ctx.uploads.release(uploads);
  }
});
