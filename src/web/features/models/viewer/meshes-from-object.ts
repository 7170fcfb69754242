import { Matrix3, Matrix4, type BufferAttribute, type InstancedMesh, type InterleavedBufferAttribute, type Mesh, type Object3D } from 'three';
import type { MeshData } from './model-format';

type Attribute = BufferAttribute | InterleavedBufferAttribute;

/** A plain Float32Array that owns its whole buffer can be transferred as it is, with no copy. */
function ownFloat32(attribute: Attribute): Float32Array | undefined {
  if ('isInterleavedBufferAttribute' in attribute || attribute.normalized || attribute.itemSize !== 3) return undefined;
  const array = attribute.array;
  if (!(array instanceof Float32Array) || array.byteOffset !== 0 || array.byteLength !== array.buffer.byteLength) return undefined;
  return array.length === attribute.count * 3 ? array : undefined;
}

/** Positions through `matrix` (getX/Y/Z also unpack interleaved and quantized attributes). */
function transformPositions(attribute: Attribute, matrix: Matrix4): Float32Array {
  const e = matrix.elements;
  const out = new Float32Array(attribute.count * 3);
  for (let i = 0; i < attribute.count; i++) {
    const x = attribute.getX(i), y = attribute.getY(i), z = attribute.getZ(i);
    out[i * 3] = e[0]! * x + e[4]! * y + e[8]! * z + e[12]!;
    out[i * 3 + 1] = e[1]! * x + e[5]! * y + e[9]! * z + e[13]!;
    out[i * 3 + 2] = e[2]! * x + e[6]! * y + e[10]! * z + e[14]!;
  }
  return out;
}

function transformNormals(attribute: Attribute, matrix: Matrix4): Float32Array {
  const e = new Matrix3().getNormalMatrix(matrix).elements;
  const out = new Float32Array(attribute.count * 3);
  for (let i = 0; i < attribute.count; i++) {
    const x = attribute.getX(i), y = attribute.getY(i), z = attribute.getZ(i);
    const nx = e[0]! * x + e[3]! * y + e[6]! * z;
    const ny = e[1]! * x + e[4]! * y + e[7]! * z;
    const nz = e[2]! * x + e[5]! * y + e[8]! * z;
    const length = Math.hypot(nx, ny, nz) || 1;
    out[i * 3] = nx / length;
    out[i * 3 + 1] = ny / length;
    out[i * 3 + 2] = nz / length;
  }
  return out;
}

const IDENTITY = new Matrix4();

/** What a loader's material says about a mesh's colour, for the formats whose materials count (glTF). */
export type MeshLook = Pick<MeshData, 'color' | 'texture'>;

/** Vertex colours as linear RGB floats; none when any is missing (OBJ lines without colour give NaN). */
function vertexColours(attribute: Attribute | undefined, count: number): Float32Array | undefined {
  if (!attribute || attribute.count !== count) return undefined;
  const out = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    out[i * 3] = attribute.getX(i);
    out[i * 3 + 1] = attribute.getY(i);
    out[i * 3 + 2] = attribute.getZ(i);
  }
  return out.every(Number.isFinite) ? out : undefined;
}

function textureCoordinates(attribute: Attribute | undefined, count: number): Float32Array | undefined {
  if (!attribute || attribute.count !== count) return undefined;
  const out = new Float32Array(count * 2);
  for (let i = 0; i < count; i++) {
    out[i * 2] = attribute.getX(i);
    out[i * 2 + 1] = attribute.getY(i);
  }
  return out;
}

/**
 * Bakes one mesh (one instance of it) into world-space arrays. Untransformed plain arrays are
 * handed over as they are, which keeps a large STL from being copied on its way to the page.
 */
function bake(mesh: Mesh, matrix: Matrix4, used: Set<ArrayBufferLike>, look: MeshLook | undefined): MeshData | undefined {
  const geometry = mesh.geometry;
  const position = geometry.getAttribute('position') as Attribute | undefined;
  if (!position || position.count === 0) return undefined;
  const identity = matrix.equals(IDENTITY);
  const claim = <T extends Float32Array | Uint32Array>(array: T | undefined): T | undefined => {
    if (!array || used.has(array.buffer)) return undefined;
    used.add(array.buffer);
    return array;
  };
  const positions = (identity ? claim(ownFloat32(position)) : undefined) ?? transformPositions(position, matrix);
  const normal = geometry.getAttribute('normal') as Attribute | undefined;
  const normals = normal && normal.count === position.count
    ? (identity ? claim(ownFloat32(normal)) : undefined) ?? transformNormals(normal, matrix)
    : undefined;
  const index = geometry.getIndex();
  let indices: Uint32Array | undefined;
  if (index) {
    const own = index.array instanceof Uint32Array && index.array.byteOffset === 0 && index.array.byteLength === index.array.buffer.byteLength;
    indices = (own ? claim(index.array as Uint32Array) : undefined) ?? Uint32Array.from(index.array);
  }
  const colors = vertexColours(geometry.getAttribute('color') as Attribute | undefined, position.count);
  const uvs = look?.texture ? textureCoordinates(geometry.getAttribute('uv') as Attribute | undefined, position.count) : undefined;
  const texture = uvs ? look?.texture : undefined;
  // A mirroring transform turns triangles inside out; the material is double-sided, so they still show.
  return {
    positions,
    ...(normals ? { normals } : {}),
    ...(indices ? { indices } : {}),
    ...(look?.color ? { color: look.color } : {}),
    ...(colors ? { colors } : {}),
    ...(uvs && texture ? { uvs, texture } : {}),
  };
}

/**
 * Every triangle mesh under `root`, with world transforms applied and scaled to millimetres, with
 * its vertex colours and what `lookOf` reads from its material.
 * Lines and points (OBJ `l`/`p`, glTF non-triangle primitives) are left out: they have no surface.
 */
export function meshesFromObject(root: Object3D, scale: number, lookOf?: (mesh: Mesh) => MeshLook | undefined): MeshData[] {
  root.updateMatrixWorld(true);
  const scaling = new Matrix4().makeScale(scale, scale, scale);
  const used = new Set<ArrayBufferLike>();
  const out: MeshData[] = [];
  root.traverse((object) => {
    const mesh = object as Mesh;
    if (!mesh.isMesh) return;
    const world = new Matrix4().multiplyMatrices(scaling, mesh.matrixWorld);
    const look = lookOf?.(mesh);
    const instanced = object as InstancedMesh;
    if (instanced.isInstancedMesh) {
      const instance = new Matrix4();
      for (let i = 0; i < instanced.count; i++) {
        instanced.getMatrixAt(i, instance);
        const baked = bake(mesh, new Matrix4().multiplyMatrices(world, instance), used, look);
        if (baked) out.push(baked);
      }
      return;
    }
    const baked = bake(mesh, world, used, look);
    if (baked) out.push(baked);
  });
  return out;
}
