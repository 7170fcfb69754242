// The file's own colours come through the viewer's parsers (issue 9 item 17): 3MF colour groups and
// base materials, PLY vertex colours, glTF material colours. Textures need createImageBitmap, which
// Node lacks: e2e/viewer-colours.test.ts checks Duck.glb's texture in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ModelFormat } from './model-format';
import { parseModel } from './parse-model';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../server/models/analysis/fixtures');

const read = (name: string): ArrayBuffer => new Uint8Array(fs.readFileSync(path.join(fixtures, name))).buffer;
const linear = (byte: number): number => {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** A 3MF of two triangles: one red from a base material, one with green and blue corners from a colour group. */
function twoColour3mf(): ArrayBuffer {
  const model = `<?xml version="1.0" encoding="UTF-8"?>
<model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02" xmlns:mat="http://schemas.microsoft.com/3dmanufacturing/material/2015/02">
 <resources>
  <basematerials id="1"><base name="Red PLA" displaycolor="#FF0000FF"/></basematerials>
  <mat:colorgroup id="2"><mat:color color="#00FF00"/><mat:color color="#0000FF"/></mat:colorgroup>
  <object id="3" type="model" pid="1" pindex="0"><mesh>
   <vertices><vertex x="0" y="0" z="0"/><vertex x="10" y="0" z="0"/><vertex x="0" y="10" z="0"/><vertex x="10" y="10" z="5"/></vertices>
   <triangles><triangle v1="0" v2="1" v3="2"/><triangle v1="1" v2="3" v3="2" pid="2" p1="0" p2="1"/></triangles>
  </mesh></object>
 </resources>
 <build><item objectid="3"/></build>
</model>`;
  return zipSync({ '3D/3dmodel.model': strToU8(model) }).buffer as ArrayBuffer;
}

async function parse(buffer: ArrayBuffer, format: ModelFormat) {
  return parseModel(buffer, format);
}

describe('parseModel keeps the colours a file carries', () => {
  it('3MF base materials, colour groups, object defaults and per-corner colours', async () => {
    const model = await parse(twoColour3mf(), '3mf');
    expect(model.coloured).toBe(true);
    const colors = [...model.meshes[0]!.colors!].map((c) => Math.round(c * 1000) / 1000);
    // Triangle 1 takes the object's red; triangle 2 has a green corner, then blue (p2), then green again (p3 defaults to p1).
    expect(colors).toEqual([1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 0]);
    expect(model.triangles).toBe(2);
  });

  it('counterX.3MF in its colour group colour, which its component objects take from it', async () => {
    const model = await parse(read('counterX.3MF'), '3mf');
    expect(model.coloured).toBe(true);
    const colors = model.meshes[0]!.colors!;
    expect(colors.length).toBe(model.meshes[0]!.positions.length);
    expect([colors[0], colors[1], colors[2]].map((c) => c!.toFixed(3))).toEqual([0xca, 0xd1, 0xee].map((b) => linear(b).toFixed(3)));
  });

  it('material_sphere_logo.3mf: the sphere in its white colour group; the logo\'s texture triangles apart', async () => {
    const model = await parse(read('material_sphere_logo.3mf'), '3mf');
    expect(model.coloured).toBe(true);
    expect(model.triangles).toBe(3032);
    const [sphere, logo] = model.meshes;
    expect(sphere!.colors!.length).toBe(2443 * 9);
    expect(new Set(sphere!.colors)).toEqual(new Set([1]));
    // Node has no createImageBitmap, so the logo's triangles are left plain here (Chromium: e2e/viewer-colours.test.ts).
    expect(logo!.positions.length).toBe(589 * 9);
  });

  it('PLY vertex colours (fuze.ply, and a triangle with a red, a green and a blue corner)', async () => {
    const fuze = await parse(read('fuze.ply'), 'ply');
    expect(fuze.coloured).toBe(true);
    expect(fuze.meshes[0]!.colors!.length).toBe(fuze.meshes[0]!.positions.length);
    const ply = ['ply', 'format ascii 1.0', 'element vertex 3', 'property float x', 'property float y', 'property float z',
      'property uchar red', 'property uchar green', 'property uchar blue', 'element face 1', 'property list uchar int vertex_indices', 'end_header',
      '0 0 0 255 0 0', '1 0 0 0 255 0', '0 1 0 0 0 128', '3 0 1 2', ''].join('\n');
    const model = await parse(strToU8(ply).buffer as ArrayBuffer, 'ply');
    expect([...model.meshes[0]!.colors!].map((c) => c.toFixed(3))).toEqual([1, 0, 0, 0, 1, 0, 0, 0, linear(128)].map((c) => c.toFixed(3)));
  });

  it('glTF material base colours (cube.glb) and textured materials (Duck.glb)', async () => {
    const cube = await parse(read('cube.glb'), 'glb');
    expect(cube.coloured).toBe(true);
    expect(cube.meshes[0]!.color!.map((c) => c.toFixed(3))).toEqual(['0.398', '0.398', '0.398']);
    const duck = await parse(read('Duck.glb'), 'glb');
    expect(duck.coloured).toBe(true);
  });

  it('nothing for files without colours', async () => {
    for (const [name, format] of [['20mm-xyz-cube.stl', 'stl'], ['box.obj', 'obj'], ['core_box.3mf', '3mf'], ['bunny.ply', 'ply'], ['monkey.glb', 'glb']] as const) {
      const model = await parse(read(name), format);
      expect(model.coloured, name).toBe(false);
      expect(model.meshes.every((mesh) => !mesh.colors && !mesh.color && !mesh.texture), name).toBe(true);
    }
  });
});
