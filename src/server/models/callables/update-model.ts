import { updateModel } from '../../../shared/contracts/models/models';
import { reasonForModelChange } from '../../audit';
import { loadModelFor } from '../../policies';
import { reviseModel } from '../revise-model';
import type { FinishedUpload } from '../../uploads';
import { implement } from '../../callables/implement';

export const updateModelFunction = implement(updateModel, async (input, ctx) => {
  const { modelId, previewIds, fileIds, addPreviewUploadIds, addFileUploadIds, reason, ...metadata } = input;
  const model = await loadModelFor(ctx.db, ctx.user, modelId, 'model.edit');
  // Refused before any upload is read: an admin's change of someone else's model says why.
  const why = reasonForModelChange(ctx.user.id, model.userId, reason);
  const files: FinishedUpload[] = [];
  const previews: FinishedUpload[] = [];
  try {
    for (const id of addFileUploadIds) files.push(await ctx.uploads.finished(id, ctx.user.id, 'model'));
    for (const id of addPreviewUploadIds) previews.push(await ctx.uploads.finished(id, ctx.user.id, 'preview'));
    const detail = await reviseModel(ctx, ctx.user, model, { metadata, previewIds, fileIds, reason: why }, { files, previews }, {
      // A file that fails its check is of no further use: it is discarded rather than left to expire.
      onRejected: async (kind, index) => {
        const upload = (kind === 'model' ? files : previews)[index];
        if (upload) await ctx.uploads.remove(upload.id);
      },
    });
    await Promise.all([...files, ...previews].map((upload) => ctx.uploads.remove(upload.id)));
    return { model: detail };
  } finally {
    // With uploads on S3 each was fetched to this node's disk (decision 089); the uploads stay for a retry.
    await ctx.uploads.release([...files, ...previews]);
  }
});
