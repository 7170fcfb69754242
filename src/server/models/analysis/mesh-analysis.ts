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

/** A file that is readable but holds no triangle to analyse, or that is not what it claims to be. */
export class MeshFormatError extends Error {
  override name = 'MeshFormatError';
}
