import { MODEL_FILE_ERRORS } from '../constants/model-file-errors';
import { GrowableArray } from './growable-array';
import { isSpace, linearColour, refOf, tagName } from './threemf-tags';
import type { Transform3mf } from './transform-3mf';

/*
 * The 3MF model XML scanner of both the server's mesh analysis (analyse-3mf.ts, streaming from the
 * ZIP) and the 3D viewer (parse-3mf.ts, a whole part in memory). It reads a model part tag by tag,
 * without a DOM and without ever holding the part as one string, into typed arrays.
 */

/** Millimetres per model unit (3MF core §3.4.1). */
const UNIT_MM: Readonly<Record<string, number>> = { micron: 0.001, millimeter: 1, centimeter: 10, inch: 25.4, foot: 304.8, meter: 1000 };
/** The relationship type `_rels/.rels` gives the root 3D model part (3MF core §2.1). */
const MODEL_REL_TYPE = 'http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel';
/** Where producers put the root model part; used when `_rels/.rels` names none that is there. */
export const CONVENTIONAL_MODEL_PART = '3d/3dmodel.model';
/** A tag (or comment) longer than this is not a 3MF we want to hold. */
export const MAX_TAG_CHARS = 1024 * 1024;
// scanModelBytes decodes a slice at a time, so a multi-hundred-megabyte part never becomes one string.
const SLICE_BYTES = 4 * 1024 * 1024;
/** Vertex indices are kept in a Uint32Array; the largest value it holds is reserved for NO_GROUP. */
const MAX_INDEX = 0xfffffffe;

/** A reference to an object, possibly in another model part (production extension `p:path`). */
export interface ObjectRef3mf {
  objectId: string;
  /** The `…:path` attribute as written (another model part), or undefined for this part. */
  path: string | undefined;
  transform: Transform3mf;
}

export interface Object3mf {
  /** x, y, z a vertex, in the part's unit. */
  vertices: GrowableArray<Float32Array | Float64Array>;
  /** v1, v2, v3 a triangle: whole numbers ≥ 0, checked while scanning. */
  triangles: GrowableArray<Uint32Array>;
  /**
   * The largest vertex index any triangle names, -1 with no triangles. Whoever places the object
   * checks it against the vertex count (a triangle may name a vertex that is not there).
   */
  maxIndex: number;
  components: ObjectRef3mf[];
  /** The object's own property (colour) group and index, for triangles that name none. */
  pid?: string;
  pindex: number;
  /**
   * With `materials`, per triangle once any triangle names properties: its group (an index into
   * `groupIds`, or NO_GROUP) and the property index of each corner, four numbers a triangle.
   */
  properties?: GrowableArray<Uint32Array>;
}

export const NO_GROUP = 0xffffffff;

export interface ModelPart3mf {
  /** The `unit` of the `model` element (millimeter when it has none). */
  unit: string;
  /** Millimetres per model unit. */
  scale: number;
  /** Objects by id (a later object with the same id replaces the earlier). */
  objects: Map<string, Object3mf>;
  /** The items of the `build` element, in order. */
  items: ObjectRef3mf[];
  // The rest is read only with `materials`, and stays empty without.
  /** Colour groups and base material groups by id: linear RGB, three numbers a colour. */
  colours: Map<string, number[]>;
  /** Property group ids as triangles refer to them, by number. */
  groupIds: string[];
  /** Texture coordinate groups by id: the texture's id and u, v pairs. */
  textureGroups: Map<string, { texid: string; uvs: number[] }>;
  /** Texture images by id: the path of the image part in the package. */
  textures: Map<string, string>;
}

export interface ScanOptions3mf {
  /** Makes the error thrown for a malformed part (each side throws its own kind) from a text of MODEL_FILE_ERRORS. */
  fail: (message: string) => Error;
  /**
   * How vertices are kept: 'float64' (the default) keeps the file's numbers exactly, as the
   * analysis measures them; 'float32' halves the memory, for the viewer, which draws in float32.
   */
  precision?: 'float32' | 'float64';
  /** Also read colours, base materials, textures and each triangle's properties (the viewer draws them). */
  materials?: boolean;
}

/** An OPC part name as a key: case-insensitive, without leading slashes (`/3D/3dmodel.model` → `3d/3dmodel.model`). */
export const partKey = (name: string): string => name.replace(/^\/+/, '').toLowerCase();

