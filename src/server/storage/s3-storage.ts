import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidRange } from './byte-range';
import { assertSafeKey, assertSafePrefix } from './keys';
import { isNotFound, isRangeError, parseContentRange, reportedSize } from './s3-responses';
import {
  StorageNotFoundError,
  StorageRangeError,
  type ByteRange,
  type ObjectInfo,
  type PutOptions,
  type Storage,
  type StoredObject,
} from './storage';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** 8 MiB parts, 4 in flight: an upload of any size holds at most ~32 MiB in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;

export function createS3Storage(opts: S3StorageOptions): Storage {
  const Bucket = opts.bucket;
  const client = new S3Client({
    region: opts.region,
    endpoint: opts.endpoint,
    forcePathStyle: opts.forcePathStyle,
    // Without keys the SDK's default chain applies (environment, instance role, ...).
    credentials:
      opts.accessKeyId && opts.secretAccessKey
        ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
        : undefined,
    // The SDK's default CRC checksums (aws-chunked bodies) are not understood by s3rver or
    // several S3-compatible stores; plain SigV4 payload hashes are enough here.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function put(key: string, body: Readable | Buffer, options?: PutOptions) {
    assertSafeKey(key);
    const ContentType = options?.contentType;
    if (Buffer.isBuffer(body)) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType }));
      return { size: body.length };
    }
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const upload = new Upload({
      client,
      params: { Bucket, Key: key, Body: counter, ContentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    try {
      // A failing body rejects the pipeline; a failing upload must also stop the body.
      await Promise.all([pipeline(body, counter), upload.done()]);
    } catch (err) {
      body.destroy();
      counter.destroy();
      await upload.abort().catch(() => undefined);
      throw err;
    }
    return { size };
  }

  async function get(key: string, range?: ByteRange): Promise<StoredObject> {
    assertSafeKey(key);
    if (range) assertValidRange(range);
    const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
      const body = res.Body as Readable;
      const contentLength = res.ContentLength ?? 0;
      const served = range ? parseContentRange(res.ContentRange) : undefined;
      const contentType = res.ContentType;
      return {
        body,
        size: served?.size ?? contentLength,
        contentLength,
        ...(served ? { range: { start: served.start, end: served.end } } : {}),
        ...(contentType ? { contentType } : {}),
      };
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFoundError(key);
      if (isRangeError(err)) throw new StorageRangeError(reportedSize(err) ?? (await size(key)) ?? 0);
      throw err;
    }
  }

  async function remove(key: string): Promise<void> {
    assertSafeKey(key);
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  }

  async function list(prefix: string): Promise<ObjectInfo[]> {
    assertSafePrefix(prefix);
    const found: ObjectInfo[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) {
        if (item.Key !== undefined) found.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async function size(key: string): Promise<number | null> {
    assertSafeKey(key);
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return res.ContentLength ?? 0;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /**
   * A PutObject cut short never becomes an object, so there is nothing to find here. A multipart
   * upload cut short (kill -9 mid-put) leaves hidden parts: the bucket's lifecycle rule
   * AbortIncompleteMultipartUpload removes those (decision 013).
   */
  async function removeStaleTemp(): Promise<number> {
    return 0;
  }

  return { driver: 's3', put, get, delete: remove, list, size, removeStaleTemp };
}
