import { describe, expect, it } from 'vitest';
import { analyseObj } from '../../analysis/analyse-obj';
import { analysePly } from '../../analysis/analyse-ply';
import { analyseStl } from '../../analysis/analyse-stl';
import type { MeshAnalysis } from '../../analysis/mesh-analysis';
import { spurGear } from '../generators/spur-gear';
import { signedVolume, triangleCount } from '../mesh/mesh';
import { box } from '../mesh/primitives';
import { encodeMesh } from './encode-mesh';
import { formatNumber } from './format-number';
import { toBinaryStl } from './to-binary-stl';
import { toObj } from './to-obj';
import { toPly } from './to-ply';

async function* chunks(bytes: Uint8Array, size = 4096): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const gear = spurGear({ teeth: 18, module: 2, bore: 6, hub: { diameter: 14, height: 5 } });

describe('mesh writers round-trip through the streaming analysers', () => {
  const expectSame = (result: MeshAnalysis) => {
    expect(result.triangles).toBe(triangleCount(gear));
    expect(result.watertight).toBe(true);
    expect(result.volume).toBeCloseTo(signedVolume(gear), 0);
    expect(result.size.x).toBeCloseTo(40, 1); // tip diameter of 18 teeth at module 2: (18 + 2) × 2
  };

  it('binary STL', async () => {
    const stl = toBinaryStl(gear, 'Solid gear');
    expect(stl.length).toBe(84 + 50 * triangleCount(gear));
    // A header starting with "solid" would invite readers to take the file for ASCII.
    expect(stl.subarray(0, 5).toString('latin1').toLowerCase()).not.toBe('solid');
    expectSame(await analyseStl(chunks(stl)));
  });

  it('OBJ', async () => {
    expectSame(await analyseObj(chunks(Buffer.from(toObj(gear, 'spur gear')))));
  });

  it('PLY', async () => {
    expectSame(await analysePly(chunks(Buffer.from(toPly(gear)))));
  });

  it('encodes by format name', async () => {
    const cube = box(10, 10, 10);
    for (const [format, analyse] of [['stl', analyseStl], ['obj', analyseObj], ['ply', analysePly]] as const) {
      const result = await analyse(chunks(encodeMesh(cube, format, 'cube')));
      expect(result).toMatchObject({ triangles: 12, watertight: true });
      expect(result.volume).toBeCloseTo(1000, 6);
    }
  });

  it('writes STL normals of unit length pointing outwards', () => {
    const stl = toBinaryStl(box(10, 10, 10));
    // The first triangle of the box is on its bottom face.
    expect([stl.readFloatLE(84), stl.readFloatLE(88), stl.readFloatLE(92)]).toEqual([0, 0, -1]);
  });

  it('prints coordinates that read back as the same float32', () => {
    for (const v of [0, 1 / 3, -123.456789, 1e-7, 299.99998]) expect(Math.fround(Number(formatNumber(Math.fround(v))))).toBe(Math.fround(v));
  });
});