/** The part keys `_rels/.rels` names as 3D model parts, in its order (the first that exists is the root). */
export function modelPartTargets(rels: string): string[] {
  const targets: string[] = [];
  for (const match of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    if (!match[0].includes(MODEL_REL_TYPE)) continue;
    const target = /Target\s*=\s*["']([^"']+)["']/.exec(match[0])?.[1];
    if (target !== undefined) targets.push(partKey(target));
  }
  return targets;
}

// What nextAttribute found. Module state rather than an object or a callback: a large model has
// millions of vertex and triangle tags, and reading their attributes is most of the scan.
let attributeName = '';
let attributeValue = '';

/**
 * Finds the next `name="value"` (or 'value') in a tag's text from `from`, into attributeName and
 * attributeValue, and returns where the next one may start; -1 when there is none. An unquoted
 * value is not XML and is passed over.
 */
function nextAttribute(tag: string, from: number): number {
  let at = tag.indexOf('=', from);
  while (at !== -1) {
    let open = at + 1;
    while (open < tag.length && isSpace(tag.charCodeAt(open))) open++;
    const quote = tag.charCodeAt(open);
    if (quote === 34 || quote === 39) {
      const close = tag.indexOf(quote === 34 ? '"' : "'", open + 1);
      if (close === -1) return -1;
      let last = at;
      while (last > from && isSpace(tag.charCodeAt(last - 1))) last--;
      let first = last;
      while (first > from && !isSpace(tag.charCodeAt(first - 1))) first--;
      attributeName = tag.slice(first, last);
      attributeValue = tag.slice(open + 1, close);
      return close + 1;
    }
    from = at + 1;
    at = tag.indexOf('=', from);
  }
  return -1;
}

function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let at = nextAttribute(tag, 0); at !== -1; at = nextAttribute(tag, at)) out.set(attributeName, attributeValue);
  return out;
}

/** A number attribute's value; NaN for text that is not one, including "" and blanks (which Number reads as 0). */
function numberOf(text: string): number {
  const value = Number(text);
  return value === 0 && !/\d/.test(text) ? NaN : value;
}

const triple = new Float64Array(3);

/** Reads three numeric attributes (x y z, or v1 v2 v3) into a shared scratch array; a missing or non-numeric one is an error. */
function readTriple(tag: string, names: readonly [string, string, string], fail: (message: string) => Error): Float64Array {
  triple.fill(NaN);
  for (let at = nextAttribute(tag, 0); at !== -1; at = nextAttribute(tag, at)) {
    const slot = attributeName === names[0] ? 0 : attributeName === names[1] ? 1 : attributeName === names[2] ? 2 : -1;
    if (slot !== -1) triple[slot] = numberOf(attributeValue);
  }
  for (let i = 0; i < 3; i++) {
    if (!Number.isFinite(triple[i]!)) throw fail(MODEL_FILE_ERRORS.threeMfNotANumber(names[i]!));
  }
  return triple;
}

const XYZ = ['x', 'y', 'z'] as const;
const V123 = ['v1', 'v2', 'v3'] as const;
// The materials extension's elements, under whatever prefix the file gives its namespace.
const MATERIAL_ELEMENT = /:(colorgroup|color|texture2d|texture2dgroup|tex2coord)$/;

/**
 * Reads 3MF model parts tag by tag as their bytes arrive (`write`, then `end`), holding only an
 * unfinished tag as text. Only unprefixed (core namespace) elements count: extensions such as
 * slices and beam lattices reuse names like `vertex` under their own prefix; with `materials`, the
 * materials extension's colour and texture elements are read under any prefix.
 *
 * Refuses, through `fail`, with the shared MODEL_FILE_ERRORS texts: a vertex coordinate or
 * triangle index that is missing or not a number, a triangle index that is negative or not whole
 * (missingVertex), a transform that is not 12 numbers, an unknown unit, a tag over MAX_TAG_CHARS.
 * Whether referenced objects exist, indices are below the vertex count and references to other
 * parts are followed is for the caller, which places the objects.
 */
export class ThreeMfScanner {
  readonly part: ModelPart3mf = {
    unit: 'millimeter', scale: 1, objects: new Map(), items: [], colours: new Map(), groupIds: [], textureGroups: new Map(), textures: new Map(),
  };
  private readonly fail: (message: string) => Error;
  private readonly materials: boolean;
  private readonly newVertices: () => GrowableArray<Float32Array | Float64Array>;
  private readonly decoder = new TextDecoder();
  private current: Object3mf | undefined;
  private inBuild = false;
  private group: number[] | undefined;
  private coordinates: number[] | undefined;
  private readonly groupIndex = new Map<string, number>();
  /** Text not yet read: empty, or an unfinished tag or comment from its `<`. */
  private carry = '';
  /** How far into `carry` the search for the end of its tag has already looked, so a long tag is not searched again from its start. */
  private searched = 0;

