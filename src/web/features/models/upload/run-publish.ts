import { UPLOAD_PROGRESS } from '../../../../shared/constants/model-rules';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { createModel } from '../api/create-model';
import type { ModelDetailsInput } from '../form/model-draft';
import { filesPercent, previewsPercent, type PublishStatus } from './publish-status';
import { renderFirstPreview } from './render-first-preview';
import { UploadCancelled } from '../../../lib/tus-upload';
import type { UploadBatch } from '../api/upload-batch';

export interface PublishInput {
  files: File[];
  previews: File[];
  details: ModelDetailsInput;
}

/**
 * Publishes a model in the order of SPEC §9: the model files (0–50 %), a rendered preview when none
 * was chosen (50 %), the preview images (60–80 %), then createModel (80 %) and done (100 %). The
 * server creates nothing until createModel, and nothing at all if any part is refused.
 */
export async function runPublish({ files, previews, details }: PublishInput, batch: UploadBatch, report: (status: PublishStatus) => void): Promise<ModelDetail> {
  report({ phase: 'uploading', percent: 0, detail: null });
  const fileUploadIds = await batch.send(files, 'model', ({ fraction, current }) =>
    report({ phase: 'uploading', percent: filesPercent(fraction), detail: current?.name ?? null }),
  );

  report({ phase: 'processing', percent: UPLOAD_PROGRESS.processing, detail: previews.length ? null : 'Rendering a preview image from your model' });
  const rendered = previews.length ? null : await renderFirstPreview(files, details.title, batch.signal);
  if (batch.cancelled) throw new UploadCancelled();
  const images = rendered ? [rendered, ...previews] : previews;

  report({ phase: 'previews', percent: UPLOAD_PROGRESS.previewsStart, detail: null });
  const previewUploadIds = await batch.send(images, 'preview', ({ fraction, current }) =>
    report({ phase: 'previews', percent: previewsPercent(fraction), detail: current?.name ?? null }),
  );
  if (batch.cancelled) throw new UploadCancelled();

  report({ phase: 'metadata', percent: UPLOAD_PROGRESS.metadata, detail: null });
  const model = await createModel({ ...details, fileUploadIds, previewUploadIds });
  report({ phase: 'complete', percent: UPLOAD_PROGRESS.complete, detail: null });
  return model;
}
