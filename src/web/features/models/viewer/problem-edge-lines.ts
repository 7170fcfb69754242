import { BufferAttribute, BufferGeometry, LineBasicMaterial, LineSegments } from 'three';

/** Where a file's open and non-manifold edges are: six numbers an edge, in the view's millimetres (decision 093). */
export interface ProblemEdgePositions {
  open: Float32Array;
  nonManifold: Float32Array;
}

/** The colours the legend names: a red for open edges (holes), a blue for edges shared by 3+ faces. */
export const OPEN_EDGE_COLOUR = '#e11d48';
export const NON_MANIFOLD_EDGE_COLOUR = '#2563eb';

/** One kind of problem edge as line segments, in the model's own axes (the caller adds them to its group). */
export function problemEdgeLines(positions: Float32Array, colour: string): LineSegments {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  // Drawn over the surface: an edge inside a cavity or behind the model is still one to find.
  const line = new LineSegments(geometry, new LineBasicMaterial({ color: colour, depthTest: false, transparent: true }));
  line.renderOrder = 10;
  return line;
}
