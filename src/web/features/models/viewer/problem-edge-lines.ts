import { BufferAttribute, BufferGeometry, LineBasicMaterial, LineSegments, type Group } from 'three';

/** Where a file's open and non-manifold edges are: six numbers an edge, in the view's millimetres (decision 093). */
export interface ProblemEdgePositions {
  open: Float32Array;
  nonManifold: Float32Array;
}

/** The colours the legend names: a red for open edges (holes), a blue for edges shared by 3+ faces. */
export const OPEN_EDGE_COLOUR = '#e11d48';
export const NON_MANIFOLD_EDGE_COLOUR = '#2563eb';

function lines(positions: Float32Array, colour: string): LineSegments {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  // Drawn over the surface: an edge inside a cavity or behind the model is still one to find.
  const line = new LineSegments(geometry, new LineBasicMaterial({ color: colour, depthTest: false, transparent: true }));
  line.renderOrder = 10;
  return line;
}

/**
 * Draws the problem edges as line segments in the model's own group, so they take its turn upright
 * (Z-up formats) and its move onto the ground, as the server's positions are in the file's axes.
 * Returns how many segments are drawn and a function that takes them away.
 */
export function addProblemEdgeLines(model: Group, edges: ProblemEdgePositions): { segments: number; remove(): void } {
  const added = [lines(edges.open, OPEN_EDGE_COLOUR), lines(edges.nonManifold, NON_MANIFOLD_EDGE_COLOUR)];
  model.add(...added);
  return {
    segments: (edges.open.length + edges.nonManifold.length) / 6,
    remove() {
      for (const line of added) {
        model.remove(line);
        line.geometry.dispose();
        (line.material as LineBasicMaterial).dispose();
      }
    },
  };
}
