import fs from 'node:fs/promises';
import { Server } from '@tus/server';
import { AppError } from '../../shared/app-error';
import { PREVIEW_MAX_BYTES } from '../../shared/constants/model-rules';
import { textProblem } from '../../shared/constants/text-rules';
import { cleanUploadFileName } from '../../shared/constants/upload-file-names';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { heldUploadIds } from './held-uploads';
import { createUploadDatastore } from './upload-datastore';
import { releaseExpired, releaseUpload, reserveUpload } from './upload-quota';

export type UploadKind = 'model' | 'preview';

/** A finished upload that belongs to the caller, ready to be checked and stored. */
export interface FinishedUpload {
  id: string;
  kind: UploadKind;
  /** The uploader's own name for the file (not trusted for anything but display). */
  fileName: string;
  size: number;
  /** Where the bytes are on this node's disk: with uploads on S3, a copy fetched for this request, which `release` deletes. */
  path: string;
  localCopy: boolean;
}

export interface UploadStore {
  readonly tus: Server;
  /** The finished upload, or a clear error when it is missing, unfinished, someone else's or of the wrong kind. */
  finished(id: string, userId: string, kind: UploadKind): Promise<FinishedUpload>;
  /** Deletes the node-local copies `finished` fetched (uploads on S3); the uploads themselves stay until `remove`. */
  release(uploads: FinishedUpload[]): Promise<void>;
  remove(id: string): Promise<void>;
  /** The uploads older than the expiry, finished or not (a finished one was abandoned), with the bytes each holds; not those a bulk upload holds. */
  findExpired(now?: number): Promise<{ id: string; bytes: number }[]>;
  /** Deletes every upload findExpired names. */
  sweepExpired(now?: number): Promise<number>;
}

export interface UploadStoreOptions {
  config: Config;
  /** Where the per-user quota is kept, shared by every node (upload-quota.ts). */
  db: Db;
  /** Who is asking, from the request's cookies; null when signed out. */
  userIdFor(headers: Headers): Promise<string | null>;
}

class TusRefusal {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {}
}

export const MAX_SIZE_FOR: (config: Config) => Record<UploadKind, number> = (config) => ({
  model: config.uploads.modelFileMaxBytes,
  preview: PREVIEW_MAX_BYTES,
});

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function tooLarge(fileName: string, kind: UploadKind, limit: number): string {
  const what = kind === 'model' ? 'Model files' : 'Preview images';
  return `${fileName} is too large. ${what} can be at most ${mb(limit)}.`;
}

/** The tus Upload-Metadata header: comma-separated `key base64value` pairs. */
function parseMetadata(header: string | null): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) fields[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return fields;
}

/**
 * Resumable uploads (tus) into DATA_DIR/uploads, or the bucket with S3 configured (decision 089). The owner is taken from the session when the upload
 * is created and written into its metadata over anything the client sent; every later request on it
 * must come from the same user, on whichever node. Files stay until a model takes them or the sweep removes them.
 */
