import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { newId } from '../db/new-id';
import { BucketUploadStore } from './bucket-upload-store';
import type { UploadDatastore } from './upload-datastore';

type S3Settings = Extract<Config['storage'], { driver: 's3' }>;

/** Uploads sit under this prefix in the site's bucket, apart from stored files (models/, avatars/, …). */
export const UPLOADS_PREFIX = 'uploads/';

/** A copy older than this was left by a node that stopped mid-publish: no request holds it any longer. */
const STALE_COPY_MS = 3600_000;

const CLIENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

function removeStaleCopies(dir: string): void {
  const now = Date.now();
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > STALE_COPY_MS) fs.rmSync(file, { force: true });
  }
}

/**
 * Uploads in the site's bucket through @tus/s3-store (decision 089): each PATCH becomes parts of
 * an S3 multipart upload, and the record (owner, kind, size) is an object beside it, so any node
 * answers HEAD, PATCH, DELETE and publishing for an upload another node began. A finished upload
 * is copied to this node's disk for checking, measuring and hashing (`localFile`), streamed, and
 * the copy is deleted when the request is done with it.
 */
export function createS3UploadDatastore(s3: S3Settings, uploads: Config['uploads'], dataDir: string): UploadDatastore {
  const store = new BucketUploadStore({
    s3ClientConfig: {
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
      // As for stored files (s3-storage.ts): plain SigV4 payload hashes, which every S3-compatible store understands.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
    expirationPeriodInMilliseconds: uploads.expiryMs,
    // The sweep removes expired uploads itself; object tags (for bucket lifecycle rules) are not offered by every S3-compatible store.
    useTags: false,
  });
  const copies = path.join(dataDir, 'tmp', 'uploads');
  fs.mkdirSync(copies, { recursive: true });
  removeStaleCopies(copies);
  const keyOf = (id: string) => `${UPLOADS_PREFIX}${id}`;
  const idOf = (key: string) => (key.startsWith(UPLOADS_PREFIX) ? key.slice(UPLOADS_PREFIX.length) : key);

  return {
    store,
    tusOptions: {
      namingFunction: () => keyOf(newId()),
      // Clients see the id alone (/api/uploads/<id>), as with the local store.
      generateUrl: (_req, { path: base, id }) => `${base}/${idOf(id)}`,
      getFileIdFromRequest: (_req, lastPath) => (lastPath && CLIENT_ID.test(lastPath) ? keyOf(lastPath) : undefined),
    },
    idOf,
    list: async () => (await store.keysUnder(UPLOADS_PREFIX)).map(idOf),
    get: (id) => store.getUpload(keyOf(id)).catch(() => null),
    remove: (id) => store.remove(keyOf(id)),
    async localFile(id, size) {
      const file = path.join(copies, `${id}-${randomBytes(6).toString('hex')}`);
      try {
        const bytes = await store.download(keyOf(id), file);
        if (bytes === size) return { path: file, copied: true };
      } catch (error) {
        await fs.promises.rm(file, { force: true });
        throw error;
      }
      // No object (the multipart upload was aborted, say, by a bucket rule) or not the bytes tus counted.
      await fs.promises.rm(file, { force: true });
      return null;
    },
  };
}
