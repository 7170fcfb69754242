import { PREVIEW_MAX_BYTES, renderedPreviewName } from '../../../../shared/constants/model-rules';
import { viewerFormatOf } from '../form/file-rules';

/**
 * A picture of the first model file the 3D view can read, for a model published without preview
 * images, named as the original named its renders (ORIGINAL-FACTS "Files"). The renderer is loaded
 * only now, so three.js stays out of the upload page's first download. Answers null when no file
 * can be drawn (FBX only, a glTF with outside buffers, no WebGL), when drawing takes longer than
 * its time budget, or when `signal` aborts (Cancel): the model is then published without one.
 */
export async function renderFirstPreview(files: File[], title: string, signal?: AbortSignal): Promise<File | null> {
  const file = files.find((f) => viewerFormatOf(f.name));
  const format = file && viewerFormatOf(file.name);
  if (!file || !format) return null;
  try {
    const { renderPreview } = await import('../viewer/render-preview');
    const image = await renderPreview(file, format, { width: 1600, height: 1200, ...(signal ? { signal } : {}) });
    if (image.size === 0 || image.size > PREVIEW_MAX_BYTES) return null;
    const extension = image.type === 'image/png' ? 'png' : 'webp';
    return new File([image], renderedPreviewName(title, extension), { type: image.type || 'image/webp' });
  } catch (error) {
    if (signal?.aborted) return null;
    // The reason in the text itself: "took longer than" (the budget) and a refusal read differently.
    console.warn(`No preview could be rendered from ${file.name}: ${error instanceof Error ? error.message : String(error)}`, error);
    return null;
  }
}
