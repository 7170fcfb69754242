import type { Storage } from './storage';

interface WarnLogger {
  warn(obj: object, msg?: string): void;
}

/** Deletes the given objects. Failures are logged, never thrown (SPEC §8: non-fatal). */
export async function deleteStoredKeys(storage: Storage, keys: string[], log: WarnLogger): Promise<void> {
  await Promise.all(
    keys.map((key) => storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'could not delete a stored file'))),
  );
}
