import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { Storage } from '../storage/storage';

const AVATAR_KEY = /^avatars\/([^/]+)\/([0-9a-f]+)-\d+\.webp$/;
/** Users whose rows are read in one query. */
const BATCH = 500;

/**
 * Removes stored avatars no account claims: those of a deleted account whose files a storage failure
 * kept (decision 019), and versions a crash left between storing a new avatar and switching the row
 * to it. An account claims the version its avatar URL names. Only objects older than `olderThan` are
 * touched: an upload in flight has stored its files but not yet switched the row.
 */
export async function sweepOrphanedAvatars(deps: { db: Db; storage: Storage }, olderThan: Date): Promise<number> {
  const { db, storage } = deps;
  const stale = (await storage.list('avatars/')).filter((object) => object.lastModified < olderThan);
  const byUser = new Map<string, string[]>();
  for (const object of stale) {
    const userId = AVATAR_KEY.exec(object.key)?.[1];
    // A name outside the avatar route's pattern was not made by us: leave it.
    if (userId) byUser.set(userId, [...(byUser.get(userId) ?? []), object.key]);
  }
  const userIds = [...byUser.keys()];
  let removed = 0;
  for (let at = 0; at < userIds.length; at += BATCH) {
    const batch = userIds.slice(at, at + BATCH);
    const rows = await db.select({ id: users.id, avatar: users.avatar }).from(users).where(inArray(users.id, batch));
    const avatarOf = new Map(rows.map((row) => [row.id, row.avatar ?? '']));
    for (const key of batch.flatMap((id) => byUser.get(id) ?? [])) {
      const [, userId, version] = AVATAR_KEY.exec(key)!;
      if (avatarOf.get(userId!)?.startsWith(`/media/avatars/${userId}/${version}-`)) continue;
      await storage.delete(key);
      removed += 1;
    }
  }
  return removed;
}
