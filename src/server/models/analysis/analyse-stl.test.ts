import { describe, expect, it } from 'vitest';
import { analyseStl } from './analyse-stl';
import { MeshFormatError } from './mesh-analysis';
import { chunked, describeTrimeshAgreement, readFixture } from './stream-fixtures';

describeTrimeshAgreement('analyseStl', /\.stl$/i, analyseStl);

/** A binary STL of `count` triangles on a grid, generated chunk by chunk as an upload would stream in. */
async function* generatedStl(count: number): AsyncGenerator<Uint8Array> {
  const header = new Uint8Array(84);
  header.set(new TextEncoder().encode('solid generated')); // a binary header that starts with "solid"
  new DataView(header.buffer).setUint32(80, count, true);
  yield header;
  const perChunk = 1000;
  for (let start = 0; start < count; start += perChunk) {
    const n = Math.min(perChunk, count - start);
    const view = new DataView(new ArrayBuffer(50 * n));
    for (let i = 0; i < n; i++) {
      const t = start + i, x = t % 1000, y = Math.floor(t / 1000);
      [x, y, 0, x + 1, y, 0, x, y + 1, 0].forEach((v, k) => view.setFloat32(50 * i + 12 + 4 * k, v, true));
    }
    yield new Uint8Array(view.buffer);
  }
}

describe('analyseStl on large and broken input', () => {
  it('analyses a generated 300,000-triangle binary STL', async () => {
    const result = await analyseStl(generatedStl(300_000));
    expect(result).toMatchObject({ triangles: 300_000, size: { x: 1000, y: 300, z: 0 }, surfaceArea: 150_000, watertight: false });
  });

  it('refuses a binary STL cut short', async () => {
    const bytes = readFixture('unit_cube.STL');
    await expect(analyseStl(chunked(bytes.subarray(0, bytes.length - 10), 7))).rejects.toThrow(/cut short/);
  });

  it('refuses an ASCII STL that ends inside a facet', async () => {
    const text = new TextEncoder().encode('solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\n');
    await expect(analyseStl(chunked(text, 7))).rejects.toThrow(MeshFormatError);
  });
});
