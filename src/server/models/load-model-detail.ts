import { asc, eq } from 'drizzle-orm';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import type { Db } from '../db/database';
import { modelFiles, modelPreviews, models, users, type ModelRow } from '../db/schema';
import { toModelDetail } from './model-mappers';

/** The model page's data in one round of queries: the row with its creator, files and previews. */
export async function loadModelDetail(db: Db, modelId: string): Promise<{ row: ModelRow; detail: ModelDetail } | null> {
  const [found] = await db
    .select({ model: models, creator: users })
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    .where(eq(models.id, modelId))
    .limit(1);
  if (!found) return null;
  const [files, previews] = await Promise.all([
    db.select().from(modelFiles).where(eq(modelFiles.modelId, modelId)).orderBy(asc(modelFiles.position)),
    db.select().from(modelPreviews).where(eq(modelPreviews.modelId, modelId)).orderBy(asc(modelPreviews.position)),
  ]);
  return { row: found.model, detail: toModelDetail(found.model, files, previews, found.creator) };
}
