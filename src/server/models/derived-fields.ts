import type { Visibility } from '../../shared/constants/model-rules';
import { modelFileUrl, previewUrl } from './model-urls';

interface FileLike {
  id: string;
  name: string;
  format: string;
  position: number;
}
interface PreviewLike {
  id: string;
  widths: number[];
  position: number;
}

/** The card image: the 800 px preview when there is one, else the largest stored. */
export function thumbnailUrl(modelId: string, previewId: string, widths: number[], visibility: Visibility): string {
  const width = widths.includes(800) ? 800 : Math.max(...widths);
  return previewUrl(modelId, previewId, width, visibility);
}

/** The model columns that follow from its files, previews and visibility, kept on the row so lists need no join. */
export function derivedModelFields(modelId: string, files: FileLike[], previews: PreviewLike[], visibility: Visibility) {
  const sortedFiles = [...files].sort((a, b) => a.position - b.position);
  const cover = [...previews].sort((a, b) => a.position - b.position)[0];
  const first = sortedFiles[0];
  return {
    formats: [...new Set(sortedFiles.map((f) => f.format))],
    fileUrl: first ? modelFileUrl(modelId, first.id, first.name) : null,
    thumbnail: cover ? thumbnailUrl(modelId, cover.id, cover.widths, visibility) : null,
  };
}
