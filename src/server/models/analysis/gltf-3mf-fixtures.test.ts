import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse3mf } from './analyse-3mf';
import { analyseGltf } from './analyse-gltf';
import { MeshFormatError, type MeshAnalysis } from './mesh-analysis';
import { expectAgreement, fixtures, type Expected } from './stream-fixtures';

const expected = JSON.parse(fs.readFileSync(path.join(fixtures, 'expected-gltf-3mf.json'), 'utf8')) as Expected[];
// 3 MB, so not copied: read from the shared fixtures beside the checkout when they are there.
const BIG_3MF = path.resolve(fixtures, '../../../../../../shared/fixtures/3mf-consortium/material_multipletextures.3mf');

function analyse(file: string): Promise<MeshAnalysis> {
  const lower = file.toLowerCase();
  if (lower.endsWith('.3mf')) return analyse3mf(file);
  // GLBs are streamed, as an upload would be; .gltf is passed whole.
  if (lower.endsWith('.glb')) return analyseGltf(fs.createReadStream(file), 'glb');
  return analyseGltf(fs.readFileSync(file), 'gltf');
}

describe('GLB, glTF and 3MF analysis agrees with trimesh', () => {
  for (const want of expected.filter((entry) => entry.triangles !== undefined && !entry.file.endsWith('material_multipletextures.3mf'))) {
    it(want.file, async () => {
      expectAgreement(await analyse(path.join(fixtures, path.basename(want.file))), want);
    });
  }

  it('refuses a glTF whose buffer is a separate .bin', async () => {
    const attempt = analyse(path.join(fixtures, 'Mesh_PrimitiveMode_04.gltf'));
    await expect(attempt).rejects.toThrow(MeshFormatError);
    await expect(attempt).rejects.toThrow('This glTF file refers to a separate .bin file. Upload it as a .glb, or as a ZIP with its .bin.');
  });
});

// This 3 MB sample is not copied into the project; it is checked only where the shared fixtures exist.
describe.runIf(fs.existsSync(BIG_3MF))('large textured 3MF from the shared fixtures', () => {
  it('material_multipletextures.3mf', async () => {
    expectAgreement(await analyse3mf(BIG_3MF), expected.find((entry) => entry.file.endsWith('material_multipletextures.3mf'))!);
  });
});
