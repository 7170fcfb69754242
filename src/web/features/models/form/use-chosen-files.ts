import { useCallback, useState } from 'react';
import { IMAGE_PIXEL_LIMIT, imageTooLarge } from '../../../../shared/constants/image-rules';
import { sortChosenFiles } from './file-rules';
import { imagePixels } from './image-pixels';
import { fileKey } from './file-key';
import { moveItem } from './move-item';

export interface ChosenFiles {
  files: File[];
  /** Why the last choice was partly or wholly refused, one line per file. */
  problems: string[];
  add(chosen: File[]): void;
  remove(key: string): void;
  move(from: number, to: number): void;
  clearProblems(): void;
}

async function dropHugeImages(
  chosen: File[],
  setFiles: (update: (current: File[]) => File[]) => void,
  setProblems: (update: (current: string[]) => string[]) => void,
): Promise<void> {
  const pixels = await Promise.all(chosen.map((file) => imagePixels(file)));
  const huge = chosen.filter((_, i) => (pixels[i] ?? 0) > IMAGE_PIXEL_LIMIT);
  if (huge.length === 0) return;
  setFiles((current) => current.filter((file) => !huge.includes(file)));
  setProblems((current) => [...current, ...huge.map((file) => imageTooLarge(file.name))]);
}

/** Files picked in the browser and not yet uploaded, checked against the limits as they are added. */
export function useChosenFiles(kind: 'model' | 'preview', maxBytes: number): ChosenFiles {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  const add = useCallback(
    (chosen: File[]) => {
      const sorted = sortChosenFiles(chosen, files.length, files, kind, maxBytes);
      setFiles([...files, ...sorted.accepted]);
      setProblems(sorted.problems);
      // The server refuses images over the pixel limit; say so now rather than after the upload.
      if (kind === 'preview') void dropHugeImages(sorted.accepted, setFiles, setProblems);
    },
    [files, kind, maxBytes],
  );
  const remove = useCallback((key: string) => setFiles((current) => current.filter((f) => fileKey(f) !== key)), []);
  const move = useCallback((from: number, to: number) => setFiles((current) => moveItem(current, from, to)), []);
  const clearProblems = useCallback(() => setProblems([]), []);
  return { files, problems, add, remove, move, clearProblems };
}
