import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { getFileProblemEdges } from '../../../shared/contracts/models/problem-edges';
import { implement } from '../../callables/implement';
import { modelFileProblemEdges, modelFiles, models } from '../../db/schema';
import { authorize } from '../../policies';
import { positionsOf } from '../problem-edges-store';

/**
 * The problem edges the 3D view highlights (decision 093), under the rules of the model itself: a
 * private model is "not found" to anyone but its owner and admins, as the file's own URL is.
 */
export const getFileProblemEdgesFunction = implement(getFileProblemEdges, async ({ modelId, fileId }, ctx) => {
  const [model] = await ctx.db.select({ id: models.id, userId: models.userId, visibility: models.visibility }).from(models).where(eq(models.id, modelId)).limit(1);
  authorize(ctx.user, 'model.view', model);
  const [found] = await ctx.db
    .select({ boundaryEdges: modelFiles.boundaryEdges, nonManifoldEdges: modelFiles.nonManifoldEdges, open: modelFileProblemEdges.open, nonManifold: modelFileProblemEdges.nonManifold })
    .from(modelFiles)
    .leftJoin(modelFileProblemEdges, eq(modelFileProblemEdges.fileId, modelFiles.id))
    .where(and(eq(modelFiles.id, fileId), eq(modelFiles.modelId, modelId)))
    .limit(1);
  if (!found) throw new AppError('not-found', 'fileId: this model has no such file');
  if (!found.open || !found.nonManifold || found.boundaryEdges === null || found.nonManifoldEdges === null) {
    throw new AppError('not-found', 'fileId: no problem areas are kept for this file (it has none, or was analysed before they were kept)');
  }
  return {
    open: { positions: positionsOf(found.open), total: found.boundaryEdges },
    nonManifold: { positions: positionsOf(found.nonManifold), total: found.nonManifoldEdges },
  };
});
