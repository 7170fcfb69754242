import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { S3Store } from '@tus/s3-store';
import type { KvStore } from '@tus/server';
import { isNotFound } from '../storage/s3-responses';

/**
 * tus-node's S3 store keeps each upload's record in memory once read. With several nodes that
 * record goes stale: an upload finished or removed on another node would still look open (or
 * finished) here. Every read goes to the bucket instead: one small GET more per request.
 */
class NoCache<T> implements KvStore<T> {
  async get(): Promise<T | undefined> {
    return undefined;
  }
  async set(): Promise<void> {}
  async delete(): Promise<void> {}
}

/**
 * @tus/s3-store with what Meshmandi needs besides: an upload removed whole, finished or not, and
 * the uploads under a prefix listed (the expiry sweep and account deletion look at every upload).
 * Each upload is three objects: `<key>.info` (its record: owner, kind, size, creation date), the
 * multipart upload that becomes `<key>` when finished, and `<key>.part` (a tail below S3's 5 MiB
 * part minimum, waiting for the next PATCH).
 */
export class BucketUploadStore extends S3Store {
  constructor(options: ConstructorParameters<typeof S3Store>[0]) {
    super({ ...options, cache: new NoCache() });
  }

  /**
   * tus-node's own remove aborts the multipart upload first and gives up when S3 has none, which
   * is the case for every finished upload (and it leaves the `.part` object): this one carries on.
   */
  override async remove(id: string): Promise<void> {
    let uploadId: string | undefined;
    try {
      uploadId = (await this.getMetadata(id))['upload-id'];
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    if (uploadId) {
      await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: id, UploadId: uploadId }).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      });
    }
    // One request per key rather than DeleteObjects, which several S3-compatible stores (s3rver among them) refuse without Content-MD5.
    for (const Key of [id, this.partKey(id, true), this.infoKey(id)]) await this.client.deleteObject({ Bucket: this.bucket, Key });
  }

  /** The keys of every upload whose record is under `prefix`. */
  async keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.listObjectsV2({ Bucket: this.bucket, Prefix: prefix, ContinuationToken });
      for (const object of page.Contents ?? []) if (object.Key?.endsWith('.info')) keys.push(object.Key.slice(0, -'.info'.length));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  /** Streams a finished upload's object into a file (a few chunks in memory whatever its size); its byte count, or null when there is no object. */
  async download(key: string, file: string): Promise<number | null> {
    let body: Readable;
    try {
      body = (await this.client.getObject({ Bucket: this.bucket, Key: key })).Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    let bytes = 0;
    body.on('data', (chunk: Buffer) => void (bytes += chunk.length));
    await pipeline(body, fs.createWriteStream(file, { flags: 'wx' }));
    return bytes;
  }
}
