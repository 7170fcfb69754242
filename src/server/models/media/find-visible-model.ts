import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Db } from '../../db/database';
import { models, type ModelRow, type UserRow } from '../../db/schema';
import { canSeeModel, MODEL_NOT_FOUND } from '../../policies/models';
import { isIdShaped } from './safe-id';

export type VisibleModel = Pick<ModelRow, 'id' | 'userId' | 'visibility' | 'category'>;

/**
 * The model's keys, or SPEC §5's 'Model not found' for an unknown id and for a private model the
 * viewer may not see alike. Only the few columns callers need: the row also holds the page's JSON
 * views of files and previews, which these calls never read.
 */
export async function findVisibleModel(db: Db, viewer: UserRow | null, modelId: string): Promise<VisibleModel> {
  if (!isIdShaped(modelId)) throw new AppError('not-found', MODEL_NOT_FOUND);
  const [row] = await db
    .select({ id: models.id, userId: models.userId, visibility: models.visibility, category: models.category })
    .from(models)
    .where(eq(models.id, modelId))
    .limit(1);
  if (!row || !canSeeModel(viewer, row)) throw new AppError('not-found', MODEL_NOT_FOUND);
  return row;
}
