import { MeshFormatError } from './mesh-analysis';

/** The parts of a glTF 2.0 document the analysis reads; everything else (materials, textures…) is ignored. */
export interface GltfJson {
  scene?: number;
  scenes?: { nodes?: number[] }[];
  nodes?: { children?: number[]; mesh?: number; matrix?: number[]; translation?: number[]; rotation?: number[]; scale?: number[] }[];
  meshes?: { primitives?: { attributes?: { POSITION?: number }; indices?: number; mode?: number }[] }[];
  accessors?: { bufferView?: number; byteOffset?: number; componentType?: number; count?: number; type?: string }[];
  bufferViews?: { buffer?: number; byteOffset?: number; byteLength?: number; byteStride?: number }[];
  buffers?: { uri?: string; byteLength?: number }[];
}

/** Column-major 4×4, as glTF stores node matrices. */
export type Mat4 = number[];
const IDENTITY: Mat4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

function multiply(a: Mat4, b: Mat4): Mat4 {
  const out = new Array<number>(16).fill(0);
  for (let col = 0; col < 4; col++) {
    for (let row = 0; row < 4; row++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += a[k * 4 + row]! * b[col * 4 + k]!;
      out[col * 4 + row] = sum;
    }
  }
  return out;
}

/** A node's local transform: its matrix, or translation × rotation × scale (glTF 2.0 §3.5.3). */
function localMatrix(node: NonNullable<GltfJson['nodes']>[number]): Mat4 {
  if (node.matrix?.length === 16) return node.matrix;
  const [tx, ty, tz] = node.translation ?? [0, 0, 0];
  const [x, y, z, w] = node.rotation ?? [0, 0, 0, 1];
  const [sx, sy, sz] = node.scale ?? [1, 1, 1];
  const qx = x ?? 0, qy = y ?? 0, qz = z ?? 0, qw = w ?? 1;
  const r = [
    1 - 2 * (qy * qy + qz * qz), 2 * (qx * qy + qz * qw), 2 * (qx * qz - qy * qw),
    2 * (qx * qy - qz * qw), 1 - 2 * (qx * qx + qz * qz), 2 * (qy * qz + qx * qw),
    2 * (qx * qz + qy * qw), 2 * (qy * qz - qx * qw), 1 - 2 * (qx * qx + qy * qy),
  ];
  const s = [sx ?? 1, sy ?? 1, sz ?? 1];
  return [
    r[0]! * s[0]!, r[1]! * s[0]!, r[2]! * s[0]!, 0,
    r[3]! * s[1]!, r[4]! * s[1]!, r[5]! * s[1]!, 0,
    r[6]! * s[2]!, r[7]! * s[2]!, r[8]! * s[2]!, 0,
    tx ?? 0, ty ?? 0, tz ?? 0, 1,
  ];
}

/**
 * Every mesh instance in the default scene with its world transform, as trimesh sees a scene: a mesh
 * used by two nodes counts twice. Files without scenes fall back to every mesh once, untransformed.
 */
export function meshInstances(gltf: GltfJson): { mesh: number; matrix: Mat4 }[] {
  const nodes = gltf.nodes ?? [];
  const scene = gltf.scenes?.[gltf.scene ?? 0];
  if (!scene) return (gltf.meshes ?? []).map((_, mesh) => ({ mesh, matrix: IDENTITY }));
  const found: { mesh: number; matrix: Mat4 }[] = [];
  // A depth cap (and the visited set) refuse cyclic node graphs, which would otherwise never end.
  const walk = (index: number, parent: Mat4, visiting: Set<number>): void => {
    const node = nodes[index];
    if (!node) throw new MeshFormatError('This glTF file refers to a scene node that does not exist.');
    if (visiting.has(index) || visiting.size > 256) throw new MeshFormatError('This glTF file has a node hierarchy that loops.');
    const world = multiply(parent, localMatrix(node));
    if (node.mesh !== undefined) found.push({ mesh: node.mesh, matrix: world });
    visiting.add(index);
    for (const child of node.children ?? []) walk(child, world, visiting);
    visiting.delete(index);
  };
  for (const root of scene.nodes ?? []) walk(root, IDENTITY, new Set());
  return found;
}

export function transformPoint(m: Mat4, x: number, y: number, z: number): [number, number, number] {
  return [
    m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
    m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
    m[2]! * x + m[6]! * y + m[10]! * z + m[14]!,
  ];
}
