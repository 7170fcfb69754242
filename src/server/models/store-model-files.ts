import type { ModelFormat } from '../../shared/constants/model-rules';
import type { Storage } from '../storage/storage';
import { modelFileKey } from '../storage/keys';
import { checkModelFile } from './check-model-file';
import { displayFileName, storageFileName, uniqueName } from './clean-file-name';
import { copyFileToStorage } from './hashing-copy';
import { MODEL_CONTENT_TYPES } from './model-content-types';
import { newId } from './new-id';

export interface SourceFile {
  path: string;
  fileName: string;
  size: number;
}

export interface CheckedModelFile extends SourceFile {
  format: ModelFormat;
  analysed: boolean;
}

export interface StoredModelFile {
  id: string;
  name: string;
  format: ModelFormat;
  size: number;
  sha256: string;
  storageKey: string;
  position: number;
  analysisStatus: 'pending' | 'skipped';
}

/** Checks every file before anything is stored, so a bad third file leaves nothing of the first two. */
export async function prepareModelFiles(
  sources: SourceFile[],
  onRejected?: (kind: 'model', index: number) => Promise<void>,
): Promise<CheckedModelFile[]> {
  const checked: CheckedModelFile[] = [];
  for (const [index, source] of sources.entries()) {
    try {
      checked.push({ ...source, ...(await checkModelFile(source.path, displayFileName(source.fileName), source.size)) });
    } catch (error) {
      await onRejected?.('model', index);
      throw error;
    }
  }
  return checked;
}

/** Streams checked files into the model's folder; positions continue from `firstPosition`. */
export async function storeModelFiles(
  storage: Storage,
  userId: string,
  modelId: string,
  files: CheckedModelFile[],
  firstPosition: number,
  takenNames: Set<string> = new Set(),
): Promise<StoredModelFile[]> {
  const stored: StoredModelFile[] = [];
  for (const [i, file] of files.entries()) {
    const name = uniqueName(storageFileName(file.fileName, file.format), takenNames);
    const storageKey = modelFileKey(userId, modelId, name);
    const { size, sha256 } = await copyFileToStorage(storage, file.path, storageKey, MODEL_CONTENT_TYPES[file.format]);
    stored.push({
      id: newId(),
      name: withOriginalName(file.fileName, name),
      format: file.format,
      size,
      sha256,
      storageKey,
      position: firstPosition + i,
      analysisStatus: file.analysed ? 'pending' : 'skipped',
    });
  }
  return stored;
}

/** Downloads keep the creator's own name (Unicode included), with the extension the content proved. */
function withOriginalName(raw: string, storedName: string): string {
  const display = displayFileName(raw);
  const extension = storedName.slice(storedName.lastIndexOf('.'));
  return display.toLowerCase().endsWith(extension) ? display : `${display.replace(/\.[^.]*$/, '')}${extension}`;
}
