import type { Storage } from '../../storage/storage';
import { analyseStoredFile } from '../analyse-stored-file';
import { renderMeshPreview } from '../demo/render/render-mesh-preview';
import { drawingCost } from './drawing-cost';
import { drawnShare } from './drawn-share';
import { PreviewTriangles } from './preview-triangles';

/** The size the upload page renders its preview at (render-first-preview.ts), so both look alike on cards. */
const WIDTH = 1600;
const HEIGHT = 1200;
/** Less of the picture than this drawn (a hundredth of a per cent) is taken for an empty one. */
const MIN_DRAWN_SHARE = 0.0001;
/**
 * The most pixel visits, in whole pictures, a render may cost (drawing-cost.ts). Fixtures cost 0.6 to
 * 10; the 3D view refuses past 48 times covered by area, about twice that in bounding boxes. A unit
 * takes about 13 ms, on the event loop: this keeps a render near two seconds where random noise
 * (18,000 pictures) held it for over ten minutes (decision 061).
 */
export const MAX_DRAWING_COST = 100;

/**
 * Draws a stored model file as a preview picture (PNG, transparent background). The file is read by
 * its own analyser, which hands every triangle to a bounded sample (PreviewTriangles); the CPU
 * renderer then draws the sample. Rejects when the file cannot be read, holds nothing to draw, or would
 * cost too much to draw (noise).
 */
export async function renderStoredModelFile(storage: Storage, file: { storageKey: string; format: string }, tempDir: string): Promise<Buffer> {
  const triangles = new PreviewTriangles();
  await analyseStoredFile(storage, file.storageKey, file.format, tempDir, triangles.add);
  // Formats modelled with Y up are turned upright, as the 3D view turns them (model-format.ts isZUp).
  const yUp = !['stl', '3mf', 'ply'].includes(file.format);
  const mesh = triangles.toMesh(yUp);
  if (drawingCost(mesh, WIDTH, HEIGHT) > MAX_DRAWING_COST * WIDTH * HEIGHT) throw new Error('The file has too many triangles overlapping each other to draw.');
  const picture = await renderMeshPreview(mesh, { width: WIDTH, height: HEIGHT, supersample: 1 });
  // Triangles without area (all corners on a line) draw nothing: a blank picture is no preview.
  if ((await drawnShare(picture)) < MIN_DRAWN_SHARE) throw new Error('The file has nothing to draw: its triangles have no area.');
  return picture;
}
