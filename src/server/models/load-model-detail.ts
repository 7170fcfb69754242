import { eq } from 'drizzle-orm';
import type { ModelDetail } from '../../shared/contracts/models/model-shapes';
import type { Db } from '../db/database';
import { models, type ModelRow } from '../db/schema';
import { toModelDetail } from './model-mappers';

/** The model page's data in one query: the row with its creator, files and previews. */
export async function loadModelDetail(db: Db, modelId: string): Promise<{ row: ModelRow; detail: ModelDetail } | null> {
  const found = await db.query.models.findFirst({
    where: eq(models.id, modelId),
    with: {
      creator: true,
      files: { orderBy: (f, { asc }) => [asc(f.position)] },
      previews: { orderBy: (p, { asc }) => [asc(p.position)] },
    },
  });
  if (!found) return null;
  const { creator, files, previews, ...row } = found;
  return { row, detail: toModelDetail(row, files, previews, creator) };
}