export async function createUploadStore({ config, db, userIdFor }: UploadStoreOptions): Promise<UploadStore> {
  const uploads = await createUploadDatastore(config);
  const limits = MAX_SIZE_FOR(config);
  const quota = { maxOpen: config.uploads.maxOpenPerUser, maxBytes: config.uploads.maxReservedBytesPerUser, expiryMs: config.uploads.expiryMs };

  const tus = new Server({
    path: '/api/uploads',
    datastore: uploads.store,
    ...uploads.tusOptions,
    relativeLocation: true,
    allowedOrigins: config.allowedOrigins,
    maxSize: config.uploads.modelFileMaxBytes,
    respectForwardedHeaders: config.trustProxy,
    async onUploadCreate(req, upload) {
      const userId = await userIdFor(req.headers);
      if (!userId) throw new TusRefusal(401, 'User not authenticated');
      const kind = upload.metadata?.kind;
      if (kind !== 'model' && kind !== 'preview') throw new TusRefusal(400, 'Upload-Metadata kind must be model or preview.');
      // A long name is shortened (extension kept) rather than refused: the browser does the same before sending.
      const nameProblem = textProblem(upload.metadata?.filename ?? '');
      if (nameProblem) throw new TusRefusal(400, `Upload-Metadata filename ${nameProblem}.`);
      const fileName = cleanUploadFileName(upload.metadata?.filename ?? '');
      if (!fileName) throw new TusRefusal(400, 'Upload-Metadata filename is required.');
      if (upload.size === undefined) throw new TusRefusal(400, 'Upload-Length is required.');
      if (upload.size === 0) throw new TusRefusal(400, `${fileName} is empty.`);
      if (upload.size > limits[kind]) {
        throw new TusRefusal(413, tooLarge(fileName, kind, limits[kind]));
      }
      // Last, so a refused request reserves nothing; before any byte is accepted.
      const overQuota = await reserveUpload(db, { id: uploads.idOf(upload.id), userId, size: upload.size }, quota);
      if (overQuota) throw new TusRefusal(403, overQuota);
      return { metadata: { kind, filename: fileName, userId } };
    },
    // tus checks its overall limit before onUploadCreate: give that refusal the same clear words.
    onResponseError(req, error) {
      if (!('status_code' in error) || error.status_code !== 413) return undefined;
      const fields = parseMetadata(req.headers.get('upload-metadata'));
      const kind: UploadKind = fields.kind === 'preview' ? 'preview' : 'model';
      return { status_code: 413, body: tooLarge(fields.filename || 'This file', kind, limits[kind]) };
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const userId = await userIdFor(req.headers);
      if (!userId) throw new TusRefusal(401, 'User not authenticated');
      const id = uploads.idOf(uploadId);
      const owner = (await uploads.get(id))?.metadata?.userId;
      if (owner !== userId) throw new TusRefusal(404, 'Upload not found');
      // A cancelled upload (tus DELETE) gives its share of the quota back before the 204 goes out, so
      // an upload the client starts next is counted without it; tus's terminate event fires only
      // while the answer is already on its way. Should the file's removal then fail, the sweep takes
      // it at the expiry.
      if (req.method === 'DELETE') await releaseUpload(db, id);
    },
  });

  const store: UploadStore = {
    tus,
    async finished(id, userId, kind) {
      const upload = /^[A-Za-z0-9_-]{8,64}$/.test(id) ? await uploads.get(id) : null;
      const fileName = upload?.metadata?.filename ?? 'A file';
      if (!upload || upload.metadata?.userId !== userId) {
        throw new AppError('invalid-argument', 'An uploaded file was not found (it may have expired). Please upload it again.');
      }
      if (upload.metadata.kind !== kind) {
        throw new AppError('invalid-argument', `${fileName} was uploaded as a ${upload.metadata.kind} file, not a ${kind} file.`);
      }
      if (upload.size === undefined || upload.offset !== upload.size) {
        throw new AppError('invalid-argument', `${fileName} has not finished uploading.`);
      }
      const local = await uploads.localFile(id, upload.size);
      if (!local) throw new AppError('invalid-argument', `${fileName} was not found (it may have expired). Please upload it again.`);
      return { id, kind, fileName, size: upload.size, path: local.path, localCopy: local.copied };
    },
    async release(finished) {
      await Promise.all(finished.filter((upload) => upload.localCopy).map((upload) => fs.rm(upload.path, { force: true })));
    },
    async remove(id) {
      await releaseUpload(db, id);
      try {
        await uploads.remove(id);
      } catch {
        // Already gone, or the bucket failed: the sweep tries again once it has expired.
      }
    },
    async findExpired(now = Date.now()) {
      const ids = await uploads.list();
      // A bulk upload keeps its files until it is published (decision 045): they are not abandoned.
      const held = await heldUploadIds(db, now);
      const expired: { id: string; bytes: number }[] = [];
      for (const id of ids) {
        if (held.has(id)) continue;
        const upload = await uploads.get(id);
        const created = upload?.creation_date ? Date.parse(upload.creation_date) : 0;
        if (now - created > config.uploads.expiryMs) expired.push({ id, bytes: upload?.offset ?? 0 });
      }
      return expired;
    },
    async sweepExpired(now = Date.now()) {
      const expired = await this.findExpired(now);
      for (const { id } of expired) await this.remove(id);
      await releaseExpired(db, now, config.uploads.expiryMs);
      return expired.length;
    },
  };
  return store;
}
