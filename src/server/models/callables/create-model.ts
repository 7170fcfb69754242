import { AppError } from '../../../shared/app-error';
import { createModel } from '../../../shared/contracts/models/models';
import { publishModel } from '../publish-model';
import type { FinishedUpload } from '../../uploads';
import { implement } from '../../callables/implement';

function refuseRepeats(field: string, ids: string[], others: string[]): void {
  const seen = new Set(others);
  for (const id of ids) {
    if (seen.has(id)) throw new AppError('invalid-argument', `${field}: lists the same upload more than once. Each upload can be used once.`);
    seen.add(id);
  }
}

export const createModelFunction = implement(createModel, async (input, ctx) => {
  const { fileUploadIds, previewUploadIds, ...metadata } = input;
  // One upload is one file: listed twice it would become two rows over one stored copy (issue 9).
  refuseRepeats('fileUploadIds', fileUploadIds, previewUploadIds);
  refuseRepeats('previewUploadIds', previewUploadIds, []);
  const files: FinishedUpload[] = [];
  const previews: FinishedUpload[] = [];
  try {
    for (const id of fileUploadIds) files.push(await ctx.uploads.finished(id, ctx.user.id, 'model'));
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
  } finally {
    // With uploads on S3 each was fetched to this node's disk (decision 089); the uploads stay for a retry.
    await ctx.uploads.release([...files, ...previews]);
  }
});
