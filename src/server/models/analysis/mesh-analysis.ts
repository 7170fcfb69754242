import type { ThinWalls } from './thin-walls';

/** What the server reports for one mesh file (issue 4: shown on the model page, used by search filters). */
export interface MeshAnalysis {
  triangles: number;
  /** Bounding-box extents in the file's units (3MF is converted to millimetres; STL and OBJ are taken as millimetres). */
  size: { x: number; y: number; z: number };
  surfaceArea: number;
  /** The enclosed volume, only when the mesh is watertight (otherwise it has no inside). */
  volume: number | null;
  /** Every edge shared by exactly two triangles, once vertices are merged by position. */
  watertight: boolean;
  /** How ready the mesh is for a slicer (issue 33; decision 088). Null only when the caller asked for the analysis without it. */
  printability: Printability | null;
  /** Thin walls (decision 094), in mm whatever the file's unit. Null with printability. */
  thinWalls: ThinWalls | null;
  /** Where the problem edges, flipped faces and thin walls are, for the 3D view (decisions 093, 096). Null with printability. */
  problemAreas: ProblemAreas | null;
}

/**
 * The open and non-manifold edges' end points, capped at PROBLEM_EDGE_LIMIT of each kind so memory
 * stays bounded: x, y, z of one end then the other, six numbers an edge, in the millimetres and
 * axes the 3D view draws the file in (after 3MF build and glTF node transforms, units applied).
 */
export interface ProblemEdges {
  open: Float32Array;
  nonManifold: Float32Array;
}

/** At most this many edges of each kind are kept: 5,000 edges are 120 kB of positions. */
export const PROBLEM_EDGE_LIMIT = 5000;

/**
 * The problem edges, and where the other problems the analysis counts are (decision 096), in the same
 * millimetres and axes: the three corners of up to FLIPPED_FACE_LIMIT flipped faces (nine numbers a
 * face), and the surface points of up to THIN_POINT_LIMIT thin-wall samples (three numbers a point).
 * Each is empty when the file has none, or when that figure was not made (over its budget).
 */
export interface ProblemAreas extends ProblemEdges {
  flipped: Float32Array;
  thin: Float32Array;
}

/**
 * Printability, judged as trimesh judges a mesh once vertices are merged by position (decision 088).
 * Counts are of merged vertices, distinct edges and triangles.
 */
export interface Printability {
  /** Edges used by exactly one triangle: the rims of holes. */
  boundaryEdges: number;
  /** Edges used by more than two triangles. */
  nonManifoldEdges: number;
  /** Every edge shared by two triangles is run in opposite directions by them (trimesh's is_winding_consistent). */
  windingConsistent: boolean;
  /**
   * Faces wound against the majority of their part (faces joined across edges exactly two of them
   * use; decision 095): 0 when the winding is consistent, null when not counted (over
   * FACE_ORIENTATION_BUDGET triangles).
   */
  flippedFaces: number | null;
  /** Separate bodies: vertices joined through edges (trimesh's body_count). */
  shells: number;
  /** Triangles with two corners merged into one, or whose height over the longest side is at most 1e-8 (file units). */
  degenerateFaces: number;
  /** Vertices − edges + triangles (trimesh's euler_number): 2 for each closed shell with no handle. */
  eulerNumber: number;
  /** Area of faces whose normal points more than 45° below horizontal, leaving out faces flat on the lowest z (mm² after scaling). */
  overhangArea: number;
  /** overhangArea as a percentage of the surface area. */
  overhangPercent: number;
}

/** What a caller may leave out of an analysis: printability costs some time and memory (bench/mesh-analysis.ts). */
export interface AnalysisOptions {
  printability?: boolean;
  /** Most triangles the thin-wall estimate holds (decision 094); 0 leaves the estimate out (a benchmark's baseline). */
  thinWallBudget?: number;
  /** Most triangles held to count flipped faces (decision 095); 0 leaves the count out unless the winding is consistent. */
  faceOrientationBudget?: number;
}

/**
 * Sees every triangle an analyser reads, in the file's own units (the rendered preview draws them):
 * the file is read once for both.
 */
export type TriangleSink = (ax: number, ay: number, az: number, bx: number, by: number, bz: number, cx: number, cy: number, cz: number) => void;

/** A file that is readable but holds no triangle to analyse, or that is not what it claims to be. */
export class MeshFormatError extends Error {
  override name = 'MeshFormatError';
}
