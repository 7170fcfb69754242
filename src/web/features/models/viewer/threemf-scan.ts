import { GrowableArray } from './growable-array';
import { ModelFileError } from './model-file-error';

/** 3MF's affine transform, row-vector form: "m00 m01 m02 m10 m11 m12 m20 m21 m22 m30 m31 m32". */
export type Transform3mf = number[];
export const IDENTITY_3MF: Transform3mf = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];

/** A reference to an object, possibly in another model part (production extension `p:path`). */
export interface ObjectRef {
  objectId: string;
  path: string | undefined;
  transform: Transform3mf;
}

export interface Object3mf {
  vertices: GrowableArray<Float32Array>;
  triangles: GrowableArray<Uint32Array>;
  components: ObjectRef[];
}

export interface ModelPart {
  unit: string;
  objects: Map<string, Object3mf>;
  items: ObjectRef[];
}

const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
// Decoding the XML a slice at a time keeps a multi-hundred-megabyte part from becoming one string.
const SLICE_BYTES = 4 * 1024 * 1024;
const MAX_TAG_CHARS = 1024 * 1024;

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) out.set(match[1]!, match[2] ?? match[3] ?? '');
  return out;
}

function numberOf(attrs: Map<string, string>, name: string): number {
  const text = attrs.get(name);
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isFinite(value)) throw new ModelFileError(`This 3MF file has a ${name} value that is not a number.`);
  return value;
}

function indexOf(attrs: Map<string, string>, name: string): number {
  const value = numberOf(attrs, name);
  if (!Number.isInteger(value) || value < 0) throw new ModelFileError('This 3MF file has a triangle that refers to a missing vertex.');
  return value;
}

function transformOf(attrs: Map<string, string>): Transform3mf {
  const text = attrs.get('transform');
  if (text === undefined) return IDENTITY_3MF;
  const values = text.trim().split(/\s+/).map(Number);
  if (values.length !== 12 || !values.every(Number.isFinite)) throw new ModelFileError('This 3MF file has a transform that is not 12 numbers.');
  return values;
}

function refOf(attrs: Map<string, string>): ObjectRef {
  let path: string | undefined;
  for (const [name, value] of attrs) if (name.endsWith(':path')) path = value;
  return { objectId: attrs.get('objectid') ?? '', path, transform: transformOf(attrs) };
}

/**
 * Reads one 3MF model part tag by tag. Only unprefixed (core namespace) elements count: extensions
 * such as slices and beam lattices reuse names like `vertex` under their own prefix.
 */
export function scanModelPart(bytes: Uint8Array): ModelPart {
  const part: ModelPart = { unit: 'millimeter', objects: new Map(), items: [] };
  let current: Object3mf | undefined;
  let inBuild = false;
  const handle = (raw: string): void => {
    const first = raw.charCodeAt(0);
    if (first === 33 || first === 63) return; // <!…> and <?…?>
    const closing = first === 47;
    const name = /^\/?\s*([\w:.-]+)/.exec(raw)?.[1];
    if (!name || name.includes(':')) return;
    const selfClosing = raw.endsWith('/');
    if (closing) {
      if (name === 'object') current = undefined;
      else if (name === 'build') inBuild = false;
      return;
    }
    if (name === 'vertex') {
      if (!current) return;
      const attrs = attributes(raw);
      current.vertices.push3(numberOf(attrs, 'x'), numberOf(attrs, 'y'), numberOf(attrs, 'z'));
    } else if (name === 'triangle') {
      if (!current) return;
      const attrs = attributes(raw);
      current.triangles.push3(indexOf(attrs, 'v1'), indexOf(attrs, 'v2'), indexOf(attrs, 'v3'));
    } else if (name === 'object') {
      current = { vertices: new GrowableArray((n) => new Float32Array(n)), triangles: new GrowableArray((n) => new Uint32Array(n)), components: [] };
      part.objects.set(attributes(raw).get('id') ?? '', current);
      if (selfClosing) current = undefined;
    } else if (name === 'component') {
      current?.components.push(refOf(attributes(raw)));
    } else if (name === 'item') {
      if (inBuild) part.items.push(refOf(attributes(raw)));
    } else if (name === 'build') {
      inBuild = !selfClosing;
    } else if (name === 'model') {
      part.unit = attributes(raw).get('unit') ?? 'millimeter';
    }
  };

  const decoder = new TextDecoder();
  let carry = '';
  for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
    const end = Math.min(offset + SLICE_BYTES, bytes.length);
    carry += decoder.decode(bytes.subarray(offset, end), { stream: end < bytes.length });
    let start = carry.indexOf('<');
    while (start !== -1) {
      // Comments may hold tag-like text (commented-out vertices): skip them whole.
      if (carry.startsWith('<!--', start)) {
        const close = carry.indexOf('-->', start + 4);
        if (close === -1) break;
        start = carry.indexOf('<', close + 3);
        continue;
      }
      const close = carry.indexOf('>', start);
      if (close === -1) break;
      handle(carry.slice(start + 1, close).trim());
      start = carry.indexOf('<', close);
    }
    carry = start === -1 ? '' : carry.slice(start);
    if (carry.length > MAX_TAG_CHARS) throw new ModelFileError('This 3MF file has an XML tag too long to read.');
  }
  return part;
}
