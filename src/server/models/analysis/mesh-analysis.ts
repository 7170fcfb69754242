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
