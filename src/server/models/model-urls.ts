/** Public URLs of a model's stored files; the routes in `http/model-media-routes.ts` answer them. */
import type { Visibility } from '../../shared/constants/model-rules';

/**
 * A public preview is cached for good, so a private model's previews live at other URLs: when a
 * model turns private no cached copy answers for it, and the public URLs answer 404 (decision 019).
 */
export function previewUrl(modelId: string, previewId: string, width: number, visibility: Visibility): string {
  const scope = visibility === 'private' ? 'private/' : '';
  return `/media/models/${modelId}/previews/${scope}${previewId}-${width}.webp`;
}

export function previewFileName(previewId: string, width: number): string {
  return `${previewId}-${width}.webp`;
}

/** The file's own name ends the URL so a saved download keeps it. */
export function modelFileUrl(modelId: string, fileId: string, name: string): string {
  return `/media/models/${modelId}/files/${fileId}/${encodeURIComponent(name)}`;
}

export function modelZipUrl(modelId: string): string {
  return `/media/models/${modelId}/download.zip`;
}

/** A slicer link (decision 092): the file's own name ends the path, as a slicer names what it opens by it. */
export const SLICER_LINK_PATH = '/media/slicer';

export function slicerFileUrl(fileId: string, name: string, signedQuery: string): string {
  return `${SLICER_LINK_PATH}/${fileId}/${encodeURIComponent(name)}?${signedQuery}`;
}
