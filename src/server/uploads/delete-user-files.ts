import type { Config } from '../config';
import { removeUserUploads } from './remove-user-uploads';
import { deleteStoredPrefix } from '../storage/delete-stored-prefix';
import { avatarPrefix, makePhotoPrefix, storefrontPrefix, userModelsPrefix } from '../storage/keys';
import type { Storage } from '../storage/storage';

interface WarnLogger {
  warn(obj: object, msg?: string): void;
}

/**
 * Everything stored under a deleted account: every model's files and previews, the avatar, the storefront banners, the make photos, and the
 * uploads it left (the privacy page promises all of it goes). Called after the user row is deleted,
 * so no row can claim a file that is gone; a file a storage failure leaves is claimed by no row, and
 * the orphaned-file sweep removes it later (decision 019). Failures are logged, never thrown.
 */
export async function deleteUserFiles(deps: { storage: Storage; config: Config; log: WarnLogger }, userId: string): Promise<void> {
  const { storage, config, log } = deps;
  await Promise.all([
    deleteStoredPrefix(storage, userModelsPrefix(userId), log),
    deleteStoredPrefix(storage, avatarPrefix(userId), log),
    deleteStoredPrefix(storage, storefrontPrefix(userId), log),
    deleteStoredPrefix(storage, makePhotoPrefix(userId), log),
    removeUserUploads(config, userId, log),
  ]);
}
