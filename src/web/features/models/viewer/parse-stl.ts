import { Mesh } from 'three';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { MODEL_FILE_ERRORS } from '../../../../shared/constants/model-file-errors';
import { looksLikeAsciiStl, STL_SNIFF_BYTES } from '../../../../shared/geometry/stl-kind';
import { ModelFileError } from './model-file-error';
import { meshesFromObject } from './meshes-from-object';
import type { MeshData } from './model-format';

const HEADER = 84;
const RECORD = 50;

/**
 * Binary STL read here rather than by three's loader, which takes any file starting with "solid" for
 * ASCII unless its size matches exactly: a cut-short binary file with such a header then reads as an
 * ASCII file with no facets. The checks and their words are the server analysis's.
 */
function parseBinaryStl(buffer: ArrayBuffer): MeshData[] {
  if (buffer.byteLength < HEADER) throw new ModelFileError(MODEL_FILE_ERRORS.stlTooShort);
  const view = new DataView(buffer);
  const count = view.getUint32(80, true);
  const end = HEADER + count * RECORD;
  if (end > buffer.byteLength) throw new ModelFileError(MODEL_FILE_ERRORS.stlCutShort(count));
  // Some exporters pad the end with a few bytes; more than a whole record means the count is wrong.
  if (buffer.byteLength - end >= RECORD) throw new ModelFileError(MODEL_FILE_ERRORS.stlSizeMismatch);
  const positions = new Float32Array(count * 9);
  // Each record's 12-byte normal is skipped: many exporters write zeros or stale values there.
  for (let t = 0, at = HEADER + 12; t < count; t++, at += RECORD) {
    for (let k = 0; k < 9; k++) positions[t * 9 + k] = view.getFloat32(at + 4 * k, true);
  }
  return [{ positions }];
}

/** The loader reads a binary triangle count at byte 80 even of ASCII files; a short one gets trailing blank lines. */
function paddedForLoader(buffer: ArrayBuffer): ArrayBuffer {
  if (buffer.byteLength >= HEADER) return buffer;
  const padded = new Uint8Array(HEADER).fill(0x0a);
  padded.set(new Uint8Array(buffer));
  return padded.buffer;
}

/**
 * Binary or ASCII STL, told apart by content as the server does. The facet normals are dropped:
 * flat shading from the triangles is always right.
 */
export function parseStl(buffer: ArrayBuffer): MeshData[] {
  if (buffer.byteLength === 0) throw new ModelFileError(MODEL_FILE_ERRORS.stlEmpty);
  if (!looksLikeAsciiStl(new Uint8Array(buffer, 0, Math.min(buffer.byteLength, STL_SNIFF_BYTES)))) return parseBinaryStl(buffer);
  const geometry = new STLLoader().parse(paddedForLoader(buffer));
  geometry.deleteAttribute('normal');
  return meshesFromObject(new Mesh(geometry), 1);
}
