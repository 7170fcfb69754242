import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Temp files start with a dot, which no key built by `keys.ts` can, so listings can skip them. */
export const TEMP_PREFIX = '.tmp-';

export function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | null)?.code;
}

export async function isDirectory(p: string): Promise<boolean> {
  return fs.stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** Removes empty directories from `dir` up to (not including) `root`; stops at the first non-empty one. */
export async function pruneEmptyDirs(root: string, dir: string): Promise<void> {
  for (let d = dir; d.startsWith(root + path.sep); d = path.dirname(d)) {
    try {
      await fs.rmdir(d);
    } catch {
      return;
    }
  }
}

/**
 * Retries because a concurrent delete may prune the directory between mkdir and open, or prune a
 * parent while mkdir is still creating its children (then mkdir itself fails with ENOENT).
 */
export async function openTemp(dir: string): Promise<{ file: fs.FileHandle; tempPath: string }> {
  for (let attempt = 0; ; attempt++) {
    const tempPath = path.join(dir, `${TEMP_PREFIX}${randomUUID()}`);
    try {
      await fs.mkdir(dir, { recursive: true });
      return { file: await fs.open(tempPath, 'wx'), tempPath };
    } catch (err) {
      if (errorCode(err) !== 'ENOENT' || attempt >= 3) throw err;
    }
  }
}
