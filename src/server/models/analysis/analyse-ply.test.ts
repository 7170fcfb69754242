import { describe, expect, it } from 'vitest';
import { analysePly } from './analyse-ply';
import { chunked, describeTrimeshAgreement } from './stream-fixtures';

describeTrimeshAgreement('analysePly', /\.ply$/i, analysePly);

describe('analysePly on other input', () => {
  const header = (format: string) => `ply\nformat ${format} 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n`;

  it('reads binary_big_endian', async () => {
    const head = new TextEncoder().encode(header('binary_big_endian'));
    const view = new DataView(new ArrayBuffer(36 + 1 + 12));
    [0, 0, 0, 2, 0, 0, 0, 2, 0].forEach((v, i) => view.setFloat32(4 * i, v, false));
    view.setUint8(36, 3);
    [0, 1, 2].forEach((v, i) => view.setInt32(37 + 4 * i, v, false));
    const bytes = new Uint8Array([...head, ...new Uint8Array(view.buffer)]);
    expect(await analysePly(chunked(bytes, 7))).toMatchObject({ triangles: 1, size: { x: 2, y: 2, z: 0 }, surfaceArea: 2 });
  });

  it('refuses a binary file cut short and an index out of range', async () => {
    const head = new TextEncoder().encode(header('binary_little_endian'));
    await expect(analysePly(chunked(new Uint8Array([...head, 0, 0, 0]), 7))).rejects.toThrow(/cut short/);
    const ascii = new TextEncoder().encode(`${header('ascii')}0 0 0\n1 0 0\n0 1 0\n3 0 1 3\n`);
    await expect(analysePly(chunked(ascii, 7))).rejects.toThrow(/does not exist/);
  });
});
