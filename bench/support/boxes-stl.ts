import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

/**
 * Writes a binary STL of about `triangles` triangles: a grid of closed unit boxes (12 triangles
 * each), so the watertight check does real work, as on a real model. 5.24 million make 250 MB.
 */
export async function writeBoxesStl(file: string, triangles: number): Promise<void> {
  await pipeline(boxesStl(triangles), fs.createWriteStream(file));
}

async function* boxesStl(target: number): AsyncGenerator<Uint8Array> {
  const boxes = Math.ceil(target / 12);
  const side = Math.ceil(Math.cbrt(boxes));
  const header = new Uint8Array(84);
  new DataView(header.buffer).setUint32(80, boxes * 12, true);
  yield header;
  const quads = [
    [[0, 0, 0], [0, 1, 0], [1, 1, 0], [1, 0, 0]], [[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]],
    [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]], [[0, 1, 0], [0, 1, 1], [1, 1, 1], [1, 1, 0]],
    [[0, 0, 0], [0, 0, 1], [0, 1, 1], [0, 1, 0]], [[1, 0, 0], [1, 1, 0], [1, 1, 1], [1, 0, 1]],
  ];
  for (let b = 0; b < boxes; b++) {
    const ox = (b % side) * 2, oy = (Math.floor(b / side) % side) * 2, oz = Math.floor(b / side / side) * 2;
    const chunk = new Uint8Array(12 * 50);
    const view = new DataView(chunk.buffer);
    let at = 0;
    for (const [p0, p1, p2, p3] of quads) {
      for (const tri of [[p0, p1, p2], [p0, p2, p3]]) {
        at += 12;
        for (const v of tri) for (let k = 0; k < 3; k++, at += 4) view.setFloat32(at, v![k]! + (k === 0 ? ox : k === 1 ? oy : oz), true);
        at += 2;
      }
    }
    yield chunk;
  }
}
