import type { Mesh } from '../demo/mesh/mesh';
import { renderMeshPreview } from '../demo/render/render-mesh-preview';
import { drawingCost } from './drawing-cost';
import { drawnShare } from './drawn-share';

/** The size the upload page renders its preview at (render-first-preview.ts), so both look alike on cards. */
export const PREVIEW_WIDTH = 1600;
export const PREVIEW_HEIGHT = 1200;
/** Less of the picture than this drawn (a hundredth of a per cent) is taken for an empty one. */
const MIN_DRAWN_SHARE = 0.0001;
/**
 * The most pixel visits, in whole pictures, a render may cost (drawing-cost.ts). Fixtures cost 0.6 to
 * 10; the 3D view refuses past 48 times covered by area, about twice that in bounding boxes. A unit
 * takes about 13 ms of a core: this keeps a render near two seconds where random noise (18,000
 * pictures) took over ten minutes (decision 061).
 */
export const MAX_DRAWING_COST = 100;

/**
 * Draws a mesh as a preview picture (PNG, transparent background), or rejects one that would cost
 * too much to draw (noise) or that draws nothing (triangles without area). CPU-bound for up to a
 * couple of seconds: the server runs it in an analysis pool worker (decision 086).
 */
export async function drawMeshPreview(mesh: Mesh): Promise<Buffer> {
  if (drawingCost(mesh, PREVIEW_WIDTH, PREVIEW_HEIGHT) > MAX_DRAWING_COST * PREVIEW_WIDTH * PREVIEW_HEIGHT) {
    throw new Error('The file has too many triangles overlapping each other to draw.');
  }
  const picture = await renderMeshPreview(mesh, { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, supersample: 1 });
  // Triangles without area (all corners on a line) draw nothing: a blank picture is no preview.
  if ((await drawnShare(picture)) < MIN_DRAWN_SHARE) throw new Error('The file has nothing to draw: its triangles have no area.');
  return picture;
}
