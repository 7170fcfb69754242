import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import { meshInstances, transformPoint, type GltfJson } from './gltf-scene';
import { MeshAccumulator } from './mesh-accumulator';
import { MeshFormatError, type MeshAnalysis, type TriangleSink } from './mesh-analysis';
import { GLTF_METRES_TO_MM } from '../../../shared/geometry/gltf-units';

/** The largest model file we accept; a glTF is held whole in memory because accessors index into it anywhere. */
export const MAX_GLTF_BYTES = 512 * 1024 * 1024;
const TRIANGLES = 4;
const FLOAT = 5126;
const INDEX_SIZES = new Map([[5121, 1], [5123, 2], [5125, 4]]);
// Positions must be 32-bit floats unless KHR_mesh_quantization is used, which we do not read.
const FLOAT_SIZES = new Map([[FLOAT, 4]]);

async function collect(source: Buffer | AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(source)) {
    if (source.length > maxBytes) throw new MeshFormatError('This glTF file is larger than we can analyse.');
    return source;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    // Checked while reading, so an oversized upload is refused before it is all in memory.
    if (total > maxBytes) throw new MeshFormatError('This glTF file is larger than we can analyse.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** Splits a GLB into its JSON and its binary chunk (glTF 2.0 §4.4). */
function parseGlb(data: Buffer): { json: string; bin: Buffer | undefined } {
  if (data.length < 20 || data.toString('latin1', 0, 4) !== 'glTF') throw new MeshFormatError('This is not a GLB file.');
  if (data.readUInt32LE(4) !== 2) throw new MeshFormatError('Only glTF 2.0 GLB files can be analysed.');
  const end = Math.min(data.readUInt32LE(8), data.length);
  let json: string | undefined;
  let bin: Buffer | undefined;
  for (let offset = 12; offset + 8 <= end; ) {
    const length = data.readUInt32LE(offset);
    const type = data.readUInt32LE(offset + 4);
    const body = data.subarray(offset + 8, Math.min(offset + 8 + length, end));
    if (type === 0x4e4f534a && json === undefined) json = body.toString('utf8');
    else if (type === 0x004e4942 && bin === undefined) bin = body;
    offset += 8 + length;
  }
  if (json === undefined) throw new MeshFormatError(MODEL_FILE_ERRORS.glbNoJson);
  return { json, bin };
}

function resolveBuffers(gltf: GltfJson, bin: Buffer | undefined): Buffer[] {
  return (gltf.buffers ?? []).map((buffer, index) => {
    if (buffer.uri === undefined) {
      if (index === 0 && bin) return bin;
      throw new MeshFormatError(MODEL_FILE_ERRORS.gltfMissingBinary);
    }
    const match = /^data:[^,]*;base64,/.exec(buffer.uri);
    if (match) return Buffer.from(buffer.uri.slice(match[0].length), 'base64');
    throw new MeshFormatError(MODEL_FILE_ERRORS.gltfSeparateBin);
  });
}

/** Reads one accessor as numbers, honouring byteStride; refuses reads outside the buffer. */
function readAccessor(gltf: GltfJson, buffers: Buffer[], index: number, components: number, sizes: Map<number, number>): number[] {
  const accessor = gltf.accessors?.[index];
  const view = gltf.bufferViews?.[accessor?.bufferView ?? -1];
  const buffer = buffers[view?.buffer ?? -1];
  const size = sizes.get(accessor?.componentType ?? -1);
  if (!accessor || !view || !buffer || size === undefined) {
    throw new MeshFormatError('This glTF file has a mesh whose vertex data we cannot read (missing or compressed buffers).');
  }
  const count = accessor.count ?? 0;
  const stride = view.byteStride ?? size * components;
  const start = (view.byteOffset ?? 0) + (accessor.byteOffset ?? 0);
  const viewEnd = (view.byteOffset ?? 0) + (view.byteLength ?? 0);
  if (count > 0 && (start + stride * (count - 1) + size * components > Math.min(viewEnd, buffer.length))) {
    throw new MeshFormatError('This glTF file has an accessor that reaches past the end of its buffer.');
  }
  const float = accessor.componentType === FLOAT;
  const out = new Array<number>(count * components);
  for (let i = 0; i < count; i++) {
    for (let c = 0; c < components; c++) {
      const at = start + i * stride + c * size;
      out[i * components + c] = float ? buffer.readFloatLE(at)
        : size === 4 ? buffer.readUInt32LE(at) : size === 2 ? buffer.readUInt16LE(at) : buffer.readUInt8(at);
    }
  }
  return out;
}

/** Analyses a GLB, or a .gltf whose buffers are embedded as base64 `data:` URIs, scene transforms applied. */
export async function analyseGltf(source: Buffer | AsyncIterable<Uint8Array>, kind: 'glb' | 'gltf', maxBytes = MAX_GLTF_BYTES, sink?: TriangleSink): Promise<MeshAnalysis> {
  const data = await collect(source, maxBytes);
  const { json, bin } = kind === 'glb' ? parseGlb(data) : { json: data.toString('utf8'), bin: undefined };
  let gltf: GltfJson;
  try {
    gltf = JSON.parse(json) as GltfJson;
  } catch {
    throw new MeshFormatError(MODEL_FILE_ERRORS.gltfNotJson);
  }
  if (typeof gltf !== 'object' || gltf === null) throw new MeshFormatError('This glTF file is not a glTF document.');
  const buffers = resolveBuffers(gltf, bin);
  const acc = new MeshAccumulator(0, sink);
  for (const { mesh, matrix } of meshInstances(gltf)) {
    for (const primitive of gltf.meshes?.[mesh]?.primitives ?? []) {
      // Points, lines, strips and fans are not TRIANGLES; trimesh's surface figures ignore lines and points too.
      if ((primitive.mode ?? TRIANGLES) !== TRIANGLES || primitive.attributes?.POSITION === undefined) continue;
      const positions = readAccessor(gltf, buffers, primitive.attributes.POSITION, 3, FLOAT_SIZES);
      const vertexCount = positions.length / 3;
      const indices = primitive.indices === undefined
        ? Array.from({ length: vertexCount }, (_, i) => i)
        : readAccessor(gltf, buffers, primitive.indices, 1, INDEX_SIZES);
      const world = new Float64Array(positions.length);
      for (let v = 0; v < vertexCount; v++) {
        world.set(transformPoint(matrix, positions[v * 3]!, positions[v * 3 + 1]!, positions[v * 3 + 2]!), v * 3);
      }
      for (let t = 0; t + 2 < indices.length; t += 3) {
        const [a, b, c] = [indices[t]!, indices[t + 1]!, indices[t + 2]!];
        if (a >= vertexCount || b >= vertexCount || c >= vertexCount) throw new MeshFormatError(MODEL_FILE_ERRORS.missingVertex('glTF'));
        acc.addTriangle(world[a * 3]!, world[a * 3 + 1]!, world[a * 3 + 2]!, world[b * 3]!, world[b * 3 + 1]!, world[b * 3 + 2]!, world[c * 3]!, world[c * 3 + 1]!, world[c * 3 + 2]!);
      }
    }
  }
  // Sizes stay in the file's metres; the problem edges go in the 3D view's millimetres.
  return acc.finish(1, GLTF_METRES_TO_MM);
}
