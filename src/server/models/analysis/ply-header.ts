import type { ByteReader } from './byte-reader';
import { MeshFormatError } from './mesh-analysis';

export type PlyFormat = 'ascii' | 'binary_little_endian' | 'binary_big_endian';

export interface PlyProperty {
  name: string;
  /** The value type, or for a list the type of its items. */
  type: string;
  /** For a list property, the type of the count that precedes the items. */
  countType?: string;
}

export interface PlyElement {
  name: string;
  count: number;
  properties: PlyProperty[];
}

export interface PlyHeader {
  format: PlyFormat;
  elements: PlyElement[];
}

/** Byte sizes of the PLY scalar types, under both their old and their sized names. */
export const PLY_TYPE_SIZE: Record<string, number> = {
  char: 1, int8: 1, uchar: 1, uint8: 1, short: 2, int16: 2, ushort: 2, uint16: 2,
  int: 4, int32: 4, uint: 4, uint32: 4, float: 4, float32: 4, double: 8, float64: 8,
};

// A real header is a few dozen short lines; the caps stop a binary file from being read as one.
const MAX_HEADER_LINES = 10_000;
const MAX_LINE = 4096;

/** Reads the header up to and including "end_header", leaving the reader at the first body byte. */
export async function readPlyHeader(reader: ByteReader): Promise<PlyHeader> {
  const first = await reader.readLine(MAX_LINE, 'PLY');
  if (first === null) throw new MeshFormatError('This PLY file is empty.');
  if (first.trim() !== 'ply') throw new MeshFormatError('This is not a PLY file: it does not start with "ply".');
  let format: PlyFormat | undefined;
  const elements: PlyElement[] = [];
  for (let n = 0; n < MAX_HEADER_LINES; n++) {
    const line = await reader.readLine(MAX_LINE, 'PLY');
    if (line === null) throw new MeshFormatError('This PLY file is cut short: its header never ends.');
    const tokens = line.trim().split(/\s+/);
    const keyword = tokens[0];
    if (keyword === 'end_header') {
      if (format === undefined) throw new MeshFormatError('This PLY file does not say whether it is text or binary.');
      return { format, elements };
    } else if (keyword === 'format') {
      const name = tokens[1];
      if (name !== 'ascii' && name !== 'binary_little_endian' && name !== 'binary_big_endian') {
        throw new MeshFormatError(`This PLY file uses a format we cannot read: "${(name ?? '').slice(0, 40)}".`);
      }
      format = name;
    } else if (keyword === 'element') {
      const count = Number(tokens[2]);
      if (tokens[1] === undefined || !Number.isSafeInteger(count) || count < 0) {
        throw new MeshFormatError('This PLY file has a header element with an invalid count.');
      }
      elements.push({ name: tokens[1], count, properties: [] });
    } else if (keyword === 'property') {
      const element = elements.at(-1);
      if (element === undefined) throw new MeshFormatError('This PLY file has a property that belongs to no element.');
      element.properties.push(parseProperty(tokens));
    }
    // comment, obj_info and blank lines carry nothing the analysis needs.
  }
  throw new MeshFormatError('This PLY file has a header that never ends.');
}

function parseProperty(tokens: string[]): PlyProperty {
  const known = (type: string | undefined): type is string => type !== undefined && type in PLY_TYPE_SIZE;
  if (tokens[1] === 'list') {
    const [, , countType, type, name] = tokens;
    if (!known(countType) || !known(type) || name === undefined || countType.startsWith('f') || countType.startsWith('d')) {
      throw new MeshFormatError('This PLY file has a list property with types we cannot read.');
    }
    return { name, type, countType };
  }
  const [, type, name] = tokens;
  if (!known(type) || name === undefined) throw new MeshFormatError(`This PLY file has a property of unknown type "${(type ?? '').slice(0, 40)}".`);
  return { name, type };
}
