import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** SHA-256 of a file on disk, streamed: the same digest model_files keeps (hashing-copy.ts). */
export async function fileChecksum(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(path, { highWaterMark: 1024 * 1024 }), hash);
  return hash.digest('hex');
}
