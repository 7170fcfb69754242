import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { modelFiles, modelPreviews, models, type ModelFileRow } from '../db/schema';
import { toModelFile, toModelPreview } from './model-mappers';

/** Printable as is (decision 088): closed, no open or non-manifold edge, consistent winding, no degenerate face. */
function isPrintableAsIs(f: ModelFileRow): boolean {
  return f.watertight === true && f.boundaryEdges === 0 && f.nonManifoldEdges === 0 && f.windingConsistent === true && f.degenerateFaces === 0;
}

/**
 * Rewrites what the model row keeps about its files and previews: the page's view of them, and
 * whether the model is watertight (every analysed mesh is; null while any is waiting or none was
 * analysed) and printable as is (likewise, and null while any file predates printability), and whether a file failed its analysis (which keeps it out of public lists). Called after every change to files, previews, visibility or an analysis.
 */
export async function refreshModelMedia(db: Pick<Db, 'select' | 'update'>, modelId: string): Promise<void> {
  // One after another: in a transaction they share one connection, which runs one query at a time anyway.
  const files = await db.select().from(modelFiles).where(eq(modelFiles.modelId, modelId)).orderBy(asc(modelFiles.position));
  const previews = await db.select().from(modelPreviews).where(eq(modelPreviews.modelId, modelId)).orderBy(asc(modelPreviews.position));
  const [model] = await db.select({ visibility: models.visibility }).from(models).where(eq(models.id, modelId));
  if (!model) return;
  const waiting = files.some((f) => f.analysisStatus === 'pending' || f.analysisStatus === 'running');
  const done = files.filter((f) => f.analysisStatus === 'done');
  const watertight = waiting || done.length === 0 ? null : done.every((f) => f.watertight === true);
  const printableAsIs = watertight === null || done.some((f) => f.boundaryEdges === null) ? null : done.every(isPrintableAsIs);
  const analysisFailed = files.some((f) => f.analysisStatus === 'failed');
  await db
    .update(models)
    .set({ watertight, printableAsIs, analysisFailed, filesView: files.map(toModelFile), previewsView: previews.map((p) => toModelPreview(p, model.visibility)) })
    .where(eq(models.id, modelId));
}
