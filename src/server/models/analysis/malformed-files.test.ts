// Broken files the viewer is also checked with (parse-model.test.ts): both must refuse each one in
// the same words, taken from src/shared/constants/model-file-errors.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import { analyse3mf } from './analyse-3mf';
import { analyseGltf } from './analyse-gltf';
import { analyseObj } from './analyse-obj';
import { analysePly } from './analyse-ply';
import { analyseStl } from './analyse-stl';
import { MeshFormatError } from './mesh-analysis';
import { chunked, fixtures } from './stream-fixtures';

interface Malformed { file: string; error: keyof typeof MODEL_FILE_ERRORS; args?: (string | number)[] }

const folder = path.join(fixtures, 'malformed');
const cases = JSON.parse(fs.readFileSync(path.join(folder, 'malformed.json'), 'utf8')) as Malformed[];
const analysers = { stl: analyseStl, obj: analyseObj, ply: analysePly, gltf: (source: AsyncIterable<Uint8Array>) => analyseGltf(source, 'gltf') };
// 3MF is a ZIP, read from its file on disk.
const analyseFile = (name: string, bytes: Uint8Array) =>
  name.endsWith('.3mf') ? analyse3mf(path.join(folder, name)) : analysers[path.extname(name).slice(1) as keyof typeof analysers](chunked(bytes, 64));

function expectedMessage({ error, args }: Malformed): string {
  const text = MODEL_FILE_ERRORS[error] as string | ((...a: (string | number)[]) => string);
  return typeof text === 'function' ? text(...(args ?? [])) : text;
}

describe('the analysis refuses malformed files in the shared words', () => {
  it.each(cases.map((entry) => [entry.file, entry] as const))('%s', async (name, entry) => {
    const refusal = analyseFile(name, new Uint8Array(fs.readFileSync(path.join(folder, name))));
    await expect(refusal).rejects.toBeInstanceOf(MeshFormatError);
    await expect(refusal).rejects.toMatchObject({ message: expectedMessage(entry) });
  });
});
