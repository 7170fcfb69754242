import { UPLOAD_PROGRESS } from '../../../../shared/constants/model-rules';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { updateModel } from '../api/update-model';
import type { ModelDetailsInput } from '../form/model-draft';
import { filesPercent, previewsPercent, type PublishStatus } from '../upload/publish-status';
import { UploadCancelled } from '../../../lib/tus-upload';
import type { UploadBatch } from '../api/upload-batch';
import { newFilesOf, type EditFile, type EditPreview } from './edit-items';
import { wantedPreviewOrder } from './preview-order';

export interface SaveInput {
  modelId: string;
  details: ModelDetailsInput;
  previews: EditPreview[];
  files: EditFile[];
  /** An admin's reason for changing someone else's model; none for the owner's own. */
  reason?: string | undefined;
}

/** Sends the new files and images (with the same progress steps as publishing), then saves everything in one updateModel. */
export async function runSave({ modelId, details, previews, files, reason }: SaveInput, batch: UploadBatch, report: (status: PublishStatus) => void): Promise<ModelDetail> {
  const newFiles = newFilesOf(files);
  const newPreviews = newFilesOf(previews);
  report({ phase: 'uploading', percent: 0, detail: null });
  const addFileUploadIds = await batch.send(newFiles, 'model', ({ fraction, current }) =>
    report({ phase: 'uploading', percent: filesPercent(fraction), detail: current?.name ?? null }),
  );
  report({ phase: 'previews', percent: UPLOAD_PROGRESS.previewsStart, detail: null });
  const addPreviewUploadIds = await batch.send(newPreviews, 'preview', ({ fraction, current }) =>
    report({ phase: 'previews', percent: previewsPercent(fraction), detail: current?.name ?? null }),
  );
  if (batch.cancelled) throw new UploadCancelled();

  report({ phase: 'metadata', percent: UPLOAD_PROGRESS.metadata, detail: null });
  const kept = previews.flatMap((item) => (item.kind === 'saved' ? [item.preview.id] : []));
  // Every detail is sent on both calls: a field left out would be saved as its default.
  const base = { modelId, ...details, ...(reason ? { reason } : {}) };
  let model = await updateModel({
    ...base,
    previewIds: kept,
    fileIds: files.flatMap((item) => (item.kind === 'saved' ? [item.file.id] : [])),
    addPreviewUploadIds,
    addFileUploadIds,
  });
  const wanted = wantedPreviewOrder(previews, model, kept.length);
  if (wanted.join() !== model.previewImages.map((p) => p.id).join()) {
    model = await updateModel({ ...base, previewIds: wanted });
  }
  report({ phase: 'complete', percent: UPLOAD_PROGRESS.complete, detail: null });
  return model;
}
