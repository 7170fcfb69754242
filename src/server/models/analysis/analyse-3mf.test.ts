import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MODEL_FILE_ERRORS } from '../../../shared/constants/model-file-errors';
import { analyse3mf } from './analyse-3mf';
import { MeshFormatError } from './mesh-analysis';
import { writeZip } from './zip-test-writer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'analyse-3mf-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const cube = `<mesh><vertices>${[[0, 0, 0], [1, 0, 0], [1, 1, 0], [0, 1, 0], [0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]]
  .map(([x, y, z]) => `<vertex x="${x}" y="${y}" z="${z}"/>`).join('')}</vertices><triangles>${[
  [3, 2, 1], [1, 0, 3], [4, 5, 6], [6, 7, 4], [0, 1, 5], [5, 4, 0], [1, 2, 6], [6, 5, 1], [2, 3, 7], [7, 6, 2], [3, 0, 4], [4, 7, 3]]
  .map(([a, b, c]) => `<triangle v1="${a}" v2="${b}" v3="${c}"/>`).join('')}</triangles></mesh>`;

function threeMf(model: string): string {
  const file = path.join(dir, `${fs.readdirSync(dir).length}.3mf`);
  // No _rels/.rels here, so the conventional part name is used (upper-case, as some producers write it).
  fs.writeFileSync(file, writeZip([{ name: '3D/3DModel.model', data: Buffer.from(model), deflate: true }]));
  return file;
}

describe('analyse3mf', () => {
  it('converts units to millimetres and applies component and item transforms', async () => {
    const model = `<?xml version="1.0"?><!-- <vertex x="99" y="99" z="99"/> --><model unit="inch"><resources>
      <object id="1">${cube}</object>
      <object id="2"><components><component objectid="1" transform="2 0 0 0 1 0 0 0 1 0 0 0"/></components></object>
      </resources><build><item objectid="2" transform="1 0 0 0 3 0 0 0 1 5 5 5"/><item objectid="1"/></build></model>`;
    const result = await analyse3mf(threeMf(model));
    expect(result.triangles).toBe(24);
    // The stretched cube spans 0..2 × 0..3 × 0..1 inch shifted by 5; the plain one 0..1: together 0..7 × 0..8 × 0..6.
    expect(result.size.x).toBeCloseTo(7 * 25.4, 6);
    expect(result.size.y).toBeCloseTo(8 * 25.4, 6);
    expect(result.size.z).toBeCloseTo(6 * 25.4, 6);
    expect(result.volume).toBeCloseTo(7 * 25.4 ** 3, 3);
  });

  it('refuses production-extension references to other model parts', async () => {
    const model = `<model xmlns:p="http://schemas.microsoft.com/3dmanufacturing/production/2015/06"><resources>
      <object id="2"><components><component objectid="1" p:path="/3D/other.model"/></components></object>
      </resources><build><item objectid="2"/></build></model>`;
    await expect(analyse3mf(threeMf(model))).rejects.toThrow(/production extension/);
    const item = `<model xmlns:p="http://schemas.microsoft.com/3dmanufacturing/production/2015/06"><resources/><build><item objectid="1" p:path="/3D/other.model"/></build></model>`;
    await expect(analyse3mf(threeMf(item))).rejects.toThrow(/production extension/);
  });

  it('refuses a placed triangle that names a vertex the object does not have', async () => {
    const model = (v3: string) => `<model><resources><object id="1"><mesh><vertices><vertex x="0" y="0" z="0"/><vertex x="1" y="0" z="0"/>
      <vertex x="0" y="1" z="0"/></vertices><triangles><triangle v1="0" v2="1" v3="${v3}"/></triangles></mesh></object></resources><build><item objectid="1"/></build></model>`;
    for (const v3 of ['3', '-1', '1.5']) {
      const attempt = analyse3mf(threeMf(model(v3)));
      await expect(attempt).rejects.toThrow(MeshFormatError);
      await expect(attempt).rejects.toThrow(MODEL_FILE_ERRORS.missingVertex('3MF'));
    }
  });

  it('refuses unknown units, missing objects, bad vertex numbers and models without triangles', async () => {
    await expect(analyse3mf(threeMf(`<model unit="parsec"><resources/></model>`))).rejects.toThrow(/unknown unit/);
    await expect(analyse3mf(threeMf(`<model><build><item objectid="9"/></build></model>`))).rejects.toThrow(/does not define/);
    await expect(analyse3mf(threeMf(`<model><resources><object id="1"><mesh><vertices><vertex x="a" y="0" z="0"/></vertices></mesh></object></resources></model>`)))
      .rejects.toThrow(/not a number/);
    await expect(analyse3mf(threeMf(`<model><resources><object id="1">${cube}</object></resources><build></build></model>`)))
      .rejects.toThrow(/no triangles/);
  });
});
