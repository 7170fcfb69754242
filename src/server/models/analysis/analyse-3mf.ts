import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import type { Readable } from 'node:stream';
import { CONVENTIONAL_MODEL_PART, modelPartTargets, scanModelStream, type ModelPart3mf } from '../../../shared/geometry/threemf-scan';
import { compose3mf, type Transform3mf } from '../../../shared/geometry/transform-3mf';
import type yauzl from 'yauzl';
import { MeshAccumulator } from './mesh-accumulator';
import { MeshFormatError, type MeshAnalysis, type TriangleSink } from './mesh-analysis';
import { checkEntry, DEFAULT_ZIP_LIMITS, eachEntry, openZip, type ZipLimits } from './zip-inspect';

// Instancing one large object many times can ask for billions of triangles from a small file; stop early.
const MAX_TRIANGLES = 50_000_000;
const MAX_DEPTH = 32;
const fail = (message: string): Error => new MeshFormatError(message);

function openStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(new MeshFormatError('This 3MF file has a part we cannot unpack.'));
      else resolve(stream);
    });
  });
}

async function readSmall(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  if (entry.uncompressedSize > 1024 * 1024) throw new MeshFormatError('This 3MF file has an oversized relationships part.');
  const chunks: Buffer[] = [];
  for await (const chunk of await openStream(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The root model part named by `_rels/.rels` (3MF core spec §2.1), else the conventional name. */
async function findModelEntry(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>): Promise<yauzl.Entry> {
  const rels = entries.get('_rels/.rels');
  if (rels) {
    for (const target of modelPartTargets(await readSmall(zip, rels))) {
      const entry = entries.get(target);
      if (entry) return entry;
    }
  }
  const fallback = entries.get(CONVENTIONAL_MODEL_PART);
  if (!fallback) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfNoModelPart);
  return fallback;
}

/** A component or item in another model part (production extension `p:path`): we read only the root part. */
function refuseExternal(model: ModelPart3mf): void {
  const external = model.items.some((item) => item.path !== undefined)
    || [...model.objects.values()].some((object) => object.components.some((component) => component.path !== undefined));
  if (external) throw new MeshFormatError('This 3MF file keeps parts of its model in other files (production extension), which we cannot analyse yet.');
}

/** Adds every triangle of an object (and its components, recursively) placed by `m`. */
function emit(model: ModelPart3mf, objectId: string, m: Transform3mf, acc: MeshAccumulator, depth: number): void {
  const object = model.objects.get(objectId);
  if (!object) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfUndefinedObject(objectId));
  if (depth > MAX_DEPTH) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfTooDeep);
  const v = object.vertices.view();
  const triangles = object.triangles.view();
  // The scan checked that every index is a whole number ≥ 0; here, that the vertex is there.
  if (object.maxIndex >= v.length / 3) throw new MeshFormatError(MODEL_FILE_ERRORS.missingVertex('3MF'));
  const at = (i: number, axis: number): number => v[i * 3]! * m[axis]! + v[i * 3 + 1]! * m[3 + axis]! + v[i * 3 + 2]! * m[6 + axis]! + m[9 + axis]!;
  for (let t = 0; t < triangles.length; t += 3) {
    const a = triangles[t]!, b = triangles[t + 1]!, c = triangles[t + 2]!;
    if (acc.triangleCount >= MAX_TRIANGLES) throw new MeshFormatError('This 3MF file places more triangles than we can analyse.');
    acc.addTriangle(at(a, 0), at(a, 1), at(a, 2), at(b, 0), at(b, 1), at(b, 2), at(c, 0), at(c, 1), at(c, 2));
  }
  for (const component of object.components) emit(model, component.objectId, compose3mf(component.transform, m), acc, depth + 1);
}

/** Analyses a 3MF from disk: the ZIP is checked like any upload, then the root model part is streamed. */
export async function analyse3mf(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS, sink?: TriangleSink): Promise<MeshAnalysis> {
  const zip = await openZip(path);
  try {
    const entries = new Map<string, yauzl.Entry>();
    const seen = { count: 0, total: 0 };
    await eachEntry(zip, (entry) => {
      checkEntry(entry, seen, limits);
      // OPC part names are case-insensitive (counterX.3MF's producer and others vary the case).
      entries.set(entry.fileName.toLowerCase(), entry);
    });
    // Float64 vertices: the file's numbers exactly, as the measurements have always used them.
    const model = await scanModelStream(await openStream(zip, await findModelEntry(zip, entries)), { fail });
    refuseExternal(model);
    const acc = new MeshAccumulator(0, sink);
    for (const item of model.items) emit(model, item.objectId, item.transform, acc, 0);
    return acc.finish(model.scale);
  } finally {
    zip.close();
  }
}
