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

/**
 * Images the server would refuse, dropped as soon as they are chosen rather than after the upload:
 * over the pixel limit, or not an image at all whatever the name says (it would stand as the cover,
 * a broken picture, until Publish).
 */
async function dropUnusableImages(
  chosen: File[],
  setFiles: (update: (current: File[]) => File[]) => void,
  setProblems: (update: (current: string[]) => string[]) => void,
): Promise<void> {
  const pixels = await Promise.all(chosen.map((file) => imagePixels(file)));
  const unusable = chosen.flatMap((file, i) => {
    const count = pixels[i];
    if (count === null || count === undefined) return [{ file, problem: `${file.name} is not an image this browser can read. Choose a JPG, PNG, GIF or WebP picture.` }];
    return count > IMAGE_PIXEL_LIMIT ? [{ file, problem: imageTooLarge(file.name) }] : [];
  });
  if (unusable.length === 0) return;
  const gone = unusable.map(({ file }) => file);
  setFiles((current) => current.filter((file) => !gone.includes(file)));
  setProblems((current) => [...current, ...unusable.map(({ problem }) => problem)]);
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
      if (kind === 'preview') void dropUnusableImages(sorted.accepted, setFiles, setProblems);
    },
    [files, kind, maxBytes],
  );
  const remove = useCallback((key: string) => setFiles((current) => current.filter((f) => fileKey(f) !== key)), []);
  const move = useCallback((from: number, to: number) => setFiles((current) => moveItem(current, from, to)), []);
  const clearProblems = useCallback(() => setProblems([]), []);
  return { files, problems, add, remove, move, clearProblems };
}
