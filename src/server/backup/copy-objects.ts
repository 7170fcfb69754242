import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../storage/storage';
import { objectPath, type BackedUpObject } from './backup-manifest';

/** Passes bytes through while counting and hashing them. */
function measuring(into: { size: number; hash: ReturnType<typeof createHash> }) {
  return async function* (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      into.hash.update(chunk);
      into.size += chunk.length;
      yield chunk;
    }
  };
}

/** Copies every stored object into `dir/objects/`, noting each one's size and SHA-256. */
export async function copyObjectsOut(storage: Storage, dir: string): Promise<BackedUpObject[]> {
  const copied: BackedUpObject[] = [];
  for (const info of await storage.list('')) {
    const file = objectPath(dir, info.key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const seen = { size: 0, hash: createHash('sha256') };
    await pipeline((await storage.get(info.key)).body, measuring(seen), createWriteStream(file));
    copied.push({ key: info.key, size: seen.size, sha256: seen.hash.digest('hex') });
  }
  return copied;
}

/** Checks every object's copy in `dir` against the manifest before anything is restored from it. */
export async function checkObjectCopies(dir: string, objects: readonly BackedUpObject[]): Promise<void> {
  for (const object of objects) {
    const seen = { size: 0, hash: createHash('sha256') };
    await pipeline(createReadStream(objectPath(dir, object.key)), measuring(seen), async (source) => {
      for await (const _ of source);
    });
    const sha256 = seen.hash.digest('hex');
    if (seen.size !== object.size || sha256 !== object.sha256) {
      throw new Error(`the backup's copy of ${object.key} is damaged: ${seen.size} bytes with SHA-256 ${sha256}, the manifest says ${object.size} bytes with ${object.sha256}`);
    }
  }
}

/** Writes every object back to storage, each checked by the size storage reports. */
export async function copyObjectsIn(storage: Storage, dir: string, objects: readonly BackedUpObject[]): Promise<void> {
  for (const object of objects) {
    const { size } = await storage.put(object.key, createReadStream(objectPath(dir, object.key)));
    if (size !== object.size) throw new Error(`storage took ${size} bytes of ${object.key}, not ${object.size}`);
  }
}
