import type { Config } from '../config';
import { createUploadDatastore } from './upload-datastore';

interface WarnLogger {
  warn(obj: object, msg?: string): void;
}

/**
 * Deletes the uploads one user left (unfinished, or finished and not used by a model), for an
 * account being deleted: in this node's upload folder, or in the bucket with S3 configured, where
 * every node's uploads are. Their quota rows go with the user row. Uploads on another node's disk
 * (no S3) are removed there by the upload sweep when they expire. Failures are logged, never
 * thrown: the account is already gone.
 */
export async function removeUserUploads(config: Config, userId: string, log: WarnLogger): Promise<number> {
  let removed = 0;
  try {
    const uploads = await createUploadDatastore(config);
    for (const id of await uploads.list()) {
      const upload = await uploads.get(id);
      if (upload?.metadata?.userId !== userId) continue;
      await uploads.remove(id).then(
        () => void (removed += 1),
        (err: unknown) => log.warn({ err, uploadId: id }, 'could not delete an upload'),
      );
    }
  } catch (err) {
    log.warn({ err }, 'could not list uploads for deletion');
  }
  return removed;
}
