import { eq } from 'drizzle-orm';
import type { Visibility } from '../../shared/constants/model-rules';
import type { Tx } from '../db/database';
import { modelFiles, modelPreviews, models } from '../db/schema';
import { derivedModelFields, refreshModelMedia } from '../models';

/**
 * Moves a model to a visibility with everything on its row that follows from it (its card image's
 * and previews' addresses, which are scoped public or private), as an edit does, plus `extra` columns.
 */
export async function setModelVisibility(tx: Tx, modelId: string, visibility: Visibility, extra: Partial<typeof models.$inferInsert>): Promise<void> {
  const files = await tx.select().from(modelFiles).where(eq(modelFiles.modelId, modelId));
  const previews = await tx.select().from(modelPreviews).where(eq(modelPreviews.modelId, modelId));
  await tx
    .update(models)
    .set({ ...extra, visibility, thumbnail: derivedModelFields(modelId, files, previews, visibility).thumbnail, updatedAt: new Date() })
    .where(eq(models.id, modelId));
  await refreshModelMedia(tx, modelId);
}
