import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import { ByteReader } from './byte-reader';
import { MeshAccumulator } from './mesh-accumulator';
import { MeshFormatError, type AnalysisOptions, type MeshAnalysis, type TriangleSink } from './mesh-analysis';
import { parseNumber, readLines } from './read-lines';

const HEADER = 84;
const RECORD = 50;
const BATCH = 1024;
// Enough of the file to see past an 80-byte "solid ..." header into the first facet.
const SNIFF = 1024;

/**
 * Analyses an STL file, binary or ASCII, as it streams in. The two are told apart by content: many
 * binary exporters also start their 80-byte header with "solid", so that word alone is not enough.
 */
export async function analyseStl(source: AsyncIterable<Uint8Array>, sink?: TriangleSink, options?: AnalysisOptions): Promise<MeshAnalysis> {
  const reader = new ByteReader(source);
  const prefix = await reader.read(SNIFF);
  if (prefix.length === 0) throw new MeshFormatError(MODEL_FILE_ERRORS.stlEmpty);
  const ascii = looksLikeAsciiStl(prefix);
  reader.unshift(prefix.slice());
  return ascii ? analyseAscii(reader.rest(), sink, options) : analyseBinary(reader, sink, options);
}

/**
 * ASCII when the file starts with "solid", the sniffed bytes are all text (a binary header is followed
 * by a triangle count and float data, which contain control bytes), and an STL keyword follows.
 */
export function looksLikeAsciiStl(prefix: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(prefix);
  if (!/^\s*solid/i.test(text)) return false;
  // Control bytes other than tab, line breaks and form feed never occur in an ASCII STL.
  if (prefix.some((b) => b < 0x09 || (b > 0x0d && b < 0x20))) return false;
  return /\b(facet|endsolid)\b/i.test(text);
}

async function analyseBinary(reader: ByteReader, sink?: TriangleSink, options?: AnalysisOptions): Promise<MeshAnalysis> {
  const header = await reader.read(HEADER);
  if (header.length < HEADER) throw new MeshFormatError(MODEL_FILE_ERRORS.stlTooShort);
  const count = new DataView(header.buffer, header.byteOffset, HEADER).getUint32(80, true);
  const mesh = new MeshAccumulator(count, sink, options);
  // Records are read a batch at a time: one await and one DataView per batch, not per triangle.
  for (let done = 0; done < count; ) {
    const batch = Math.min(BATCH, count - done);
    const records = await reader.read(batch * RECORD);
    if (records.length < batch * RECORD) {
      throw new MeshFormatError(MODEL_FILE_ERRORS.stlCutShort(count));
    }
    const view = new DataView(records.buffer, records.byteOffset, records.length);
    // Skip each record's 12-byte normal: it is often wrong or zero, and the corners define the triangle anyway.
    for (let at = 0; at < records.length; at += RECORD) {
      mesh.addTriangle(
        view.getFloat32(at + 12, true), view.getFloat32(at + 16, true), view.getFloat32(at + 20, true),
        view.getFloat32(at + 24, true), view.getFloat32(at + 28, true), view.getFloat32(at + 32, true),
        view.getFloat32(at + 36, true), view.getFloat32(at + 40, true), view.getFloat32(at + 44, true),
      );
    }
    done += batch;
  }
  // Some exporters pad the end with a few bytes; more than a whole record means the count is wrong.
  let trailing = 0;
  for (let extra = await reader.read(4096); extra.length > 0; extra = await reader.read(4096)) {
    trailing += extra.length;
    if (trailing >= RECORD) throw new MeshFormatError(MODEL_FILE_ERRORS.stlSizeMismatch);
  }
  return mesh.finish();
}

async function analyseAscii(source: AsyncIterable<Uint8Array>, sink?: TriangleSink, options?: AnalysisOptions): Promise<MeshAnalysis> {
  const mesh = new MeshAccumulator(0, sink, options);
  const corners: number[] = [];
  let inLoop = false;
  for await (const line of readLines(source, 'an ASCII STL')) {
    const tokens = line.trim().split(/\s+/);
    const keyword = tokens[0]?.toLowerCase();
    if (keyword === 'outer') {
      inLoop = true;
      corners.length = 0;
    } else if (keyword === 'vertex') {
      if (!inLoop || corners.length >= 9) throw new MeshFormatError('This ASCII STL file has a facet with more than three corners.');
      for (let i = 1; i <= 3; i++) corners.push(parseNumber(tokens[i], 'STL'));
    } else if (keyword === 'endloop') {
      if (corners.length !== 9) throw new MeshFormatError('This ASCII STL file has a facet with fewer than three corners.');
      mesh.addTriangle(...(corners as [number, number, number, number, number, number, number, number, number]));
      inLoop = false;
    }
    // solid, facet normal, endfacet, endsolid and blank lines carry nothing the analysis needs.
  }
  if (inLoop) throw new MeshFormatError('This STL file is cut short: it ends in the middle of a facet.');
  return mesh.finish();
}
