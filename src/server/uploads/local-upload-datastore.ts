import fs from 'node:fs';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Config } from '../config';
import { newId } from '../db/new-id';
import type { UploadDatastore } from './upload-datastore';

/** Uploads in this node's `$DATA_DIR/uploads` through @tus/file-store (decision 008): the file is already on disk. */
export function createLocalUploadDatastore(uploads: Config['uploads']): UploadDatastore {
  fs.mkdirSync(uploads.dir, { recursive: true });
  const store = new FileStore({ directory: uploads.dir, expirationPeriodInMilliseconds: uploads.expiryMs });
  return {
    store,
    tusOptions: { namingFunction: () => newId() },
    idOf: (tusId) => tusId,
    list: async () => (await store.configstore.list?.()) ?? [],
    get: (id) => store.getUpload(id).catch(() => null),
    async remove(id) {
      try {
        await store.remove(id);
      } catch {
        // Already gone: a second publish attempt or the sweep got there first.
      }
    },
    localFile: async (id) => ({ path: path.join(uploads.dir, id), copied: false }),
  };
}
