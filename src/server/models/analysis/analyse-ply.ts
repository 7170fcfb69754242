import { ByteReader } from './byte-reader';
import { MeshAccumulator } from './mesh-accumulator';
import { MeshFormatError, type MeshAnalysis, type TriangleSink } from './mesh-analysis';
import { PLY_TYPE_SIZE, readPlyHeader, type PlyElement, type PlyFormat } from './ply-header';
import { parseNumber, readLines } from './read-lines';
import { FanTriangulator, VertexList } from './vertex-list';

/**
 * Yields the body's values one at a time, whatever the encoding. `endRow` drops what is left of an
 * ASCII row's line: some writers (fuze_ascii.ply) put more values on a line than the header
 * declares, and trimesh reads such files by taking the declared values from each line.
 */
interface ValueSource {
  (type: string): Promise<number>;
  endRow(): void;
}

/**
 * Analyses a PLY file (ASCII or binary, either byte order) as it streams in. Elements are read in
 * header order: vertex positions are kept, faces are triangulated as they arrive, and any other
 * element (edges, materials, ...) and property (normals, colours, texture coordinates) is skipped.
 */
export async function analysePly(source: AsyncIterable<Uint8Array>, sink?: TriangleSink): Promise<MeshAnalysis> {
  const reader = new ByteReader(source);
  const header = await readPlyHeader(reader);
  const next = header.format === 'ascii' ? asciiValues(reader) : binaryValues(reader, header.format);
  const mesh = new MeshAccumulator(0, sink);
  const vertices = new VertexList();
  const fan = new FanTriangulator(vertices, (c) => mesh.addTriangle(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!), 'PLY');
  let sawVertices = false;
  for (const element of header.elements) {
    if (element.name === 'vertex') {
      await readVertices(element, next, vertices);
      sawVertices = true;
    } else if (element.name === 'face') {
      // Faces refer to vertices by number, so the vertices must come first for a one-pass read.
      if (!sawVertices && element.count > 0) throw new MeshFormatError('This PLY file lists its faces before its vertices, which we cannot read.');
      await readFaces(element, next, fan);
    } else {
      for (let row = 0; row < element.count; row++) await skipRow(element, next);
    }
  }
  return mesh.finish();
}

async function readVertices(element: PlyElement, next: ValueSource, vertices: VertexList): Promise<void> {
  const axes = ['x', 'y', 'z'].map((axis) => element.properties.findIndex((p) => p.name === axis && p.countType === undefined));
  if (element.count > 0 && axes.some((i) => i === -1)) throw new MeshFormatError('This PLY file has vertices without x, y and z positions.');
  const values: number[] = new Array<number>(element.properties.length).fill(0);
  for (let row = 0; row < element.count; row++) {
    for (let i = 0; i < element.properties.length; i++) {
      const property = element.properties[i]!;
      if (property.countType === undefined) values[i] = await next(property.type);
      else await skipList(property.countType, property.type, next);
    }
    vertices.push(values[axes[0]!]!, values[axes[1]!]!, values[axes[2]!]!);
    next.endRow();
  }
}

async function readFaces(element: PlyElement, next: ValueSource, fan: FanTriangulator): Promise<void> {
  const indices = element.properties.find((p) => p.countType !== undefined && (p.name === 'vertex_indices' || p.name === 'vertex_index'));
  if (element.count > 0 && indices === undefined) throw new MeshFormatError('This PLY file has faces without a list of vertex indices.');
  for (let row = 0; row < element.count; row++) {
    for (const property of element.properties) {
      if (property !== indices) {
        if (property.countType === undefined) await next(property.type);
        else await skipList(property.countType, property.type, next);
        continue;
      }
      const count = await next(property.countType!);
      // Polygons of any size are fanned corner by corner; fewer than three corners add no triangle.
      fan.start();
      for (let k = 0; k < count; k++) fan.corner(await next(property.type));
    }
    next.endRow();
  }
}

async function skipRow(element: PlyElement, next: ValueSource): Promise<void> {
  for (const property of element.properties) {
    if (property.countType === undefined) await next(property.type);
    else await skipList(property.countType, property.type, next);
  }
  next.endRow();
}

async function skipList(countType: string, type: string, next: ValueSource): Promise<void> {
  const count = await next(countType);
  for (let k = 0; k < count; k++) await next(type);
}

/** ASCII bodies are a stream of whitespace-separated numbers; line breaks carry no meaning we need. */
function asciiValues(reader: ByteReader): ValueSource {
  const lines = readLines(reader.rest(), 'a PLY');
  let tokens: string[] = [];
  let at = 0;
  const next = async (): Promise<number> => {
    while (at >= tokens.length) {
      const line = await lines.next();
      if (line.done) throw new MeshFormatError('This PLY file is cut short: it ends before all the elements its header announces.');
      tokens = line.value.trim().split(/\s+/).filter((t) => t !== '');
      at = 0;
    }
    return parseNumber(tokens[at++], 'PLY');
  };
  return Object.assign(next, { endRow: () => void (at = tokens.length) });
}

function binaryValues(reader: ByteReader, format: Exclude<PlyFormat, 'ascii'>): ValueSource {
  const little = format === 'binary_little_endian';
  const next = async (type: string): Promise<number> => {
    const size = PLY_TYPE_SIZE[type]!;
    const bytes = await reader.readExact(size, 'PLY');
    const view = new DataView(bytes.buffer, bytes.byteOffset, size);
    switch (type) {
      case 'char': case 'int8': return view.getInt8(0);
      case 'uchar': case 'uint8': return view.getUint8(0);
      case 'short': case 'int16': return view.getInt16(0, little);
      case 'ushort': case 'uint16': return view.getUint16(0, little);
      case 'int': case 'int32': return view.getInt32(0, little);
      case 'uint': case 'uint32': return view.getUint32(0, little);
      case 'float': case 'float32': return view.getFloat32(0, little);
      default: return view.getFloat64(0, little);
    }
  };
  return Object.assign(next, { endRow: () => undefined });
}
