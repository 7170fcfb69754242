import { eq } from 'drizzle-orm';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import type { Db } from '../db/database';
import { models, users, type ModelRow } from '../db/schema';
import { toModelDetail } from './model-mappers';

/**
 * The model page's data in one indexed read: the row (which carries its files' and previews'
 * view, see refresh-model-media.ts) joined with its creator.
 */
export async function loadModelDetail(db: Db, modelId: string): Promise<{ row: ModelRow; detail: ModelDetail } | null> {
  const [found] = await db.select({ model: models, creator: users }).from(models).innerJoin(users, eq(users.id, models.userId)).where(eq(models.id, modelId)).limit(1);
  if (!found) return null;
  return { row: found.model, detail: toModelDetail(found.model, found.creator) };
}
