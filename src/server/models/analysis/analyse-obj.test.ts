import { describe, expect, it } from 'vitest';
import { analyseObj } from './analyse-obj';
import { MeshFormatError } from './mesh-analysis';
import { chunked, entriesFor, expectAgreement, fixtureName, JPEG, readFixture } from './stream-fixtures';

const { meshes, empty } = entriesFor(/\.obj$/i);

describe('analyseObj agrees with trimesh', () => {
  it.each(meshes.map((e) => [fixtureName(e), e] as const))('%s', async (name, want) => {
    const bytes = readFixture(name);
    const whole = await analyseObj(chunked(bytes, 64 * 1024));
    expectAgreement(whole, want);
    // Tiny chunks split lines, numbers and binary records: the result must not change at all.
    expect(await analyseObj(chunked(bytes, 7))).toEqual(whole);
  });

  it.each(empty.map((e) => fixtureName(e)))('refuses %s, which has no triangles', async (name) => {
    await expect(analyseObj(chunked(readFixture(name), 7))).rejects.toThrow(MeshFormatError);
  });

  it('refuses an empty stream and a renamed JPEG', async () => {
    await expect(analyseObj(chunked(new Uint8Array(0), 7))).rejects.toThrow(MeshFormatError);
    await expect(analyseObj(chunked(JPEG, 7))).rejects.toThrow(MeshFormatError);
  });
});

describe('analyseObj on broken input', () => {
  const text = (s: string) => chunked(new TextEncoder().encode(s), 7);

  it('refuses a face that refers to a vertex that does not exist', async () => {
    await expect(analyseObj(text('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 4\n'))).rejects.toThrow(/vertex 4/);
    await expect(analyseObj(text('v 0 0 0\nv 1 0 0\nv 0 1 0\nf -1 -2 -4\n'))).rejects.toThrow(MeshFormatError);
  });

  it('refuses a vertex with a coordinate that is not a number', async () => {
    await expect(analyseObj(text('v 0 zero 0\n'))).rejects.toThrow(/not a number/);
  });

  it('reads a face split over two lines with a backslash', async () => {
    const result = await analyseObj(text('v 0 0 0\nv 1 0 0\nv 0 1 0\r\nf 1 2 \\\n 3\n'));
    expect(result).toMatchObject({ triangles: 1, surfaceArea: 0.5 });
  });
});
