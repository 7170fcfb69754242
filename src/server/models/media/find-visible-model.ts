import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import type { Db } from '../../db/database';
import { models, type ModelRow, type UserRow } from '../../db/schema';
import { canSeeModel, MODEL_NOT_FOUND } from '../../policies/models';
import { isIdShaped } from './safe-id';

/** The model, or SPEC §5's 'Model not found' for an unknown id and for a private model the viewer may not see alike. */
export async function findVisibleModel(db: Db, viewer: UserRow | null, modelId: string): Promise<ModelRow> {
  if (!isIdShaped(modelId)) throw new AppError('not-found', MODEL_NOT_FOUND);
  const [row] = await db.select().from(models).where(eq(models.id, modelId)).limit(1);
  if (!row || !canSeeModel(viewer, row)) throw new AppError('not-found', MODEL_NOT_FOUND);
  return row;
}
