import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyse3mf } from './analyse-3mf';
import { analyseGltf } from './analyse-gltf';
import { MeshFormatError, type MeshAnalysis } from './mesh-analysis';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures');
/** What trimesh 5.1 reports for each file (copied from the shared fixtures' expected.json). */
interface Expected { file: string; triangles?: number; bbox?: number[]; area?: number; watertight?: boolean; volume?: number; note?: string }
const expected = JSON.parse(fs.readFileSync(path.join(fixtures, 'expected-gltf-3mf.json'), 'utf8')) as Expected[];
const BIG_3MF = '/work/shared/fixtures/3mf-consortium/material_multipletextures.3mf';

function analyse(file: string): Promise<MeshAnalysis> {
  const lower = file.toLowerCase();
  if (lower.endsWith('.3mf')) return analyse3mf(file);
  // GLBs are streamed, as an upload would be; .gltf is passed whole.
  if (lower.endsWith('.glb')) return analyseGltf(fs.createReadStream(file), 'glb');
  return analyseGltf(fs.readFileSync(file), 'gltf');
}

function agrees(result: MeshAnalysis, want: Expected): void {
  expect(result.triangles).toBe(want.triangles);
  const size = [result.size.x, result.size.y, result.size.z];
  want.bbox!.forEach((extent, axis) => expect(Math.abs(size[axis]! - extent)).toBeLessThanOrEqual(Math.max(extent * 1e-3, 1e-4)));
  // expected.json rounds to 4 decimals, so tiny values also get half a unit in the last place.
  expect(Math.abs(result.surfaceArea - want.area!)).toBeLessThanOrEqual(Math.max(want.area! * 5e-3, 5e-5));
  expect(result.watertight).toBe(want.watertight);
  if (want.watertight) expect(Math.abs(result.volume! - want.volume!)).toBeLessThanOrEqual(Math.max(want.volume! * 5e-3, 5e-5));
  else expect(result.volume).toBeNull();
}

describe('GLB, glTF and 3MF analysis agrees with trimesh', () => {
  for (const want of expected.filter((entry) => entry.triangles !== undefined && !entry.file.endsWith('material_multipletextures.3mf'))) {
    it(want.file, async () => {
      agrees(await analyse(path.join(fixtures, path.basename(want.file))), want);
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
    agrees(await analyse3mf(BIG_3MF), expected.find((entry) => entry.file.endsWith('material_multipletextures.3mf'))!);
  });
});
