import { MODEL_FILE_ERRORS } from '../../../../shared/constants/model-file-errors';
import { GrowableArray } from './growable-array';
import { IDENTITY_3MF, type Transform3mf } from '../../../../shared/geometry/transform-3mf';
import { ModelFileError } from './model-file-error';

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
  /** The object's own property (colour) group and index, for triangles that name none. */
  pid?: string;
  pindex: number;
  /**
   * Per triangle, once any triangle names properties: its group (an index into `groupIds`, or
   * NO_GROUP) and the property index of each corner, four numbers a triangle.
   */
  properties?: GrowableArray<Uint32Array>;
}

export const NO_GROUP = 0xffffffff;

export interface ModelPart {
  unit: string;
  objects: Map<string, Object3mf>;
  items: ObjectRef[];
  /** Colour groups and base material groups by id: linear RGB, three numbers a colour. */
  colours: Map<string, number[]>;
  /** Property group ids as triangles refer to them, by number. */
  groupIds: string[];
  /** Texture coordinate groups by id: the texture's id and u, v pairs. */
  textureGroups: Map<string, { texid: string; uvs: number[] }>;
  /** Texture images by id: the path of the image part in the package. */
  textures: Map<string, string>;
}

// Decoding the XML a slice at a time keeps a multi-hundred-megabyte part from becoming one string.
const SLICE_BYTES = 4 * 1024 * 1024;
const MAX_TAG_CHARS = 1024 * 1024;

const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13;

/**
 * Calls `visit` with each attribute of one tag's text (`vertex x="1" y="2" z="3"/`). Hand-rolled
 * rather than a regex, and without building a map: a large model has millions of vertex and
 * triangle tags, and this loop is most of the parse time.
 */
function eachAttribute(tag: string, visit: (name: string, value: string) => void): void {
  let nameEnd = 0;
  let at = tag.indexOf('=');
  while (at !== -1) {
    let last = at;
    while (last > nameEnd && isSpace(tag.charCodeAt(last - 1))) last--;
    let first = last;
    while (first > nameEnd && !isSpace(tag.charCodeAt(first - 1))) first--;
    let open = at + 1;
    while (open < tag.length && isSpace(tag.charCodeAt(open))) open++;
    const quote = tag[open];
    if (quote !== '"' && quote !== "'") return;
    const close = tag.indexOf(quote, open + 1);
    if (close === -1) return;
    visit(tag.slice(first, last), tag.slice(open + 1, close));
    nameEnd = close + 1;
    at = tag.indexOf('=', nameEnd);
  }
}

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  eachAttribute(tag, (name, value) => out.set(name, value));
  return out;
}

const triple = new Float64Array(3);

/** Reads three numeric attributes (x y z, or v1 v2 v3) into a shared scratch array; a missing one is an error. */
function readTriple(tag: string, names: readonly [string, string, string]): Float64Array {
  triple.fill(NaN);
  eachAttribute(tag, (name, value) => {
    const slot = name === names[0] ? 0 : name === names[1] ? 1 : name === names[2] ? 2 : -1;
    if (slot !== -1 && value.length > 0) triple[slot] = Number(value);
  });
  for (let i = 0; i < 3; i++) {
    if (!Number.isFinite(triple[i]!)) throw new ModelFileError(MODEL_FILE_ERRORS.threeMfNotANumber(names[i]!));
  }
  return triple;
}

const XYZ = ['x', 'y', 'z'] as const;
const V123 = ['v1', 'v2', 'v3'] as const;

/** The element name at the start of a tag's text, after any `/` of a closing tag. */
function tagName(tag: string): string {
  let start = tag.charCodeAt(0) === 47 ? 1 : 0;
  while (start < tag.length && isSpace(tag.charCodeAt(start))) start++;
  let end = start;
  while (end < tag.length && !isSpace(tag.charCodeAt(end)) && tag.charCodeAt(end) !== 47) end++;
  return tag.slice(start, end);
}

function transformOf(attrs: Map<string, string>): Transform3mf {
  const text = attrs.get('transform');
  if (text === undefined) return IDENTITY_3MF;
  const values = text.trim().split(/\s+/).map(Number);
  if (values.length !== 12 || !values.every(Number.isFinite)) throw new ModelFileError(MODEL_FILE_ERRORS.threeMfBadTransform);
  return values;
}

function refOf(attrs: Map<string, string>): ObjectRef {
  let path: string | undefined;
  for (const [name, value] of attrs) if (name.endsWith(':path')) path = value;
  return { objectId: attrs.get('objectid') ?? '', path, transform: transformOf(attrs) };
}

/** A 3MF colour (#RRGGBB or #RRGGBBAA, sRGB) as linear RGB; mid grey when it cannot be read. */
function linearColour(text: string | undefined): [number, number, number] {
  const hex = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(text?.trim() ?? '')?.[1];
  if (!hex) return [0.5, 0.5, 0.5];
  const channel = (at: number): number => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return [channel(0), channel(2), channel(4)];
}

