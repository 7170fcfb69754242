import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { modelFiles, modelPreviews, models } from '../db/schema';
import { modelPreviewKey } from '../storage/keys';
import type { ObjectInfo, Storage } from '../storage/storage';
import { previewFileName } from './model-urls';
import { findOrphanedAvatars } from './sweep-orphaned-avatars';
import { findOrphanedMakePhotos } from './sweep-orphaned-make-photos';

const MODEL_KEY = /^models\/([^/]+)\/([^/]+)\//;
/** Models whose rows are read in one query. */
const BATCH = 500;

/** Every key the rows of these models claim: their files, and each stored width of their previews. */
async function claimedKeys(db: Db, modelIds: string[]): Promise<Set<string>> {
  const [owners, files, previews] = await Promise.all([
    db.select({ id: models.id, userId: models.userId }).from(models).where(inArray(models.id, modelIds)),
    db.select({ key: modelFiles.storageKey }).from(modelFiles).where(inArray(modelFiles.modelId, modelIds)),
    db.select({ id: modelPreviews.id, modelId: modelPreviews.modelId, widths: modelPreviews.widths }).from(modelPreviews).where(inArray(modelPreviews.modelId, modelIds)),
  ]);
  const ownerOf = new Map(owners.map((m) => [m.id, m.userId]));
  const claimed = new Set(files.map((f) => f.key));
  for (const preview of previews) {
    const userId = ownerOf.get(preview.modelId);
    if (userId) for (const width of preview.widths) claimed.add(modelPreviewKey(userId, preview.modelId, previewFileName(preview.id, width)));
  }
  return claimed;
}

/**
 * Stored model files, previews, avatars and make photos that no database row claims, left by a crash between
 * storing a model's files and committing its rows (kill -9 mid-publish, mid-edit). Only objects older
 * than `olderThan`: a publish still in flight has stored its files but not yet written its rows
 * (decision 013). What the sweep removes, and what /admin/cleanup's dry run lists.
 */
export async function findOrphanedFiles(deps: { db: Db; storage: Storage }, olderThan: Date): Promise<ObjectInfo[]> {
  const stale = (await deps.storage.list('models/')).filter((object) => object.lastModified < olderThan);
  const byModel = new Map<string, ObjectInfo[]>();
  for (const object of stale) {
    const modelId = MODEL_KEY.exec(object.key)?.[2];
    // A key outside any model folder was not made by keys.ts: nothing claims it, but nothing of ours made it either.
    if (!modelId) continue;
    byModel.set(modelId, [...(byModel.get(modelId) ?? []), object]);
  }
  const modelIds = [...byModel.keys()];
  const orphans: ObjectInfo[] = [];
  for (let at = 0; at < modelIds.length; at += BATCH) {
    const batch = modelIds.slice(at, at + BATCH);
    const claimed = await claimedKeys(deps.db, batch);
    for (const object of batch.flatMap((id) => byModel.get(id) ?? [])) if (!claimed.has(object.key)) orphans.push(object);
  }
  return [...orphans, ...(await findOrphanedAvatars(deps, olderThan)), ...(await findOrphanedMakePhotos(deps, olderThan))];
}

/** Removes the orphans findOrphanedFiles names; with `temp`, also the temp files of writes cut short. Answers how many went. */
export async function sweepOrphanedFiles(deps: { db: Db; storage: Storage }, olderThan: Date, options: { temp?: boolean } = { temp: true }): Promise<number> {
  let removed = options.temp ? await deps.storage.removeStaleTemp(olderThan) : 0;
  for (const object of await findOrphanedFiles(deps, olderThan)) {
    await deps.storage.delete(object.key);
    removed += 1;
  }
  return removed;
}
