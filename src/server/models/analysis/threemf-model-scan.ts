import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import { StringDecoder } from 'node:string_decoder';
import { IDENTITY_3MF, type Transform3mf } from '../../../shared/geometry/transform-3mf';
import { MeshFormatError } from './mesh-analysis';

export interface Object3mf {
  vertices: number[];
  triangles: number[];
  components: { objectId: string; transform: Transform3mf }[];
}
export interface Model3mf {
  /** Millimetres per model unit. */
  scale: number;
  objects: Map<string, Object3mf>;
  items: { objectId: string; transform: Transform3mf }[];
}

const UNIT_MM: Record<string, number> = { micron: 0.001, millimeter: 1, centimeter: 10, inch: 25.4, foot: 304.8, meter: 1000 };
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) out.set(match[1]!, match[2] ?? match[3] ?? '');
  return out;
}

function number(attrs: Map<string, string>, name: string): number {
  const value = Number(attrs.get(name));
  if (attrs.get(name) === undefined || !Number.isFinite(value)) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfNotANumber(name));
  return value;
}

function transform(attrs: Map<string, string>): Transform3mf {
  const text = attrs.get('transform');
  if (text === undefined) return IDENTITY_3MF;
  const values = text.trim().split(/\s+/).map(Number);
  if (values.length !== 12 || !values.every(Number.isFinite)) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfBadTransform);
  return values;
}

/** A component or item in another model part (production extension `p:path`): we read only the root part. */
function refuseExternal(attrs: Map<string, string>): void {
  for (const name of attrs.keys()) {
    if (name.endsWith(':path')) throw new MeshFormatError('This 3MF file keeps parts of its model in other files (production extension), which we cannot analyse yet.');
  }
}

/**
 * Reads a 3MF model part tag by tag as it streams in, so only the current chunk is held as text.
 * Only unprefixed (core namespace) elements count: extensions such as slices reuse names like `vertex`.
 */
export async function scanModel(stream: AsyncIterable<Uint8Array>): Promise<Model3mf> {
  const model: Model3mf = { scale: 1, objects: new Map(), items: [] };
  let current: Object3mf | undefined;
  let inBuild = false;
  const handle = (raw: string): void => {
    if (raw.startsWith('!') || raw.startsWith('?')) return;
    const closing = raw.startsWith('/');
    const name = /^\/?([\w:.-]+)/.exec(raw)?.[1];
    if (!name || name.includes(':')) return;
    if (closing) {
      if (name === 'object') current = undefined;
      else if (name === 'build') inBuild = false;
      return;
    }
    if (name === 'build') inBuild = !raw.endsWith('/');
    if (name !== 'model' && name !== 'object' && name !== 'vertex' && name !== 'triangle' && name !== 'component' && name !== 'item') return;
    const attrs = attributes(raw);
    if (name === 'model') {
      const unit = attrs.get('unit') ?? 'millimeter';
      const scale = UNIT_MM[unit];
      if (scale === undefined) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfUnknownUnit(unit));
      model.scale = scale;
    } else if (name === 'object') {
      const id = attrs.get('id') ?? '';
      current = { vertices: [], triangles: [], components: [] };
      model.objects.set(id, current);
      if (raw.endsWith('/')) current = undefined;
    } else if (name === 'vertex' && current) {
      current.vertices.push(number(attrs, 'x'), number(attrs, 'y'), number(attrs, 'z'));
    } else if (name === 'triangle' && current) {
      current.triangles.push(number(attrs, 'v1'), number(attrs, 'v2'), number(attrs, 'v3'));
    } else if (name === 'component' && current) {
      refuseExternal(attrs);
      current.components.push({ objectId: attrs.get('objectid') ?? '', transform: transform(attrs) });
    } else if (name === 'item' && inBuild) {
      refuseExternal(attrs);
      model.items.push({ objectId: attrs.get('objectid') ?? '', transform: transform(attrs) });
    }
  };
  const decoder = new StringDecoder('utf8');
  let carry = '';
  for await (const chunk of stream) {
    carry += decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    let start = carry.indexOf('<');
    while (start !== -1) {
      // Comments may hold tag-like text (commented-out vertices): skip them whole.
      if (carry.startsWith('<!--', start)) {
        const close = carry.indexOf('-->', start);
        if (close === -1) break;
        start = carry.indexOf('<', close + 3);
        continue;
      }
      const end = carry.indexOf('>', start);
      if (end === -1) break;
      handle(carry.slice(start + 1, end).trim());
      start = carry.indexOf('<', end);
    }
    // Keep only an unfinished tag; a single tag longer than 1 MB is not a 3MF we want to hold.
    carry = start === -1 ? '' : carry.slice(start);
    if (carry.length > 1024 * 1024) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfTagTooLong);
  }
  return model;
}