/** Notes the last triangle's property group and corner indices (3MF core §4.1.4: p2 and p3 default to p1). */
function recordProperties(object: Object3mf, raw: string, part: ModelPart, groupIndex: Map<string, number>): void {
  const triangles = object.triangles.length / 3;
  if (!object.properties) {
    object.properties = new GrowableArray((n) => new Uint32Array(n));
    // Triangles before this one named none: they take the object's.
    for (let t = 0; t < triangles - 1; t++) pushProperties(object, undefined, undefined, undefined, undefined, part, groupIndex);
  }
  const attrs = attributes(raw);
  pushProperties(object, attrs.get('pid'), attrs.get('p1'), attrs.get('p2'), attrs.get('p3'), part, groupIndex);
}

function pushProperties(object: Object3mf, pid: string | undefined, p1: string | undefined, p2: string | undefined, p3: string | undefined, part: ModelPart, groupIndex: Map<string, number>): void {
  const id = pid ?? object.pid;
  let index = NO_GROUP;
  if (id !== undefined) {
    index = groupIndex.get(id) ?? part.groupIds.length;
    if (index === part.groupIds.length) {
      groupIndex.set(id, index);
      part.groupIds.push(id);
    }
  }
  const first = p1 === undefined ? object.pindex : Number(p1);
  const properties = object.properties!;
  properties.push(index);
  properties.push3(first, p2 === undefined ? first : Number(p2), p3 === undefined ? first : Number(p3));
}

/**
 * Reads one 3MF model part tag by tag. Only unprefixed (core namespace) elements count: extensions
 * such as slices and beam lattices reuse names like `vertex` under their own prefix.
 */
export function scanModelPart(bytes: Uint8Array): ModelPart {
  const part: ModelPart = { unit: 'millimeter', objects: new Map(), items: [], colours: new Map(), groupIds: [], textureGroups: new Map(), textures: new Map() };
  let current: Object3mf | undefined;
  let inBuild = false;
  let group: number[] | undefined;
  let coordinates: number[] | undefined;
  const groupIndex = new Map<string, number>();
  const handle = (raw: string): void => {
    const first = raw.charCodeAt(0);
    if (first === 33 || first === 63) return; // <!…> and <?…?>
    const closing = first === 47;
    let name = tagName(raw);
    if (!name) return;
    // The materials extension's colours and textures, under whatever prefix the file gives its namespace.
    if (/:(colorgroup|color|texture2d|texture2dgroup|tex2coord)$/.test(name)) name = name.slice(name.indexOf(':') + 1);
    else if (name.includes(':')) return;
    const selfClosing = raw.endsWith('/');
    if (closing) {
      if (name === 'object') current = undefined;
      else if (name === 'build') inBuild = false;
      else if (name === 'basematerials' || name === 'colorgroup') group = undefined;
      else if (name === 'texture2dgroup') coordinates = undefined;
      return;
    }
    if (name === 'vertex') {
      if (!current) return;
      const v = readTriple(raw, XYZ);
      current.vertices.push3(v[0]!, v[1]!, v[2]!);
    } else if (name === 'triangle') {
      if (!current) return;
      const t = readTriple(raw, V123);
      const a = t[0]!, b = t[1]!, c = t[2]!;
      if (!(a >= 0 && b >= 0 && c >= 0 && Number.isInteger(a) && Number.isInteger(b) && Number.isInteger(c))) {
        throw new ModelFileError(MODEL_FILE_ERRORS.missingVertex('3MF'));
      }
      current.triangles.push3(a, b, c);
      // "triangle v1=… v2=… v3=…" has no "p" after its name unless it names properties (pid, p1).
      if (current.properties || raw.indexOf('p', 8) !== -1) recordProperties(current, raw, part, groupIndex);
    } else if (name === 'object') {
      const attrs = attributes(raw);
      current = { vertices: new GrowableArray((n) => new Float32Array(n)), triangles: new GrowableArray((n) => new Uint32Array(n)), components: [], pindex: Number(attrs.get('pindex') ?? 0) };
      const pid = attrs.get('pid');
      if (pid !== undefined) current.pid = pid;
      part.objects.set(attrs.get('id') ?? '', current);
      if (selfClosing) current = undefined;
    } else if (name === 'basematerials' || name === 'colorgroup') {
      group = [];
      part.colours.set(attributes(raw).get('id') ?? '', group);
      if (selfClosing) group = undefined;
    } else if (name === 'base' || name === 'color') {
      group?.push(...linearColour(attributes(raw).get(name === 'base' ? 'displaycolor' : 'color')));
    } else if (name === 'texture2d') {
      const attrs = attributes(raw);
      part.textures.set(attrs.get('id') ?? '', attrs.get('path') ?? '');
    } else if (name === 'texture2dgroup') {
      const attrs = attributes(raw);
      coordinates = [];
      part.textureGroups.set(attrs.get('id') ?? '', { texid: attrs.get('texid') ?? '', uvs: coordinates });
      if (selfClosing) coordinates = undefined;
    } else if (name === 'tex2coord') {
      const attrs = attributes(raw);
      coordinates?.push(Number(attrs.get('u') ?? 0), Number(attrs.get('v') ?? 0));
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
    if (carry.length > MAX_TAG_CHARS) throw new ModelFileError(MODEL_FILE_ERRORS.threeMfTagTooLong);
  }
  return part;
}
