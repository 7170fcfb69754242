import { Mesh } from 'three';
import { PLYLoader } from 'three/examples/jsm/loaders/PLYLoader.js';
import { ModelFileError } from './model-file-error';
import { meshesFromObject } from './meshes-from-object';
import type { MeshData } from './model-format';

/** ASCII or binary PLY. Vertex colours and texture coordinates are ignored: the view shows shape. */
export function parsePly(buffer: ArrayBuffer): MeshData[] {
  const geometry = new PLYLoader().parse(buffer);
  // The loader returns vertices without an index when the file has no faces: a point cloud.
  if (!geometry.getIndex() && geometry.getAttribute('position')?.count) {
    throw new ModelFileError('This PLY file has points but no faces, so there is no surface to show.');
  }
  return meshesFromObject(new Mesh(geometry), 1);
}
