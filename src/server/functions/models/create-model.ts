import { createModel } from '../../../shared/contracts/models/models';
import { publishModel } from '../../models/publish-model';
import type { FinishedUpload } from '../../uploads/upload-store';
import { implement } from '../implement';

export const createModelFunction = implement(createModel, async (input, ctx) => {
  const { fileUploadIds, previewUploadIds, ...metadata } = input;
  const files: FinishedUpload[] = [];
  for (const id of fileUploadIds) files.push(await ctx.uploads.finished(id, ctx.user.id, 'model'));
  const previews: FinishedUpload[] = [];
  for (const id of previewUploadIds) previews.push(await ctx.uploads.finished(id, ctx.user.id, 'preview'));
  const model = await publishModel(ctx, ctx.user, metadata, { files, previews }, {
    // A file that fails its check is of no further use: it is discarded rather than left to expire.
    onRejected: async (kind, index) => {
      const upload = (kind === 'model' ? files : previews)[index];
      if (upload) await ctx.uploads.remove(upload.id);
    },
  });
  await Promise.all([...files, ...previews].map((upload) => ctx.uploads.remove(upload.id)));
  return { model };
});
