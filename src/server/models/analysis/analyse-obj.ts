import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import { MeshAccumulator } from './mesh-accumulator';
import { MeshFormatError, type MeshAnalysis, type TriangleSink } from './mesh-analysis';
import { parseNumber, readLines } from './read-lines';
import { FanTriangulator, VertexList } from './vertex-list';

/**
 * Analyses a Wavefront OBJ file as it streams in. Only `v` (positions) and `f` (faces) matter; the
 * other statements (vt, vn, o, g, usemtl, s, ...) are ignored, and objects and groups all share one
 * vertex numbering, so several objects in a file simply add up.
 */
export async function analyseObj(source: AsyncIterable<Uint8Array>, sink?: TriangleSink): Promise<MeshAnalysis> {
  const mesh = new MeshAccumulator(0, sink);
  const vertices = new VertexList();
  const fan = new FanTriangulator(vertices, (c) => mesh.addTriangle(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!), 'OBJ');
  let continued = '';
  let sawStatement = false;
  for await (const raw of readLines(source, 'an OBJ')) {
    // A trailing backslash joins the next line to this one (part of the OBJ format).
    if (raw.endsWith('\\')) {
      continued += raw.slice(0, -1) + ' ';
      continue;
    }
    const line = continued + raw;
    continued = '';
    const hash = line.indexOf('#');
    const tokens = (hash === -1 ? line : line.slice(0, hash)).trim().split(/\s+/);
    const keyword = tokens[0];
    if (keyword === 'v') {
      sawStatement = true;
      // Extra values after x y z (a w weight, or vertex colours) are ignored.
      vertices.push(parseNumber(tokens[1], 'OBJ'), parseNumber(tokens[2], 'OBJ'), parseNumber(tokens[3], 'OBJ'));
    } else if (keyword === 'f') {
      sawStatement = true;
      // A face with fewer than three corners encloses nothing; trimesh drops it, and so do we.
      if (tokens.length < 4) continue;
      fan.start();
      for (let i = 1; i < tokens.length; i++) fan.corner(vertexIndex(tokens[i]!, vertices.count));
    } else if (keyword !== undefined && keyword !== '' && !/^[a-z_]+$/i.test(keyword)) {
      // Every OBJ statement starts with a word; anything else means this is some other kind of file.
      if (!sawStatement) throw new MeshFormatError('This does not look like an OBJ file.');
    }
  }
  return mesh.finish();
}

/**
 * The 0-based vertex a face corner refers to. Corners look like `7`, `7/2`, `7/2/5` or `7//5`: only the
 * first number is the position. Negative numbers count back from the latest vertex (-1 is the last).
 * Faces may only refer to vertices defined above them, which lets the file be read in one pass.
 */
function vertexIndex(corner: string, count: number): number {
  const slash = corner.indexOf('/');
  const text = slash === -1 ? corner : corner.slice(0, slash);
  const n = /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
  if (Number.isNaN(n) || n === 0) throw new MeshFormatError(MODEL_FILE_ERRORS.objInvalidVertexNumber(corner));
  const index = n > 0 ? n - 1 : count + n;
  if (index < 0 || index >= count) {
    throw new MeshFormatError(MODEL_FILE_ERRORS.objMissingVertex(n));
  }
  return index;
}
