import { and, eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { Db, Tx } from '../db/database';
import { models, type ModelRow } from '../db/schema';
import { isIdShaped } from '../db/safe-id';
import { MODEL_NOT_FOUND } from './models';
import { authorize, type Viewer } from './authorize';
import { modelsVisibleTo } from './model-scopes';

export type ModelKeys = Pick<ModelRow, 'id' | 'userId' | 'visibility' | 'category' | 'title' | 'slug'>;

/**
 * The one way to load a model for an action: the keys callers need (the row also holds the page's
 * JSON views of files and previews, which these calls never read), or the rule's error: SPEC §5's
 * 'Model not found' for an unknown id and for a private model the viewer may not see alike. `lock`
 * takes the row for update inside a transaction, so the model cannot change or go meanwhile.
 */
export async function loadModelFor(
  db: Db | Tx,
  viewer: Viewer,
  modelId: string,
  action: 'model.view' | 'model.edit' | 'model.delete',
  options: { lock?: boolean } = {},
): Promise<ModelKeys> {
  if (!isIdShaped(modelId)) throw new AppError('not-found', MODEL_NOT_FOUND);
  const query = db
    .select({ id: models.id, userId: models.userId, visibility: models.visibility, category: models.category, title: models.title, slug: models.slug })
    .from(models)
    // A private model is not even read for a viewer who may not see it.
    .where(and(eq(models.id, modelId), modelsVisibleTo(viewer)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  authorize(viewer, action, row);
  return row;
}
