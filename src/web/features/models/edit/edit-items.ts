import type { ModelFile, ModelPreview } from '../../../../shared/contracts/models/model-shapes';
import { fileKey } from '../form/file-key';

/** A preview or file of the model being edited: one already saved, or one chosen here to add. */
export type EditPreview = { kind: 'saved'; preview: ModelPreview } | { kind: 'new'; file: File };
export type EditFile = { kind: 'saved'; file: ModelFile } | { kind: 'new'; file: File };

export function previewKey(item: EditPreview): string {
  return item.kind === 'saved' ? item.preview.id : fileKey(item.file);
}

export function fileItemKey(item: EditFile): string {
  return item.kind === 'saved' ? item.file.id : fileKey(item.file);
}

export const newFilesOf = <T extends EditPreview | EditFile>(items: T[]): File[] =>
  items.flatMap((item) => (item.kind === 'new' ? [item.file as File] : []));

/** The smallest stored width is plenty for a thumbnail in the edit grid. */
export function thumbnailOf(preview: ModelPreview): string {
  return [...preview.sizes].sort((a, b) => a.width - b.width)[0]?.url ?? preview.url;
}
