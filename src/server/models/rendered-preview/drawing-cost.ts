import { meshBounds, type Mesh } from '../demo/mesh/mesh';
import { frameFit } from '../demo/render/frame-fit';
import { previewCamera, projectPoints } from '../demo/render/preview-camera';

/**
 * An upper bound on the pixels the preview renderer visits to draw `mesh` in a `width` × `height`
 * picture: every triangle's bounding box, as the rasteriser walks it, at the largest scale the
 * picture could be drawn at (fitted to the model alone; the real fit also holds its shadow, so it is
 * smaller). An ordinary model visits its picture a few times over; random noise, millions of times,
 * which holds the server's event loop for many minutes. Same camera as the renderer's.
 */
export function drawingCost(mesh: Mesh, width: number, height: number): number {
  if (mesh.indices.length === 0) return 0;
  const seen = projectPoints(previewCamera(meshBounds(mesh)), mesh.positions);
  const { scale } = frameFit([seen], width, height);
  const ix = mesh.indices;
  let visits = 0;
  for (let t = 0; t < ix.length; t += 3) {
    const a = 3 * ix[t]!, b = 3 * ix[t + 1]!, c = 3 * ix[t + 2]!;
    const spanX = Math.max(seen[a]!, seen[b]!, seen[c]!) - Math.min(seen[a]!, seen[b]!, seen[c]!);
    const spanY = Math.max(seen[a + 1]!, seen[b + 1]!, seen[c + 1]!) - Math.min(seen[a + 1]!, seen[b + 1]!, seen[c + 1]!);
    // A box rounded out to whole pixels on each side, as the rasteriser's floor and ceil do.
    visits += (spanX * scale + 2) * (spanY * scale + 2);
  }
  return visits;
}
