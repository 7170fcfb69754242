import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { ObjectInfo, Storage } from '../storage/storage';

const AVATAR_KEY = /^avatars\/([^/]+)\/([0-9a-f]+)-\d+\.webp$/;
/** Users whose rows are read in one query. */
const BATCH = 500;

/**
 * Stored avatars no account claims: those of a deleted account whose files a storage failure kept
 * (decision 019), and versions a crash left between storing a new avatar and switching the row to
 * it. An account claims the version its avatar URL names. Only objects older than `olderThan`: an
 * upload in flight has stored its files but not yet switched the row.
 */
export async function findOrphanedAvatars(deps: { db: Db; storage: Storage }, olderThan: Date): Promise<ObjectInfo[]> {
  const { db, storage } = deps;
  const stale = (await storage.list('avatars/')).filter((object) => object.lastModified < olderThan);
  const byUser = new Map<string, ObjectInfo[]>();
  for (const object of stale) {
    const userId = AVATAR_KEY.exec(object.key)?.[1];
    // A name outside the avatar route's pattern was not made by us: leave it.
    if (userId) byUser.set(userId, [...(byUser.get(userId) ?? []), object]);
  }
  const userIds = [...byUser.keys()];
  const orphans: ObjectInfo[] = [];
  for (let at = 0; at < userIds.length; at += BATCH) {
    const batch = userIds.slice(at, at + BATCH);
    const rows = await db.select({ id: users.id, avatar: users.avatar }).from(users).where(inArray(users.id, batch));
    const avatarOf = new Map(rows.map((row) => [row.id, row.avatar ?? '']));
    for (const object of batch.flatMap((id) => byUser.get(id) ?? [])) {
      const [, userId, version] = AVATAR_KEY.exec(object.key)!;
      if (!avatarOf.get(userId!)?.startsWith(`/media/avatars/${userId}/${version}-`)) orphans.push(object);
    }
  }
  return orphans;
}
