import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

/**
 * Writes a closed UV sphere of radius 10 as a binary STL: `segments` around, `rings` pole to pole,
 * 2 · segments · (rings − 1) triangles wound outward. 1140 × 571 makes 1,299,600 triangles, the size of
 * the 1.3M-triangle sphere issue 33 benchmarks on (no such fixture is in the shared fixtures).
 */
export async function writeSphereStl(file: string, segments = 1140, rings = 571): Promise<number> {
  await pipeline(sphereStl(segments, rings), fs.createWriteStream(file));
  return 2 * segments * (rings - 1);
}

async function* sphereStl(segments: number, rings: number): AsyncGenerator<Uint8Array> {
  const header = new Uint8Array(84);
  new DataView(header.buffer).setUint32(80, 2 * segments * (rings - 1), true);
  yield header;
  // Poles are single points, so every corner of the cap triangles is the same vertex on both sides.
  const point = (ring: number, segment: number): [number, number, number] => {
    if (ring === 0) return [0, 0, 10];
    if (ring === rings) return [0, 0, -10];
    const theta = (Math.PI * ring) / rings, phi = (2 * Math.PI * (segment % segments)) / segments;
    return [10 * Math.sin(theta) * Math.cos(phi), 10 * Math.sin(theta) * Math.sin(phi), 10 * Math.cos(theta)];
  };
  for (let ring = 0; ring < rings; ring++) {
    const chunk = new Uint8Array(50 * 2 * segments);
    const view = new DataView(chunk.buffer);
    let at = 0;
    const put = (...corners: [number, number, number][]) => {
      at += 12;
      for (const corner of corners) {
        for (const v of corner) {
          view.setFloat32(at, v, true);
          at += 4;
        }
      }
      at += 2;
    };
    for (let s = 0; s < segments; s++) {
      const a = point(ring, s), b = point(ring + 1, s), c = point(ring + 1, s + 1), d = point(ring, s + 1);
      if (ring > 0) put(a, b, d);
      if (ring < rings - 1) put(d, b, c);
    }
    yield chunk.subarray(0, at);
  }
}