  constructor(options: ScanOptions3mf) {
    this.fail = options.fail;
    this.materials = options.materials ?? false;
    this.newVertices = options.precision === 'float32'
      ? () => new GrowableArray<Float32Array | Float64Array>((n) => new Float32Array(n))
      : () => new GrowableArray<Float32Array | Float64Array>((n) => new Float64Array(n));
  }

  /** The next bytes of the part (a UTF-8 character or a tag may be split between calls). */
  write(bytes: Uint8Array): void {
    this.read(this.decoder.decode(bytes, { stream: true }));
  }

  /** The part, once all its bytes are written. An unfinished tag at the end is ignored. */
  end(): ModelPart3mf {
    this.read(this.decoder.decode());
    this.carry = '';
    return this.part;
  }

  private read(text: string): void {
    const carry = this.carry + text;
    let from = this.searched;
    let start = carry.indexOf('<');
    while (start !== -1) {
      // Comments may hold tag-like text (commented-out vertices): skipped whole. ("<!-" at the end
      // of the text has no ">" after it, so it waits for the next bytes and is seen as a comment then.)
      const comment = carry.startsWith('<!--', start);
      const close = comment ? carry.indexOf('-->', Math.max(start + 4, from)) : carry.indexOf('>', Math.max(start + 1, from));
      if (close === -1) break;
      const end = comment ? close + 3 : close + 1;
      // Checked here as well as on the carry below, so the limit does not depend on where chunks split.
      if (end - start > MAX_TAG_CHARS) throw this.fail(MODEL_FILE_ERRORS.threeMfTagTooLong);
      if (!comment) this.handle(carry.slice(start + 1, close).trim());
      from = 0;
      start = carry.indexOf('<', end);
    }
    if (start === -1) {
      this.carry = '';
      this.searched = 0;
      return;
    }
    this.carry = carry.slice(start);
    // Searched to the end already, but for a "-->" whose first two characters ended this text.
    this.searched = Math.max(0, this.carry.length - 2);
    if (this.carry.length > MAX_TAG_CHARS) throw this.fail(MODEL_FILE_ERRORS.threeMfTagTooLong);
  }

  private handle(raw: string): void {
    const first = raw.charCodeAt(0);
    if (first === 33 || first === 63) return; // <!…> and <?…?>
    let name = tagName(raw);
    if (!name) return;
    if (name.includes(':')) {
      if (!this.materials || !MATERIAL_ELEMENT.test(name)) return;
      name = name.slice(name.indexOf(':') + 1);
    }
    if (first === 47) {
      if (name === 'object') this.current = undefined;
      else if (name === 'build') this.inBuild = false;
      else if (name === 'basematerials' || name === 'colorgroup') this.group = undefined;
      else if (name === 'texture2dgroup') this.coordinates = undefined;
      return;
    }
    const selfClosing = raw.endsWith('/');
    const current = this.current;
    const part = this.part;
    if (name === 'vertex') {
      if (!current) return;
      const v = readTriple(raw, XYZ, this.fail);
      current.vertices.push3(v[0]!, v[1]!, v[2]!);
    } else if (name === 'triangle') {
      if (!current) return;
      const t = readTriple(raw, V123, this.fail);
      const a = t[0]!, b = t[1]!, c = t[2]!;
      if (!(a >= 0 && b >= 0 && c >= 0 && a <= MAX_INDEX && b <= MAX_INDEX && c <= MAX_INDEX && Number.isInteger(a) && Number.isInteger(b) && Number.isInteger(c))) {
        throw this.fail(MODEL_FILE_ERRORS.missingVertex('3MF'));
      }
      current.triangles.push3(a, b, c);
      if (a > current.maxIndex) current.maxIndex = a;
      if (b > current.maxIndex) current.maxIndex = b;
      if (c > current.maxIndex) current.maxIndex = c;
      // "triangle v1=… v2=… v3=…" has no "p" after its name unless it names properties (pid, p1).
      if (this.materials && (current.properties || raw.indexOf('p', 8) !== -1)) this.recordProperties(current, raw);
    } else if (name === 'object') {
      const attrs = attributes(raw);
      const object: Object3mf = { vertices: this.newVertices(), triangles: new GrowableArray((n) => new Uint32Array(n)), maxIndex: -1, components: [], pindex: Number(attrs.get('pindex') ?? 0) };
      const pid = attrs.get('pid');
      if (pid !== undefined) object.pid = pid;
      part.objects.set(attrs.get('id') ?? '', object);
      this.current = selfClosing ? undefined : object;
    } else if (name === 'component') {
      current?.components.push(refOf(attributes(raw), this.fail));
    } else if (name === 'item') {
      if (this.inBuild) part.items.push(refOf(attributes(raw), this.fail));
    } else if (name === 'build') {
      this.inBuild = !selfClosing;
    } else if (name === 'model') {
      const unit = attributes(raw).get('unit') ?? 'millimeter';
      const scale = Object.hasOwn(UNIT_MM, unit) ? UNIT_MM[unit] : undefined;
      if (scale === undefined) throw this.fail(MODEL_FILE_ERRORS.threeMfUnknownUnit(unit));
      part.unit = unit;
      part.scale = scale;
    } else if (this.materials) {
      this.handleMaterial(name, raw, selfClosing);
    }
  }

