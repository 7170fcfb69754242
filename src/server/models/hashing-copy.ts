import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import type { Storage } from '../storage/storage';

/** Streams a file on disk into storage, hashing it on the way; memory stays flat whatever the size. */
export async function copyFileToStorage(
  storage: Storage,
  path: string,
  key: string,
  contentType?: string,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  const source = fs.createReadStream(path, { highWaterMark: 1024 * 1024 });
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  source.on('error', (error) => hasher.destroy(error));
  const { size } = await storage.put(key, source.pipe(hasher), contentType ? { contentType } : {});
  return { size, sha256: hash.digest('hex') };
}
