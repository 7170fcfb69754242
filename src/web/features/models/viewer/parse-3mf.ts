import { MODEL_FILE_ERRORS } from '../../../../shared/constants/model-file-errors';
import { unzipSync } from 'fflate';
import { CONVENTIONAL_MODEL_PART, modelPartTargets, partKey, scanModelBytes, type ModelPart3mf } from '../../../../shared/geometry/threemf-scan';
import { compose3mf, type Transform3mf } from '../../../../shared/geometry/transform-3mf';
import { ModelFileError } from './model-file-error';
import { colourFor, objectLooks, type InheritedColour } from './threemf-colours';
import type { MeshData } from './model-format';

// Instancing one large object many times can ask for billions of triangles from a small file.
const MAX_TRIANGLES = 30_000_000;
const MAX_DEPTH = 32;
// Refused before inflating where the ZIP directory states sizes (the server checked the upload too).
const MAX_UNPACKED_BYTES = 1536 * 1024 * 1024;

// The viewer draws in float32 and shows the file's colours and textures.
const SCAN = { fail: (message: string) => new ModelFileError(message), precision: 'float32', materials: true } as const;

function unpack(buffer: ArrayBuffer): Map<string, Uint8Array> {
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(buffer), {
      // Only the XML we read: thumbnails and textures can be most of the archive.
      filter: (file) => {
        const key = partKey(file.name);
        if (!key.endsWith('.model') && !key.endsWith('.rels')) return false;
        // 0xFFFFFFFF means the real size is in a ZIP64 field this callback does not see.
        if (file.originalSize !== 0xffffffff) unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) throw new ModelFileError('This 3MF file unpacks to more data than the 3D view can read.');
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ModelFileError) throw error;
    throw new ModelFileError('This 3MF file is not a readable ZIP package.', String(error));
  }
  return new Map(Object.entries(files).map(([name, data]) => [partKey(name), data]));
}

/** The root model part named by `_rels/.rels` (3MF core §2.1), else the conventional name, else any. */
function rootPartName(parts: Map<string, Uint8Array>): string {
  const rels = parts.get('_rels/.rels');
  if (rels) {
    const target = modelPartTargets(new TextDecoder().decode(rels)).find((name) => parts.has(name));
    if (target !== undefined) return target;
  }
  if (parts.has(CONVENTIONAL_MODEL_PART)) return CONVENTIONAL_MODEL_PART;
  const any = [...parts.keys()].find((name) => name.endsWith('.model'));
  if (!any) throw new ModelFileError(MODEL_FILE_ERRORS.threeMfNoModelPart);
  return any;
}

/**
 * One position per corner of the given triangles: a vertex shared by triangles of different
 * colours needs a colour per corner. Drawn flat-shaded either way, so the picture is the same.
 */
function unshared(positions: Float32Array, indices: Uint32Array, triangles: number[]): Float32Array {
  const out = new Float32Array(triangles.length * 9);
  const vertices = positions.length / 3;
  let o = 0;
  for (const t of triangles) {
    for (let corner = 0; corner < 3; corner++) {
      const index = indices[t * 3 + corner]!;
      if (index >= vertices) throw new ModelFileError(MODEL_FILE_ERRORS.missingVertex('3MF'));
      out[o++] = positions[index * 3]!;
      out[o++] = positions[index * 3 + 1]!;
      out[o++] = positions[index * 3 + 2]!;
    }
  }
  return out;
}

/**
 * Decodes the texture images the meshes need and hands each its bitmap. A mesh whose image is
 * missing or does not decode (or where createImageBitmap is not there) keeps the plain material.
 */
