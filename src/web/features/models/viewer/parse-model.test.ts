// The viewer's parsers against the trimesh reference values the server's analysers are checked with
// (src/server/models/analysis/fixtures). Read from disk by path: web code never imports server code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MODEL_FILE_ERRORS } from '../../../../shared/constants/model-file-errors';
import { ModelFileError } from './model-file-error';
import type { ModelFormat, ParsedModel } from './model-format';
import { parseModel } from './parse-model';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.resolve(here, '../../../../server/models/analysis/fixtures');
// 3 MB, so not copied into the project: read from the shared fixtures beside the checkout when there.
const shared = path.resolve(fixtures, '../../../../../../shared/fixtures');

interface Expected { file: string; triangles?: number; bbox?: number[] }

const expected = ['expected.json', 'expected-gltf-3mf.json'].flatMap(
  (name) => JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8')) as Expected[],
);

/** The local file for an entry: ascii.stl.zip was extracted to fuji_obj.stl, the large 3MF lives in the shared fixtures. */
function fixturePath(entry: Expected): string {
  const name = path.basename(entry.file);
  if (name === 'ascii.stl.zip') return path.join(fixtures, 'fuji_obj.stl');
  const local = path.join(fixtures, name);
  return fs.existsSync(local) ? local : path.join(shared, entry.file);
}

function formatOf(file: string): ModelFormat {
  return path.extname(file).slice(1).toLowerCase() as ModelFormat;
}

/** An ArrayBuffer of exactly the file (Node's Buffers may share a larger pooled one). */
function read(file: string): ArrayBuffer {
  return new Uint8Array(fs.readFileSync(file)).buffer;
}

/** glTF is in metres and the viewer shows millimetres; everything else is taken in the file's own units. */
const SCALE: Record<ModelFormat, number> = { stl: 1, obj: 1, ply: 1, '3mf': 1, glb: 1000, gltf: 1000 };

/** The refusal the worker turns into a message for the visitor: a ModelFileError with words in it. */
async function refusal(buffer: ArrayBuffer, format: ModelFormat): Promise<ModelFileError> {
  let result: ParsedModel | undefined;
  try {
    result = await parseModel(buffer, format);
  } catch (error) {
    expect(error).toBeInstanceOf(ModelFileError);
    const refused = error as ModelFileError;
    expect(refused.message).toMatch(/\w{3,}.*\w{3,}/);
    return refused;
  }
  throw new Error(`expected a refusal, got ${result.triangles} triangles`);
}

/** Deterministic noise (xorshift32), so a failure can be repeated. */
function noise(length: number, seed: number): ArrayBuffer {
  const out = new Uint8Array(length);
  let s = seed;
  for (let i = 0; i < length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = s & 0xff;
  }
  return out.buffer;
}

const meshes = expected.filter((entry) => (entry.triangles ?? 0) > 0);
// The server refuses these: no triangles at all, or (Mesh_PrimitiveMode_04.gltf) a glTF whose buffer is a separate .bin.
const refused = expected.filter((entry) => !((entry.triangles ?? 0) > 0));
const FORMATS: ModelFormat[] = ['stl', 'obj', 'ply', 'glb', 'gltf', '3mf'];

describe('parseModel agrees with trimesh', () => {
  it('covers every reference entry the viewer reads', () => {
    expect(meshes.length + refused.length).toBe(expected.length);
    for (const entry of expected) expect(FORMATS).toContain(formatOf(fixturePath(entry)));
  });

  it.for(meshes.map((entry) => [path.basename(fixturePath(entry)), entry] as const))('%s', async ([name, want], { skip }) => {
    const file = fixturePath(want);
    // Only material_multipletextures.3mf (shared fixtures, not copied) can be missing, as in the server test.
    if (!fs.existsSync(file)) skip();
    const format = formatOf(file);
    const model = await parseModel(read(file), format);
    expect(model.triangles).toBe(want.triangles);
    const scale = SCALE[format];
    const size = model.bbox.max.map((max, axis) => max - model.bbox.min[axis]!);
    want.bbox!.forEach((extent, axis) => {
      // 0.1 %, with a floor for expected.json's 4-decimal rounding of tiny models (bunny, fuze).
      const tolerance = Math.max(extent * 1e-3, 5e-5) * scale;
      expect(Math.abs(size[axis]! - extent * scale), `${name} axis ${axis}: ${size[axis]} vs ${extent * scale}`).toBeLessThanOrEqual(tolerance);
    });
    expect(model.meshes.length).toBeGreaterThan(0);
  });

  it.each(refused.map((entry) => path.basename(fixturePath(entry))))('refuses %s with a clear message', async (name) => {
    const error = await refusal(read(path.join(fixtures, name)), formatOf(name));
    if (name.endsWith('.gltf')) expect(error.message).toMatch(/separate \.bin/);
    else expect(error.message).toMatch(/no triangles/);
  });
});

describe('parseModel refuses what is not a model', () => {
  // three's OBJLoader warns once per line it does not know: thousands of lines of noise here.
  beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => vi.restoreAllMocks());

  it.each(FORMATS)('an empty file given as %s', async (format) => {
    await refusal(new ArrayBuffer(0), format);
  });

  it.each(FORMATS.flatMap((format) => [1, 2, 3].map((seed) => [format, seed] as const)))('random bytes given as %s (seed %i)', async (format, seed) => {
    await refusal(noise(4096 + seed * 999, seed * 0x9e3779b1), format);
  });
});

describe('parseModel refuses malformed files in the server analysis\'s words', () => {
  // The same files and expected texts as src/server/models/analysis/malformed-files.test.ts.
  interface Malformed { file: string; error: keyof typeof MODEL_FILE_ERRORS; args?: (string | number)[] }
  const folder = path.join(fixtures, 'malformed');
  const cases = JSON.parse(fs.readFileSync(path.join(folder, 'malformed.json'), 'utf8')) as Malformed[];

  it.each(cases.map((entry) => [entry.file, entry] as const))('%s', async (name, { error, args }) => {
    const text = MODEL_FILE_ERRORS[error] as string | ((...a: (string | number)[]) => string);
    const refused = await refusal(read(path.join(folder, name)), formatOf(name));
    expect(refused.message).toBe(typeof text === 'function' ? text(...(args ?? [])) : text);
  });
});