  private handleMaterial(name: string, raw: string, selfClosing: boolean): void {
    const part = this.part;
    if (name === 'basematerials' || name === 'colorgroup') {
      const group: number[] = [];
      part.colours.set(attributes(raw).get('id') ?? '', group);
      this.group = selfClosing ? undefined : group;
    } else if (name === 'base' || name === 'color') {
      this.group?.push(...linearColour(attributes(raw).get(name === 'base' ? 'displaycolor' : 'color')));
    } else if (name === 'texture2d') {
      const attrs = attributes(raw);
      part.textures.set(attrs.get('id') ?? '', attrs.get('path') ?? '');
    } else if (name === 'texture2dgroup') {
      const attrs = attributes(raw);
      const coordinates: number[] = [];
      part.textureGroups.set(attrs.get('id') ?? '', { texid: attrs.get('texid') ?? '', uvs: coordinates });
      this.coordinates = selfClosing ? undefined : coordinates;
    } else if (name === 'tex2coord') {
      const attrs = attributes(raw);
      this.coordinates?.push(Number(attrs.get('u') ?? 0), Number(attrs.get('v') ?? 0));
    }
  }

  /** Notes the last triangle's property group and corner indices (3MF core §4.1.4: p2 and p3 default to p1). */
  private recordProperties(object: Object3mf, raw: string): void {
    if (!object.properties) {
      object.properties = new GrowableArray((n) => new Uint32Array(n));
      // Triangles before this one named none: they take the object's.
      for (let t = 0; t < object.triangles.length / 3 - 1; t++) this.pushProperties(object, undefined, undefined, undefined, undefined);
    }
    let pid: string | undefined, p1: string | undefined, p2: string | undefined, p3: string | undefined;
    for (let at = nextAttribute(raw, 0); at !== -1; at = nextAttribute(raw, at)) {
      if (attributeName === 'pid') pid = attributeValue;
      else if (attributeName === 'p1') p1 = attributeValue;
      else if (attributeName === 'p2') p2 = attributeValue;
      else if (attributeName === 'p3') p3 = attributeValue;
    }
    this.pushProperties(object, pid, p1, p2, p3);
  }

  private pushProperties(object: Object3mf, pid: string | undefined, p1: string | undefined, p2: string | undefined, p3: string | undefined): void {
    const id = pid ?? object.pid;
    let index = NO_GROUP;
    if (id !== undefined) {
      index = this.groupIndex.get(id) ?? this.part.groupIds.length;
      if (index === this.part.groupIds.length) {
        this.groupIndex.set(id, index);
        this.part.groupIds.push(id);
      }
    }
    const corner1 = p1 === undefined ? object.pindex : Number(p1);
    const properties = object.properties!;
    properties.push(index);
    properties.push3(corner1, p2 === undefined ? corner1 : Number(p2), p3 === undefined ? corner1 : Number(p3));
  }
}

/** Scans a whole model part held in memory (the viewer's case), decoding it a slice at a time. */
export function scanModelBytes(bytes: Uint8Array, options: ScanOptions3mf): ModelPart3mf {
  const scanner = new ThreeMfScanner(options);
  for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) scanner.write(bytes.subarray(offset, offset + SLICE_BYTES));
  return scanner.end();
}

/** Scans a model part as it streams in (the server's case, from the ZIP), holding only an unfinished tag as text. */
export async function scanModelStream(chunks: AsyncIterable<Uint8Array>, options: ScanOptions3mf): Promise<ModelPart3mf> {
  const scanner = new ThreeMfScanner(options);
  for await (const chunk of chunks) scanner.write(chunk);
  return scanner.end();
}
