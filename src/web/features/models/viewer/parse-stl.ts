import { Mesh } from 'three';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { ModelFileError } from './model-file-error';
import { meshesFromObject } from './meshes-from-object';
import type { MeshData } from './model-format';

/** The loader's own test: ASCII files start with "solid", perhaps after a byte order mark. */
function looksAscii(buffer: ArrayBuffer): boolean {
  const at = new TextDecoder('latin1').decode(new Uint8Array(buffer, 0, 10)).indexOf('solid');
  return at >= 0 && at < 5;
}

/**
 * Binary or ASCII STL (three's loader tells them apart). The facet normals are dropped: many
 * exporters write zeros or stale values there, and flat shading from the triangles is always right.
 */
export function parseStl(buffer: ArrayBuffer): MeshData[] {
  // The loader reads the binary triangle count at byte 80 even to detect ASCII; a shorter file cannot
  // hold a triangle either way (one ASCII facet alone is longer).
  if (buffer.byteLength < 84) throw new ModelFileError('This file contains no triangles, so there is no 3D model to show.');
  if (!looksAscii(buffer) && 84 + new DataView(buffer).getUint32(80, true) * 50 > buffer.byteLength) {
    throw new ModelFileError('This STL file is cut short: it announces more triangles than it holds.');
  }
  const geometry = new STLLoader().parse(buffer);
  geometry.deleteAttribute('normal');
  return meshesFromObject(new Mesh(geometry), 1);
}
