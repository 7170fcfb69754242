import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectModelFormat, type ModelFormat } from './detect-model-format';

const fixture = (name: string): Uint8Array => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name)).subarray(0, 4096);
const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const bytes = (...values: number[]): Uint8Array => Uint8Array.from([...values, ...new Array<number>(100).fill(0)]);
const binaryStl = new Uint8Array(84 + 50);

const cases: [string, Uint8Array, string, ModelFormat | null][] = [
  ['GLB magic', fixture('Duck.glb'), 'Duck.glb', 'glb'],
  ['GLB renamed', fixture('cube.glb'), 'cube.stl', 'glb'],
  ['3MF (a ZIP named .3mf)', fixture('core_box.3mf'), 'core_box.3mf', '3mf'],
  ['3MF upper-case extension', fixture('counterX.3MF'), 'counterX.3MF', '3mf'],
  ['ZIP not named .3mf', fixture('core_box.3mf'), 'models.zip', 'zip'],
  ['glTF JSON', fixture('Mesh_PrimitiveMode_04.gltf'), 'a.gltf', 'gltf'],
  ['JSON without asset', text('{"name": "x"}'), 'a.gltf', null],
  ['PLY', text('ply\nformat ascii 1.0\nelement vertex 3\n'), 'a.ply', 'ply'],
  ['PLY with CRLF', text('ply\r\nformat binary_little_endian 1.0\r\n'), 'scan', 'ply'],
  ['binary FBX', text('Kaydara FBX Binary  \0\x1a\0'), 'a.fbx', 'fbx'],
  ['ASCII FBX', text('; FBX 7.4.0 project file\n'), 'a.fbx', 'fbx'],
  ['3DS', bytes(0x4d, 0x4d, 0x10, 0x00, 0x00, 0x00, 0x02, 0x00), 'a.3ds', '3ds'],
  ['COLLADA', text('<?xml version="1.0"?>\n<COLLADA xmlns="http://www.collada.org/2005/11/COLLADASchema">'), 'a.dae', 'dae'],
  ['other XML', text('<?xml version="1.0"?>\n<svg></svg>'), 'a.dae', null],
  ['OBJ', text('# comment\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'), 'a.obj', 'obj'],
  ['OBJ renamed', text('o cube\nv -1 0 0\nf 1 2 3\n'), 'model.txt', 'obj'],
  ['OBJ with comments only', text('# nothing here\n'), 'empty.obj', 'obj'],
  ['ASCII STL', text('solid cube\n facet normal 0 0 1\n'), 'a.stl', 'stl'],
  ['binary STL named .stl', binaryStl, 'part.STL', 'stl'],
  ['binary STL under another name', binaryStl, 'part.bin', null],
  ['renamed JPG as .stl', bytes(0xff, 0xd8, 0xff, 0xe0), 'photo.stl', null],
  ['renamed JPG as .3mf', bytes(0xff, 0xd8, 0xff, 0xe1), 'photo.3mf', null],
  ['renamed PNG as .stl', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a), 'photo.stl', null],
  ['plain text', text('hello, this is a note\n'), 'notes.txt', null],
  ['empty head', new Uint8Array(0), 'a.stl', null],
];

describe('detectModelFormat', () => {
  it.each(cases)('%s', (_label, head, name, format) => {
    expect(detectModelFormat(head, name)).toBe(format);
  });
});
