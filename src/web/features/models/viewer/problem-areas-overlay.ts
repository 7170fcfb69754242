import type { Group, LineSegments, Mesh, MeshBasicMaterial, Points, PointsMaterial } from 'three';
import { flippedFaceOverlay } from './flipped-face-overlay';
import { NON_MANIFOLD_EDGE_COLOUR, OPEN_EDGE_COLOUR, problemEdgeLines, type ProblemEdgePositions } from './problem-edge-lines';
import { thinWallDots } from './thin-wall-dots';

/** Where a file's problem areas are, in the view's millimetres (decisions 093, 096). */
export interface ProblemAreaPositions extends ProblemEdgePositions {
  /** Flipped faces' corners, nine numbers a face. */
  flipped: Float32Array;
  /** Thin-wall samples' surface points, three numbers a point. */
  thin: Float32Array;
}

/** How many of each are drawn: the viewer's region says so for the browser test. */
export interface ProblemAreasDrawn {
  segments: number;
  flipped: number;
  thin: number;
}

export const NOTHING_DRAWN: ProblemAreasDrawn = { segments: 0, flipped: 0, thin: 0 };

/**
 * Draws the problem areas in the model's own group, so they take its turn upright (Z-up formats)
 * and its move onto the ground, as the server's positions are in the file's axes. Returns what is
 * drawn and a function that takes it away.
 */
export function addProblemAreas(model: Group, areas: ProblemAreaPositions): { drawn: ProblemAreasDrawn; remove(): void } {
  const added: (LineSegments | Mesh | Points)[] = [
    flippedFaceOverlay(areas.flipped),
    problemEdgeLines(areas.open, OPEN_EDGE_COLOUR),
    problemEdgeLines(areas.nonManifold, NON_MANIFOLD_EDGE_COLOUR),
    thinWallDots(areas.thin),
  ];
  model.add(...added);
  return {
    drawn: { segments: (areas.open.length + areas.nonManifold.length) / 6, flipped: areas.flipped.length / 9, thin: areas.thin.length / 3 },
    remove() {
      for (const object of added) {
        model.remove(object);
        object.geometry.dispose();
        const material = object.material as MeshBasicMaterial | PointsMaterial;
        material.map?.dispose();
        material.dispose();
      }
    },
  };
}
