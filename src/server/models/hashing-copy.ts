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
  // Opened first, so a file gone meanwhile (a second publish of the same upload moved it) is this
  // call's rejection. Left to the stream, its ENOENT reached the hasher before storage.put listened
  // to it, and the process crashed (bulk-upload-publish's "twice at the same moment", in the suite).
  const handle = await fs.promises.open(path);
  const source = handle.createReadStream({ highWaterMark: 1024 * 1024 });
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
