import { FileStore } from '@tus/file-store';

interface WarnLogger {
  warn(obj: object, msg?: string): void;
}

/**
 * Deletes the uploads one user left in this node's upload folder (unfinished, or finished and not
 * used by a model), for an account being deleted. Their quota rows go with the user row. Uploads on
 * another node are removed there by the upload sweep when they expire. Failures are logged, never
 * thrown: the account is already gone.
 */
export async function removeUserUploads(uploadsDir: string, userId: string, log: WarnLogger): Promise<number> {
  const datastore = new FileStore({ directory: uploadsDir });
  let removed = 0;
  try {
    for (const id of (await datastore.configstore.list?.()) ?? []) {
      const upload = await datastore.getUpload(id).catch(() => null);
      if (upload?.metadata?.userId !== userId) continue;
      await datastore.remove(id).then(
        () => void (removed += 1),
        (err: unknown) => log.warn({ err, uploadId: id }, 'could not delete an upload'),
      );
    }
  } catch (err) {
    log.warn({ err }, 'could not list uploads for deletion');
  }
  return removed;
}
