import { useCallback, useState } from 'react';
import { sortChosenFiles } from './file-rules';
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

/** Files picked in the browser and not yet uploaded, checked against the limits as they are added. */
export function useChosenFiles(kind: 'model' | 'preview', maxBytes: number): ChosenFiles {
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  const add = useCallback(
    (chosen: File[]) => {
      const sorted = sortChosenFiles(chosen, files.length, files, kind, maxBytes);
      setFiles([...files, ...sorted.accepted]);
      setProblems(sorted.problems);
    },
    [files, kind, maxBytes],
  );
  const remove = useCallback((key: string) => setFiles((current) => current.filter((f) => fileKey(f) !== key)), []);
  const move = useCallback((from: number, to: number) => setFiles((current) => moveItem(current, from, to)), []);
  const clearProblems = useCallback(() => setProblems([]), []);
  return { files, problems, add, remove, move, clearProblems };
}
