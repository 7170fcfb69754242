import type { ModelFileRow } from '../db/schema';
import type { MeshAnalysis } from './analysis/mesh-analysis';

export type PrintabilityColumns = Pick<
  ModelFileRow,
  | 'boundaryEdges' | 'nonManifoldEdges' | 'windingConsistent' | 'flippedFaces' | 'shells' | 'degenerateFaces' | 'eulerNumber' | 'overhangArea'
  | 'thinWallMinimum' | 'thinWallPercent' | 'thinWallThinnest' | 'thinWallSamples' | 'thinWallNotEstimated'
>;

/** The model_files columns of an analysis's printability (decisions 088, 094, 095), written wherever the analysis is. */
export function printabilityColumns(result: MeshAnalysis): PrintabilityColumns {
  const p = result.printability;
  const w = result.thinWalls;
  return {
    boundaryEdges: p?.boundaryEdges ?? null,
    nonManifoldEdges: p?.nonManifoldEdges ?? null,
    windingConsistent: p?.windingConsistent ?? null,
    flippedFaces: p?.flippedFaces ?? null,
    shells: p?.shells ?? null,
    degenerateFaces: p?.degenerateFaces ?? null,
    eulerNumber: p?.eulerNumber ?? null,
    overhangArea: p?.overhangArea ?? null,
    thinWallMinimum: w?.minimumWall ?? null,
    thinWallPercent: w?.thinPercent ?? null,
    thinWallThinnest: w?.thinnest ?? null,
    thinWallSamples: w?.samples ?? null,
    thinWallNotEstimated: w?.notEstimated ?? null,
  };
}
