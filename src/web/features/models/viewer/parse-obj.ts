import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { ModelFileError } from './model-file-error';
import { meshesFromObject } from './meshes-from-object';
import { checkObjFaces } from './obj-face-check';
import type { MeshData } from './model-format';

// V8 cannot hold a string much longer than 512 M characters; OBJ is text, so refuse before decoding.
const MAX_OBJ_BYTES = 500 * 1024 * 1024;

/** Wavefront OBJ; materials (.mtl) and textures are not part of the upload, so only geometry is read. */
export function parseObj(buffer: ArrayBuffer): MeshData[] {
  if (buffer.byteLength > MAX_OBJ_BYTES) throw new ModelFileError('This OBJ file is too large to show in the browser.');
  const text = new TextDecoder().decode(buffer);
  checkObjFaces(text);
  return meshesFromObject(new OBJLoader().parse(text), 1);
}
