import type { Storage } from './storage';

interface WarnLogger {
  warn(obj: object, msg?: string): void;
}

/** Deletes every object under a prefix. Failures are logged, never thrown (SPEC §8: non-fatal). */
export async function deleteStoredPrefix(
  storage: Storage,
  prefix: string,
  log: WarnLogger,
  keep: (key: string) => boolean = () => false,
): Promise<void> {
  try {
    const objects = await storage.list(prefix);
    await Promise.all(
      objects
        .filter((object) => !keep(object.key))
        .map((object) => storage.delete(object.key).catch((err: unknown) => log.warn({ err, key: object.key }, 'could not delete a stored file'))),
    );
  } catch (err) {
    log.warn({ err, prefix }, 'could not list stored files for deletion');
  }
}
