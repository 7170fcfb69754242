/** The share of the picture left empty on each side around what is drawn. */
export const FRAME_MARGIN = 0.09;

/**
 * How projected points (x, y, depth triples) fit a W × H frame less its margin: the scale from
 * projection units to pixels, and the points' extent, from which the renderer centres them.
 */
export function frameFit(sets: Float32Array[], W: number, H: number): { scale: number; minX: number; maxX: number; minY: number; maxY: number } {
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (const set of sets) {
    for (let i = 0; i < set.length; i += 3) {
      const x = set[i]!, y = set[i + 1]!;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  const scale = Math.min((W * (1 - 2 * FRAME_MARGIN)) / Math.max(maxX - minX, 1e-9), (H * (1 - 2 * FRAME_MARGIN)) / Math.max(maxY - minY, 1e-9));
  return { scale, minX, maxX, minY, maxY };
}
