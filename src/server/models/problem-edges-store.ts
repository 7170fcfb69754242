import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { modelFileProblemEdges, modelFiles } from '../db/schema';
import type { ProblemAreas } from './analysis/mesh-analysis';

/** Whether an analysis found anything to highlight: a clean file keeps no row and offers no toggle. */
export function hasProblemAreas(areas: ProblemAreas | null | undefined): areas is ProblemAreas {
  return !!areas && (areas.open.length > 0 || areas.nonManifold.length > 0 || areas.flipped.length > 0 || areas.thin.length > 0);
}

const bytesOf = (positions: Float32Array): Uint8Array => new Uint8Array(positions.buffer, positions.byteOffset, positions.byteLength);

/**
 * Stores (or, when there is nothing to show, removes) a file's problem areas (decisions 093, 096), and
 * marks the file so the model page knows the 3D view may offer them. Re-analysis replaces them.
 */
export async function keepProblemAreas(tx: Db | Tx, fileId: string, areas: ProblemAreas | null): Promise<void> {
  const kept = hasProblemAreas(areas);
  if (kept) {
    const kinds = { open: bytesOf(areas.open), nonManifold: bytesOf(areas.nonManifold), flipped: bytesOf(areas.flipped), thin: bytesOf(areas.thin) };
    await tx.insert(modelFileProblemEdges).values({ fileId, ...kinds }).onConflictDoUpdate({ target: modelFileProblemEdges.fileId, set: kinds });
  } else {
    await tx.delete(modelFileProblemEdges).where(eq(modelFileProblemEdges.fileId, fileId));
  }
  await tx.update(modelFiles).set({ problemEdgesKept: kept }).where(eq(modelFiles.id, fileId));
}

/**
 * A stored column back as float32 numbers. Copied first: a driver's Buffer may start at an offset a
 * Float32Array cannot (pooled buffers). Stored little-endian, as every machine we run on is.
 */
export function positionsOf(bytes: Uint8Array): number[] {
  const copy = new Uint8Array(bytes);
  return Array.from(new Float32Array(copy.buffer, 0, copy.byteLength / 4));
}
