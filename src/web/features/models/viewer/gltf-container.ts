import { MODEL_FILE_ERRORS } from '../../../../shared/constants/model-file-errors';
import { ModelFileError } from './model-file-error';

const GLB_MAGIC = 0x46546c67; // "glTF"
const JSON_CHUNK = 0x4e4f534a;
const BIN_CHUNK = 0x004e4942;

/** The parts of a glTF document this viewer edits before handing it to three's loader. */
export interface GltfDocument {
  asset?: { version?: string };
  extensionsUsed?: string[];
  extensionsRequired?: string[];
  buffers?: { uri?: string; byteLength?: number; extensions?: { EXT_meshopt_compression?: { fallback?: boolean } } }[];
  bufferViews?: { buffer?: number; byteOffset?: number; extensions?: { EXT_meshopt_compression?: { buffer?: number; byteOffset?: number } } }[];
  images?: unknown[];
  textures?: unknown[];
  samplers?: unknown[];
  materials?: unknown[];
  meshes?: { primitives?: { material?: number }[] }[];
  [key: string]: unknown;
}

function isGlb(buffer: ArrayBuffer): boolean {
  return buffer.byteLength >= 12 && new DataView(buffer).getUint32(0, true) === GLB_MAGIC;
}

function parseJson(bytes: Uint8Array): GltfDocument {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new ModelFileError(MODEL_FILE_ERRORS.gltfNotJson, String(error));
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new ModelFileError('This file is not a glTF document.');
  return json as GltfDocument;
}

/**
 * Splits a GLB into its JSON and its binary chunk (glTF 2.0 §4.4), or reads a .gltf as JSON. The
 * content decides, not the name, except that a .glb must really be one.
 */
export function readGltf(buffer: ArrayBuffer, kind: 'glb' | 'gltf'): { json: GltfDocument; bin?: Uint8Array } {
  if (!isGlb(buffer)) {
    if (kind === 'glb') throw new ModelFileError('This file is not a GLB file: it does not start with the GLB header.');
    return { json: parseJson(new Uint8Array(buffer)) };
  }
  const view = new DataView(buffer);
  if (view.getUint32(4, true) !== 2) throw new ModelFileError('Only glTF 2.0 GLB files can be shown.');
  const end = Math.min(view.getUint32(8, true), buffer.byteLength);
  let json: GltfDocument | undefined;
  let bin: Uint8Array | undefined;
  for (let offset = 12; offset + 8 <= end; ) {
    const length = view.getUint32(offset, true);
    const type = view.getUint32(offset + 4, true);
    const body = new Uint8Array(buffer, offset + 8, Math.max(0, Math.min(length, end - offset - 8)));
    if (type === JSON_CHUNK && !json) json = parseJson(body);
    else if (type === BIN_CHUNK && !bin) bin = body;
    offset += 8 + length;
  }
  if (!json) throw new ModelFileError(MODEL_FILE_ERRORS.glbNoJson);
  return bin ? { json, bin } : { json };
}

const pad4 = (n: number): number => (n + 3) & ~3;
const pad8 = (n: number): number => (n + 7) & ~7;

function decodeDataUri(uri: string): Uint8Array {
  const comma = uri.indexOf(',');
  if (comma === -1 || !uri.slice(0, comma).endsWith(';base64')) throw new ModelFileError('This glTF file embeds its data in a form the 3D view cannot read.');
  let text: string;
  try {
    text = atob(uri.slice(comma + 1));
  } catch {
    throw new ModelFileError('This glTF file has embedded data that is not valid base64.');
  }
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/**
 * Moves every buffer (the GLB's own chunk and any base64 data: URIs) into one binary chunk and
 * points the buffer views at it. The loader then fetches nothing: the site's Content-Security-Policy
 * (connect-src 'self') would refuse a fetch of a data: URI, and an outside .bin cannot be had at all.
 */
export function packBuffers(json: GltfDocument, bin: Uint8Array | undefined): Uint8Array {
  const buffers = json.buffers ?? [];
  if (buffers.length === 0) return new Uint8Array(0);
  const parts = buffers.map((buffer, index): Uint8Array | null => {
    if (buffer.uri === undefined) {
      if (index === 0 && bin) return bin;
      // meshopt's fallback buffers hold nothing; the decoder reads the compressed copy instead.
      if (buffer.extensions?.EXT_meshopt_compression?.fallback) return null;
      throw new ModelFileError(MODEL_FILE_ERRORS.gltfMissingBinary);
    }
    if (buffer.uri.startsWith('data:')) return decodeDataUri(buffer.uri);
    throw new ModelFileError(MODEL_FILE_ERRORS.gltfSeparateBin);
  });
  const packed: NonNullable<GltfDocument['buffers']> = [{}];
  const target: number[] = [];
  const base: number[] = [];
  let total = 0;
  parts.forEach((part, index) => {
    if (part) {
      total = pad8(total);
      target[index] = 0;
      base[index] = total;
      total += part.byteLength;
    } else {
      target[index] = packed.length;
      base[index] = 0;
      packed.push(buffers[index]!);
    }
  });
  const merged = new Uint8Array(total);
  parts.forEach((part, index) => {
    if (part) merged.set(part, base[index]);
  });
  packed[0] = { byteLength: total };
  const remap = (ref: { buffer?: number; byteOffset?: number }): void => {
    const from = ref.buffer ?? -1;
    if (target[from] === undefined) return;
    ref.buffer = target[from];
    ref.byteOffset = (ref.byteOffset ?? 0) + base[from]!;
  };
  for (const view of json.bufferViews ?? []) {
    remap(view);
    const meshopt = view.extensions?.EXT_meshopt_compression;
    if (meshopt) remap(meshopt);
  }
  json.buffers = packed;
  return merged;
}

/** A GLB again, with the edited JSON; three's loader only takes the binary chunk from a GLB. */
export function writeGlb(json: GltfDocument, bin: Uint8Array): ArrayBuffer {
  const text = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = pad4(text.byteLength);
  const binLength = pad4(bin.byteLength);
  const total = 12 + 8 + jsonLength + 8 + binLength;
  const out = new ArrayBuffer(total);
  const view = new DataView(out);
  const bytes = new Uint8Array(out);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, JSON_CHUNK, true);
  bytes.set(text, 20);
  // JSON chunks are padded with spaces, binary chunks with zeros (glTF 2.0 §4.4.3).
  bytes.fill(0x20, 20 + text.byteLength, 20 + jsonLength);
  view.setUint32(20 + jsonLength, binLength, true);
  view.setUint32(24 + jsonLength, BIN_CHUNK, true);
  bytes.set(bin, 28 + jsonLength);
  return out;
}
