import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import type { Readable } from 'node:stream';
import { compose3mf, type Transform3mf } from '../../../shared/geometry/transform-3mf';
import type yauzl from 'yauzl';
import { MeshAccumulator } from './mesh-accumulator';
import { MeshFormatError, type MeshAnalysis } from './mesh-analysis';
import { scanModel, type Model3mf, } from './threemf-model-scan';
import { checkEntry, DEFAULT_ZIP_LIMITS, eachEntry, openZip, type ZipLimits } from './zip-inspect';

// Instancing one large object many times can ask for billions of triangles from a small file; stop early.
const MAX_TRIANGLES = 50_000_000;
const MAX_DEPTH = 32;
const MODEL_REL_TYPE = 'http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel';

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
    for (const match of (await readSmall(zip, rels)).matchAll(/<Relationship\b[^>]*>/g)) {
      if (!match[0].includes(MODEL_REL_TYPE)) continue;
      const target = /Target\s*=\s*["']\/?([^"']+)["']/.exec(match[0])?.[1];
      const entry = target === undefined ? undefined : entries.get(target.toLowerCase());
      if (entry) return entry;
    }
  }
  const fallback = entries.get('3d/3dmodel.model');
  if (!fallback) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfNoModelPart);
  return fallback;
}


/** Adds every triangle of an object (and its components, recursively) placed by `m`. */
function emit(model: Model3mf, objectId: string, m: Transform3mf, acc: MeshAccumulator, depth: number): void {
  const object = model.objects.get(objectId);
  if (!object) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfUndefinedObject(objectId));
  if (depth > MAX_DEPTH) throw new MeshFormatError(MODEL_FILE_ERRORS.threeMfTooDeep);
  const { vertices: v, triangles } = object;
  const count = v.length / 3;
  const at = (i: number, axis: number): number => v[i * 3]! * m[axis]! + v[i * 3 + 1]! * m[3 + axis]! + v[i * 3 + 2]! * m[6 + axis]! + m[9 + axis]!;
  for (let t = 0; t < triangles.length; t += 3) {
    const a = triangles[t]!, b = triangles[t + 1]!, c = triangles[t + 2]!;
    if (![a, b, c].every((i) => Number.isInteger(i) && i >= 0 && i < count)) {
      throw new MeshFormatError(MODEL_FILE_ERRORS.missingVertex('3MF'));
    }
    if (acc.triangleCount >= MAX_TRIANGLES) throw new MeshFormatError('This 3MF file places more triangles than we can analyse.');
    acc.addTriangle(at(a, 0), at(a, 1), at(a, 2), at(b, 0), at(b, 1), at(b, 2), at(c, 0), at(c, 1), at(c, 2));
  }
  for (const component of object.components) emit(model, component.objectId, compose3mf(component.transform, m), acc, depth + 1);
}

/** Analyses a 3MF from disk: the ZIP is checked like any upload, then the root model part is streamed. */
export async function analyse3mf(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<MeshAnalysis> {
  const zip = await openZip(path);
  try {
    const entries = new Map<string, yauzl.Entry>();
    const seen = { count: 0, total: 0 };
    await eachEntry(zip, (entry) => {
      checkEntry(entry, seen, limits);
      // OPC part names are case-insensitive (counterX.3MF's producer and others vary the case).
      entries.set(entry.fileName.toLowerCase(), entry);
    });
    const model = await scanModel(await openStream(zip, await findModelEntry(zip, entries)));
    const acc = new MeshAccumulator();
    for (const item of model.items) emit(model, item.objectId, item.transform, acc, 0);
    return acc.finish(model.scale);
  } finally {
    zip.close();
  }
}
