import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { getFileProblemEdges } from '../../../shared/contracts/models/problem-edges';
import { implement } from '../../callables/implement';
import { modelFileProblemEdges, modelFiles, models } from '../../db/schema';
import { authorize } from '../../policies';
import { positionsOf } from '../problem-edges-store';

/**
 * The problem areas the 3D view highlights (decisions 093, 096), under the rules of the model itself:
 * a private model is "not found" to anyone but its owner and admins, as the file's own URL is.
 */
export const getFileProblemEdgesFunction = implement(getFileProblemEdges, async ({ modelId, fileId }, ctx) => {
  const [model] = await ctx.db.select({ id: models.id, userId: models.userId, visibility: models.visibility }).from(models).where(eq(models.id, modelId)).limit(1);
  authorize(ctx.user, 'model.view', model);
  const [found] = await ctx.db
    .select({
      boundaryEdges: modelFiles.boundaryEdges,
      nonManifoldEdges: modelFiles.nonManifoldEdges,
      flippedFaces: modelFiles.flippedFaces,
      thinWallMinimum: modelFiles.thinWallMinimum,
      thinWallPercent: modelFiles.thinWallPercent,
      thinWallSamples: modelFiles.thinWallSamples,
      open: modelFileProblemEdges.open,
      nonManifold: modelFileProblemEdges.nonManifold,
      flipped: modelFileProblemEdges.flipped,
      thin: modelFileProblemEdges.thin,
    })
    .from(modelFiles)
    .leftJoin(modelFileProblemEdges, eq(modelFileProblemEdges.fileId, modelFiles.id))
    .where(and(eq(modelFiles.id, fileId), eq(modelFiles.modelId, modelId)))
    .limit(1);
  if (!found) throw new AppError('not-found', 'fileId: this model has no such file');
  if (!found.open || !found.nonManifold || found.boundaryEdges === null || found.nonManifoldEdges === null) {
    throw new AppError('not-found', 'fileId: no problem areas are kept for this file (it has none, or was analysed before they were kept)');
  }
  const { flipped, thin, flippedFaces, thinWallMinimum, thinWallPercent, thinWallSamples } = found;
  return {
    open: { positions: positionsOf(found.open), total: found.boundaryEdges },
    nonManifold: { positions: positionsOf(found.nonManifold), total: found.nonManifoldEdges },
    // Null in a row kept before migration 0064, and for a file over the count's or estimate's budget.
    flipped: flipped && flippedFaces !== null ? { positions: positionsOf(flipped), total: flippedFaces } : null,
    thinWalls:
      thin && thinWallMinimum !== null && thinWallPercent !== null && thinWallSamples !== null
        ? // The share was thin ÷ samples × 100: this gives the thin samples back, exactly once rounded.
          { positions: positionsOf(thin), total: Math.round((thinWallPercent * thinWallSamples) / 100), minimumWall: thinWallMinimum }
        : null,
  };
});
