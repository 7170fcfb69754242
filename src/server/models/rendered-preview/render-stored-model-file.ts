import type { Storage } from '../../storage/storage';
import { analyseStoredFile } from '../analyse-stored-file';
import { drawMeshPreview } from './draw-mesh-preview';
import { PreviewTriangles } from './preview-triangles';

/**
 * Draws a stored model file as a preview picture (PNG, transparent background). The file is read by
 * its own analyser, which hands every triangle to a bounded sample (PreviewTriangles); the CPU
 * renderer then draws the sample. The server runs all of it in an analysis pool worker (decision 086),
 * so neither the reading nor the couple of seconds of drawing holds the event loop. Rejects when the file
 * cannot be read, holds nothing to draw, or would cost too much to draw (noise).
 */
export async function renderStoredModelFile(storage: Storage, file: { storageKey: string; format: string }, tempDir: string): Promise<Buffer> {
  const triangles = new PreviewTriangles();
  await analyseStoredFile(storage, file.storageKey, file.format, tempDir, triangles.add);
  // Formats modelled with Y up are turned upright, as the 3D view turns them (model-format.ts isZUp).
  const yUp = !['stl', '3mf', 'ply'].includes(file.format);
  return drawMeshPreview(triangles.toMesh(yUp));
}
