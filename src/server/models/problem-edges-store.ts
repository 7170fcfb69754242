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

/** Positions are in the view's millimetres: a ten-thousandth of one (0.1 µm) is finer than any printer or screen shows. */
const POSITION_STEPS_PER_MM = 10_000;

/**
 * A stored column back as numbers in millimetres, rounded to 0.1 µm. A float32 printed as a double
 * ("12.345600128173828") is about twice the JSON of the rounded number ("12.3456"), and an answer at
 * the caps holds 120,000 of them. Copied first: a driver's Buffer may start at an offset a
 * Float32Array cannot (pooled buffers). Stored little-endian, as every machine we run on is.
 */
export function positionsOf(bytes: Uint8Array): number[] {
  const copy = new Uint8Array(bytes);
  return Array.from(new Float32Array(copy.buffer, 0, copy.byteLength / 4), (v) => Math.round(v * POSITION_STEPS_PER_MM) / POSITION_STEPS_PER_MM);
}
