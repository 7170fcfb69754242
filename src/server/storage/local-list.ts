import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectInfo } from './storage';

/**
 * Every regular file under `dir`, keyed as `baseKey/relative/path` with forward slashes.
 * Symlinks are skipped so a link planted in the tree cannot expose files outside it.
 */
export async function listFiles(
  dir: string,
  baseKey: string,
  include: (name: string) => boolean,
): Promise<ObjectInfo[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // The folder may not exist yet, or vanish while a delete prunes it; either way it holds nothing.
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw err;
  }
  const found: ObjectInfo[] = [];
  for (const entry of entries) {
    if (!include(entry.name)) continue;
    const key = baseKey === '' ? entry.name : `${baseKey}/${entry.name}`;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      found.push(...(await listFiles(full, key, include)));
    } else if (entry.isFile()) {
      const stat = await statOf(full);
      if (stat) found.push({ key, size: stat.size, lastModified: stat.mtime });
    }
  }
  return found;
}

async function statOf(file: string): Promise<{ size: number; mtime: Date } | null> {
  try {
    const stat = await fs.stat(file);
    return { size: stat.size, mtime: stat.mtime };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
