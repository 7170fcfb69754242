import type { ModelFileRow } from '../db/schema';
import type { MeshAnalysis } from './analysis/mesh-analysis';

export type PrintabilityColumns = Pick<
  ModelFileRow,
  'boundaryEdges' | 'nonManifoldEdges' | 'windingConsistent' | 'shells' | 'degenerateFaces' | 'eulerNumber' | 'overhangArea'
>;

/** The model_files columns of an analysis's printability (decision 088), written wherever the analysis is. */
export function printabilityColumns(result: MeshAnalysis): PrintabilityColumns {
  const p = result.printability;
  return {
    boundaryEdges: p?.boundaryEdges ?? null,
    nonManifoldEdges: p?.nonManifoldEdges ?? null,
    windingConsistent: p?.windingConsistent ?? null,
    shells: p?.shells ?? null,
    degenerateFaces: p?.degenerateFaces ?? null,
    eulerNumber: p?.eulerNumber ?? null,
    overhangArea: p?.overhangArea ?? null,
  };
}