async function attachTextures(buffer: ArrayBuffer, waiting: { mesh: MeshData; path: string }[]): Promise<void> {
  if (waiting.length === 0) return;
  const wanted = new Set(waiting.map((w) => partKey(w.path)));
  let images: Record<string, Uint8Array> = {};
  try {
    images = unzipSync(new Uint8Array(buffer), { filter: (file) => wanted.has(partKey(file.name)) });
  } catch {
    // Unreadable images leave the meshes plain.
  }
  const bitmaps = new Map<string, Promise<ImageBitmap | undefined>>();
  for (const [name, bytes] of Object.entries(images)) {
    const type = /\.jpe?g$/i.test(name) ? 'image/jpeg' : 'image/png';
    bitmaps.set(partKey(name), typeof createImageBitmap === 'undefined'
      ? Promise.resolve(undefined)
      : createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), { imageOrientation: 'none' }).catch(() => undefined));
  }
  for (const { mesh, path } of waiting) {
    const bitmap = await bitmaps.get(partKey(path));
    if (bitmap) mesh.texture = bitmap;
    else delete mesh.uvs;
  }
}

/**
 * 3MF without a DOM (workers have no DOMParser): the root model part, and the parts its components
 * point to, are scanned tag by tag; every build item becomes meshes placed by the item and
 * component transforms and scaled from the file's unit to millimetres, with its colours and textures.
 */
export async function parse3mf(buffer: ArrayBuffer): Promise<MeshData[]> {
  const files = unpack(buffer);
  const rootName = rootPartName(files);
  const scanned = new Map<string, ModelPart3mf>();
  const partAt = (name: string): ModelPart3mf => {
    let part = scanned.get(name);
    if (!part) {
      const bytes = files.get(name);
      if (!bytes) throw new ModelFileError(`This 3MF file refers to a model part it does not contain (${name}).`);
      part = scanModelBytes(bytes, SCAN);
      scanned.set(name, part);
    }
    return part;
  };
  const root = partAt(rootName);
  // The scan refused an unknown unit.
  const scale = root.scale;

  const meshes: MeshData[] = [];
  const textured: { mesh: MeshData; path: string }[] = [];
  let triangles = 0;
  const emit = (partName: string, objectId: string, m: Transform3mf, depth: number, inherited?: InheritedColour): void => {
    const object = partAt(partName).objects.get(objectId);
    if (!object) throw new ModelFileError(MODEL_FILE_ERRORS.threeMfUndefinedObject(objectId));
    if (depth > MAX_DEPTH) throw new ModelFileError(MODEL_FILE_ERRORS.threeMfTooDeep);
    const v = object.vertices.view();
    const indices = object.triangles.view();
    if (object.maxIndex >= v.length / 3) throw new ModelFileError(MODEL_FILE_ERRORS.missingVertex('3MF'));
    if (indices.length > 0) {
      triangles += indices.length / 3;
      if (triangles > MAX_TRIANGLES) throw new ModelFileError('This 3MF file places more triangles than the 3D view can show.');
      const positions = new Float32Array(v.length);
      for (let i = 0; i < v.length; i += 3) {
        const x = v[i]!, y = v[i + 1]!, z = v[i + 2]!;
        positions[i] = (x * m[0]! + y * m[3]! + z * m[6]! + m[9]!) * scale;
        positions[i + 1] = (x * m[1]! + y * m[4]! + z * m[7]! + m[10]!) * scale;
        positions[i + 2] = (x * m[2]! + y * m[5]! + z * m[8]! + m[11]!) * scale;
      }
      const looks = objectLooks(object, partAt(partName), inherited);
      // Each placement gets its own index copy, since every array is transferred to the page once.
      if (!looks) meshes.push({ positions, indices: indices.slice() });
      if (looks?.coloured) meshes.push({ positions: unshared(positions, indices, looks.coloured.triangles), colors: looks.coloured.colors });
      for (const { path, triangles: which, uvs } of looks?.textured ?? []) {
        const mesh: MeshData = { positions: unshared(positions, indices, which), uvs };
        meshes.push(mesh);
        textured.push({ mesh, path });
      }
    }
    for (const component of object.components) {
      const target = component.path === undefined ? partName : partKey(component.path);
      emit(target, component.objectId, compose3mf(component.transform, m), depth + 1, colourFor(object, partAt(partName), inherited));
    }
  };
  for (const item of root.items) emit(item.path === undefined ? rootName : partKey(item.path), item.objectId, item.transform, 0);
  await attachTextures(buffer, textured);
  return meshes;
}
