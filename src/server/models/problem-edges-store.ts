import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { modelFileProblemEdges, modelFiles } from '../db/schema';
import type { ProblemEdges } from './analysis/mesh-analysis';

/** Whether an analysis found anything to highlight: a closed file keeps no row and offers no toggle. */
export function hasProblemEdges(edges: ProblemEdges | null | undefined): edges is ProblemEdges {
  return !!edges && (edges.open.length > 0 || edges.nonManifold.length > 0);
}

const bytesOf = (positions: Float32Array): Uint8Array => new Uint8Array(positions.buffer, positions.byteOffset, positions.byteLength);

/**
 * Stores (or, when there is nothing to show, removes) a file's problem edges (decision 093), and
 * marks the file so the model page knows the 3D view may offer them. Re-analysis replaces them.
 */
export async function keepProblemEdges(tx: Db | Tx, fileId: string, edges: ProblemEdges | null): Promise<void> {
  const kept = hasProblemEdges(edges);
  if (kept) {
    const row = { fileId, open: bytesOf(edges.open), nonManifold: bytesOf(edges.nonManifold) };
    await tx.insert(modelFileProblemEdges).values(row).onConflictDoUpdate({ target: modelFileProblemEdges.fileId, set: { open: row.open, nonManifold: row.nonManifold } });
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
