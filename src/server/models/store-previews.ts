import fs from 'node:fs/promises';
import type { Storage } from '../storage/storage';
import { modelPreviewKey } from '../storage/keys';
import { displayFileName } from './clean-file-name';
import { previewFileName } from './model-urls';
import { newId } from '../db/new-id';
import { makePreviewVariants, type PreviewVariants } from './preview-variants';
import type { SourceFile } from './store-model-files';

export interface CheckedPreview extends PreviewVariants {
  name: string;
}

export interface StoredPreview {
  id: string;
  name: string;
  position: number;
  width: number;
  height: number;
  widths: number[];
}

/** Decodes and re-encodes every image before anything is stored. Images are at most 5 MB, so buffers are fine. */
export async function preparePreviews(
  sources: SourceFile[],
  onRejected?: (kind: 'preview', index: number) => Promise<void>,
): Promise<CheckedPreview[]> {
  const checked: CheckedPreview[] = [];
  for (const [index, source] of sources.entries()) {
    const name = displayFileName(source.fileName);
    try {
      checked.push({ name, ...(await makePreviewVariants(await fs.readFile(source.path), name)) });
    } catch (error) {
      await onRejected?.('preview', index);
      throw error;
    }
  }
  return checked;
}

export async function storePreviews(
  storage: Storage,
  userId: string,
  modelId: string,
  previews: CheckedPreview[],
  firstPosition: number,
): Promise<StoredPreview[]> {
  const stored: StoredPreview[] = [];
  for (const [i, preview] of previews.entries()) {
    const id = newId();
    await Promise.all(
      preview.variants.map((v) =>
        storage.put(modelPreviewKey(userId, modelId, previewFileName(id, v.width)), v.data, { contentType: 'image/webp' }),
      ),
    );
    stored.push({
      id,
      name: preview.name,
      position: firstPosition + i,
      width: preview.width,
      height: preview.height,
      widths: preview.variants.map((v) => v.width),
    });
  }
  return stored;
}
