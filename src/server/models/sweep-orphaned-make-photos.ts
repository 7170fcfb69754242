import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { makes } from '../db/schema';
import { makePhotoKey } from '../storage/keys';
import type { ObjectInfo, Storage } from '../storage/storage';

// makes/{makerId}/{makeId}-{photoId}-{width}.webp, as store-make-photos writes them (decision 090).
// Ids are 16 URL-safe characters (db/new-id.ts) and may hold a '-', so the make's is read by its length.
const MAKE_PHOTO_KEY = /^makes\/[^/]+\/([A-Za-z0-9_-]{16})-[A-Za-z0-9_-]{16}-\d+\.webp$/;
/** Makes whose rows are read in one query. */
const BATCH = 500;

/**
 * Stored photos of makes that no make row claims: those a crash left between storing a make's photos
 * and committing its row (or between deleting a make, a model or an account and deleting their
 * photos). A make claims each width of each photo its row lists, under its maker. Only objects older
 * than `olderThan`: a make being posted has stored its photos but not yet written its row. It reads
 * the makes table, not the makes domain, as the avatars' finder reads users.
 */
export async function findOrphanedMakePhotos(deps: { db: Db; storage: Storage }, olderThan: Date): Promise<ObjectInfo[]> {
  const stale = (await deps.storage.list('makes/')).filter((object) => object.lastModified < olderThan);
  const byMake = new Map<string, ObjectInfo[]>();
  for (const object of stale) {
    const makeId = MAKE_PHOTO_KEY.exec(object.key)?.[1];
    // A name outside the pattern store-make-photos writes was not made by us: leave it.
    if (makeId) byMake.set(makeId, [...(byMake.get(makeId) ?? []), object]);
  }
  const makeIds = [...byMake.keys()];
  const orphans: ObjectInfo[] = [];
  for (let at = 0; at < makeIds.length; at += BATCH) {
    const batch = makeIds.slice(at, at + BATCH);
    const rows = await deps.db.select({ id: makes.id, userId: makes.userId, photos: makes.photos }).from(makes).where(inArray(makes.id, batch));
    const claimed = new Set(rows.flatMap((row) => row.photos.flatMap((photo) => photo.widths.map((width) => makePhotoKey(row.userId, `${row.id}-${photo.id}-${width}.webp`)))));
    for (const object of batch.flatMap((id) => byMake.get(id) ?? [])) if (!claimed.has(object.key)) orphans.push(object);
  }
  return orphans;
}
