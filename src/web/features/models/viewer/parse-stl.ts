import { Mesh } from 'three';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { meshesFromObject } from './meshes-from-object';
import type { MeshData } from './model-format';

/**
 * Binary or ASCII STL (three's loader tells them apart). The facet normals are dropped: many
 * exporters write zeros or stale values there, and flat shading from the triangles is always right.
 */
export function parseStl(buffer: ArrayBuffer): MeshData[] {
  const geometry = new STLLoader().parse(buffer);
  geometry.deleteAttribute('normal');
  return meshesFromObject(new Mesh(geometry), 1);
}
