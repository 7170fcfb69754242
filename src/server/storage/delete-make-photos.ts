import type { Storage } from './storage';
import { deleteStoredPrefix } from './delete-stored-prefix';
import { makePhotoPrefix } from './keys';

interface WarnLogger {
  warn(obj: object, msg?: string): void;
}

/**
 * Deletes a make's stored photos (`makes/{makerId}/{makeId}-…`); failures are logged, never thrown
 * (SPEC §8: non-fatal). Here rather than in makes/ because a model's deletion, whose cascade takes
 * its makes' rows, must delete their photos too, and models may not reach into makes.
 */
export async function deleteMakePhotos(storage: Storage, makerId: string, makeId: string, log: WarnLogger): Promise<void> {
  const prefix = makePhotoPrefix(makerId);
  await deleteStoredPrefix(storage, prefix, log, (key) => !key.startsWith(`${prefix}${makeId}-`));
}
