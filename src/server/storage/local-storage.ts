import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidRange } from './byte-range';
import { assertSafeKey, assertSafePrefix } from './keys';
import { errorCode, isDirectory, openTemp, pruneEmptyDirs, TEMP_PREFIX } from './local-fs';
import { listFiles } from './local-list';
import {
  StorageNotFoundError,
  StorageRangeError,
  type ByteRange,
  type ObjectInfo,
  type Storage,
  type StoredObject,
} from './storage';

/** Large reads: a model file is streamed to the client in far fewer, cheaper chunks than the 64 KB default. */
const READ_CHUNK = 1024 * 1024;

/** Stores objects as files under `root`; a key's `/` separators become directories. */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  function pathOf(key: string): string {
    assertSafeKey(key);
    const resolved = path.resolve(root, ...key.split('/'));
    if (!resolved.startsWith(root + path.sep)) throw new Error(`Unsafe storage key: ${key}`);
    return resolved;
  }

  async function put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    const target = pathOf(key);
    const { file, tempPath } = await openTemp(path.dirname(target));
    try {
      let size: number;
      if (Buffer.isBuffer(body)) {
        await file.writeFile(body);
        await file.close();
        size = body.length;
      } else {
        const out = file.createWriteStream();
        await pipeline(body, out);
        size = out.bytesWritten;
      }
      // Rename is atomic within one directory: readers see the old file or the new one, never half.
      await fs.rename(tempPath, target);
      return { size };
    } catch (err) {
      await file.close().catch(() => undefined);
      await fs.rm(tempPath, { force: true });
      await pruneEmptyDirs(root, path.dirname(target));
      throw err;
    }
  }

  async function get(key: string, range?: ByteRange): Promise<StoredObject> {
    const filePath = pathOf(key);
    if (range) assertValidRange(range);
    let file: fs.FileHandle;
    try {
      file = await fs.open(filePath, 'r');
    } catch (err) {
      const code = errorCode(err);
      if (code === 'ENOENT' || code === 'ENOTDIR') throw new StorageNotFoundError(key);
      throw err;
    }
    try {
      // Stat the open handle, not the path, so size and bytes come from the same file even if a put renames over it.
      const stat = await file.stat();
      if (!stat.isFile()) throw new StorageNotFoundError(key);
      const size = stat.size;
      if (!range) {
        return { body: file.createReadStream({ highWaterMark: READ_CHUNK }), size, contentLength: size };
      }
      if (range.start >= size) throw new StorageRangeError(size);
      const end = Math.min(range.end ?? size - 1, size - 1);
      const body = file.createReadStream({ start: range.start, end, highWaterMark: READ_CHUNK });
      return { body, size, contentLength: end - range.start + 1, range: { start: range.start, end } };
    } catch (err) {
      await file.close();
      throw err;
    }
  }

  async function remove(key: string): Promise<void> {
    const filePath = pathOf(key);
    try {
      await fs.unlink(filePath);
    } catch (err) {
      const code = errorCode(err);
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      // A directory is not an object, so deleting one is deleting a missing key (macOS says EPERM).
      if ((code === 'EISDIR' || code === 'EPERM') && (await isDirectory(filePath))) return;
      throw err;
    }
    await pruneEmptyDirs(root, path.dirname(filePath));
  }

  async function list(prefix: string): Promise<ObjectInfo[]> {
    assertSafePrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const baseKey = slash === -1 ? '' : prefix.slice(0, slash);
    const baseDir = baseKey === '' ? root : pathOf(baseKey);
    const files = await listFiles(baseDir, baseKey, (name) => !name.startsWith(TEMP_PREFIX));
    return files
      .filter((f) => f.key.startsWith(prefix))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async function size(key: string): Promise<number | null> {
    const filePath = pathOf(key);
    try {
      const stat = await fs.stat(filePath);
      return stat.isFile() ? stat.size : null;
    } catch (err) {
      const code = errorCode(err);
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw err;
    }
  }

  /** `.tmp-*` files are puts a crash interrupted before their rename; the listing never shows them. */
  async function removeStaleTemp(olderThan: Date): Promise<number> {
    const stale = await listFiles(root, '', () => true);
    let removed = 0;
    for (const file of stale) {
      const name = file.key.slice(file.key.lastIndexOf('/') + 1);
      if (!name.startsWith(TEMP_PREFIX) || file.lastModified >= olderThan) continue;
      const full = path.join(root, ...file.key.split('/'));
      await fs.rm(full, { force: true });
      await pruneEmptyDirs(root, path.dirname(full));
      removed += 1;
    }
    return removed;
  }

  return { driver: 'local', put, get, delete: remove, list, size, removeStaleTemp };
}
