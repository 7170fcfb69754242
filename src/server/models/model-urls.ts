/** Public URLs of a model's stored files; the routes in `http/model-media-routes.ts` answer them. */

export function previewUrl(modelId: string, previewId: string, width: number): string {
  return `/media/models/${modelId}/previews/${previewId}-${width}.webp`;
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
