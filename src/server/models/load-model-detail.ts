import { eq } from 'drizzle-orm';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import type { Db } from '../db/database';
import { models, users, type ModelRow } from '../db/schema';
import { readPendingCounts, withPending } from './counters/live-counts';
import { toModelDetail } from './model-mappers';

/**
 * The model page's data in one indexed read: the row (which carries its files' and previews'
 * view, see refresh-model-media.ts) joined with its creator, and beside it the counts its shards
 * still hold (decision 027).
 */
export async function loadModelDetail(db: Db, modelId: string): Promise<{ row: ModelRow; detail: ModelDetail } | null> {
  const [[found], pending] = await Promise.all([
    db.select({ model: models, creator: users }).from(models).innerJoin(users, eq(users.id, models.userId)).where(eq(models.id, modelId)).limit(1),
    readPendingCounts(db, modelId),
  ]);
  if (!found) return null;
  const { model } = found;
  // The page shows counts as of now: the row's rolled-up figures and what waits in the shards.
  return { row: model, detail: toModelDetail(withPending(model, pending), found.creator) };
}
