import { Mesh } from 'three';
import { PLYLoader } from 'three/examples/jsm/loaders/PLYLoader.js';
import { MODEL_FILE_ERRORS } from '../../../../shared/constants/model-file-errors';
import { ModelFileError } from './model-file-error';
import { meshesFromObject } from './meshes-from-object';
import type { MeshData } from './model-format';
import { tidyAsciiPly } from './ply-ascii-tidy';

/** Whether the PLY header declares faces; without them the file is a point cloud with no surface. */
function declaresFaces(buffer: ArrayBuffer): boolean {
  const head = new TextDecoder('latin1').decode(new Uint8Array(buffer, 0, Math.min(buffer.byteLength, 64 * 1024)));
  const header = head.slice(0, head.indexOf('end_header') >>> 0);
  return /^element\s+face\s+[1-9]/m.test(header);
}

/** ASCII or binary PLY. Colours and texture coordinates are ignored: the view shows shape. */
export function parsePly(buffer: ArrayBuffer): MeshData[] {
  const geometry = new PLYLoader().parse(tidyAsciiPly(buffer));
  if (geometry.getAttribute('position')?.count && !declaresFaces(buffer)) {
    // A point cloud: the server finds no triangles in it and says so in these words.
    throw new ModelFileError(MODEL_FILE_ERRORS.noTriangles);
  }
  // Per-face colours or texture coordinates make the loader split every face apart, leaving no index.
  return meshesFromObject(new Mesh(geometry), 1);
}
