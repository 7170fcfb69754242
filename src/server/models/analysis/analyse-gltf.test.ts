import { describe, expect, it } from 'vitest';
import { analyseGltf } from './analyse-gltf';
import { MeshFormatError } from './mesh-analysis';

// A unit tetrahedron's corners, interleaved with a 4-byte pad per vertex to exercise byteStride.
const corners = [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]];
function strided(): Buffer {
  const data = Buffer.alloc(corners.length * 16);
  corners.forEach((p, i) => p.forEach((v, axis) => data.writeFloatLE(v, i * 16 + axis * 4)));
  return data;
}
const faces = [0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3];

function document(node: object, mode = 4): object {
  const positions = strided();
  const indices = Buffer.alloc(faces.length * 2);
  faces.forEach((v, i) => indices.writeUInt16LE(v, i * 2));
  const data = Buffer.concat([positions, indices]);
  return {
    asset: { version: '2.0' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [node],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1, mode }] }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 4, type: 'VEC3' },
      { bufferView: 1, componentType: 5123, count: faces.length, type: 'SCALAR' },
    ],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positions.length, byteStride: 16 },
      { buffer: 0, byteOffset: positions.length, byteLength: indices.length },
    ],
    buffers: [{ byteLength: data.length, uri: `data:application/octet-stream;base64,${data.toString('base64')}` }],
  };
}
const gltf = (value: object): Buffer => Buffer.from(JSON.stringify(value));

describe('analyseGltf on embedded-buffer .gltf', () => {
  it('reads strided positions and 16-bit indices', async () => {
    const result = await analyseGltf(gltf(document({ mesh: 0 })), 'gltf');
    expect(result.triangles).toBe(4);
    expect(result.watertight).toBe(true);
    expect(result.volume).toBeCloseTo(1 / 6, 9);
  });

  it('applies translation, rotation and scale (TRS) like a scene loader', async () => {
    // Scale 2 then a quarter turn about Z: x and y extents swap, the volume grows 8-fold.
    const turn = Math.SQRT1_2;
    const node = { mesh: 0, scale: [2, 3, 1], rotation: [0, 0, turn, turn], translation: [10, 0, 0] };
    const result = await analyseGltf(gltf(document(node)), 'gltf');
    expect(result.size.x).toBeCloseTo(3, 6);
    expect(result.size.y).toBeCloseTo(2, 6);
    expect(result.volume).toBeCloseTo(1, 6);
  });

  it('skips primitives that are not TRIANGLES, so a lines-only file has no triangles', async () => {
    await expect(analyseGltf(gltf(document({ mesh: 0 }, 1)), 'gltf')).rejects.toThrow(/no triangles/);
  });

  it('refuses an external .bin, loops in the node graph and non-JSON', async () => {
    const external = { ...document({ mesh: 0 }), buffers: [{ byteLength: 100, uri: 'model.bin' }] };
    await expect(analyseGltf(gltf(external), 'gltf')).rejects.toThrow(/separate \.bin/);
    const loop = { ...document({ mesh: 0, children: [0] }) };
    await expect(analyseGltf(gltf(loop), 'gltf')).rejects.toThrow(/loops/);
    await expect(analyseGltf(Buffer.from('not json'), 'gltf')).rejects.toThrow(MeshFormatError);
    await expect(analyseGltf(Buffer.from('glTF\x02\0\0\0'), 'glb')).rejects.toThrow(MeshFormatError);
  });

  it('refuses a stream larger than the limit while reading it', async () => {
    async function* chunks(): AsyncGenerator<Uint8Array> {
      for (let i = 0; i < 10; i++) yield new Uint8Array(1000);
    }
    await expect(analyseGltf(chunks(), 'glb', 5000)).rejects.toThrow(/larger than/);
  });
});
