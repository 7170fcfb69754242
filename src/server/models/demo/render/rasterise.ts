/** What the shading pass needs per pixel: nearness (1 / distance, 0 where nothing was drawn) and a normal. */
export interface SurfaceBuffer {
  width: number;
  height: number;
  nearness: Float32Array;
  normals: Float32Array;
}

/**
 * Draws triangles into a z-buffer. `screen` holds x, y (pixels, y down) and nearness per
 * vertex; nearness is 1 / distance, which varies linearly across a projected triangle, so it can be
 * interpolated in screen space and compared directly. Normals are interpolated without perspective
 * correction: on triangles a few pixels wide the difference is invisible.
 */
export function rasteriseSurfaces(screen: Float32Array, indices: Uint32Array, normals: Float32Array, width: number, height: number): SurfaceBuffer {
  const nearness = new Float32Array(width * height);
  const out = new Float32Array(3 * width * height);
  for (let t = 0; t < indices.length; t += 3) {
    const a = 3 * indices[t]!, b = 3 * indices[t + 1]!, c = 3 * indices[t + 2]!;
    const x0 = screen[a]!, y0 = screen[a + 1]!, x1 = screen[b]!, y1 = screen[b + 1]!, x2 = screen[c]!, y2 = screen[c + 1]!;
    const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (area === 0 || Number.isNaN(area)) continue;
    // With y pointing down, a triangle wound counter-clockwise towards the viewer has negative area.
    // Back faces are drawn too, with their normals turned round, so an open or inside-out upload
    // still looks solid; on a closed mesh the z-buffer hides them.
    const facing = area < 0 ? 1 : -1;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2))), maxX = Math.min(width - 1, Math.ceil(Math.max(x0, x1, x2)));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2))), maxY = Math.min(height - 1, Math.ceil(Math.max(y0, y1, y2)));
    if (minX > maxX || minY > maxY) continue;
    const inv = 1 / area;
    // Barycentric weights as linear functions of the pixel centre: w = A x + B y + C.
    const a0 = (y1 - y2) * inv, b0 = (x2 - x1) * inv, c0 = (x1 * y2 - x2 * y1) * inv;
    const a1 = (y2 - y0) * inv, b1 = (x0 - x2) * inv, c1 = (x2 * y0 - x0 * y2) * inv;
    const z0 = screen[a + 2]!, z1 = screen[b + 2]!, z2 = screen[c + 2]!;
    const n = 3 * t; // t counts indices, and each corner has three normal floats
    for (let y = minY; y <= maxY; y++) {
      const py = y + 0.5;
      let row = y * width + minX;
      for (let x = minX; x <= maxX; x++, row++) {
        const px = x + 0.5;
        const w0 = a0 * px + b0 * py + c0, w1 = a1 * px + b1 * py + c1, w2 = 1 - w0 - w1;
        // A hair of tolerance so that neighbouring triangles leave no cracks between them.
        if (w0 < -1e-6 || w1 < -1e-6 || w2 < -1e-6) continue;
        const z = w0 * z0 + w1 * z1 + w2 * z2;
        if (z <= nearness[row]!) continue;
        nearness[row] = z;
        const o = 3 * row;
        out[o] = facing * (w0 * normals[n]! + w1 * normals[n + 3]! + w2 * normals[n + 6]!);
        out[o + 1] = facing * (w0 * normals[n + 1]! + w1 * normals[n + 4]! + w2 * normals[n + 7]!);
        out[o + 2] = facing * (w0 * normals[n + 2]! + w1 * normals[n + 5]! + w2 * normals[n + 8]!);
      }
    }
  }
  return { width, height, nearness, normals: out };
}

/** Fills triangles (either winding) into a coverage mask: used for the floor shadow. */
export function rasteriseCoverage(points: Float32Array, indices: Uint32Array, keep: (triangle: number) => boolean, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let t = 0; t < indices.length; t += 3) {
    if (!keep(t / 3)) continue;
    const a = 2 * indices[t]!, b = 2 * indices[t + 1]!, c = 2 * indices[t + 2]!;
    const x0 = points[a]!, y0 = points[a + 1]!, x1 = points[b]!, y1 = points[b + 1]!, x2 = points[c]!, y2 = points[c + 1]!;
    const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (area === 0) continue;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2))), maxX = Math.min(width - 1, Math.ceil(Math.max(x0, x1, x2)));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2))), maxY = Math.min(height - 1, Math.ceil(Math.max(y0, y1, y2)));
    const inv = 1 / area;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5, py = y + 0.5;
        const w0 = ((x1 - px) * (y2 - py) - (x2 - px) * (y1 - py)) * inv;
        const w1 = ((x2 - px) * (y0 - py) - (x0 - px) * (y2 - py)) * inv;
        if (w0 >= 0 && w1 >= 0 && w0 + w1 <= 1) mask[y * width + x] = 255;
      }
    }
  }
  return mask;
}
