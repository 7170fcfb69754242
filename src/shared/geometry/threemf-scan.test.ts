// The 3MF model scanner the server's analysis (analyse-3mf.ts: streamed, float64, no materials)
// and the 3D viewer (parse-3mf.ts: whole part, float32, materials) both use.
import { describe, expect, it } from 'vitest';
import { MODEL_FILE_ERRORS } from '../constants/model-file-errors';
import { IDENTITY_3MF } from './transform-3mf';
import {
  MAX_TAG_CHARS, modelPartTargets, NO_GROUP, partKey, scanModelBytes, scanModelStream, ThreeMfScanner,
  type ModelPart3mf, type ScanOptions3mf,
} from './threemf-scan';

class TestFormatError extends Error {}
const fail = (message: string): Error => new TestFormatError(message);
const SERVER: ScanOptions3mf = { fail };
const VIEWER: ScanOptions3mf = { fail, precision: 'float32', materials: true };

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const scan = (xml: string, options: ScanOptions3mf = SERVER): ModelPart3mf => scanModelBytes(bytes(xml), options);

/** Feeds the bytes `size` at a time, as a stream from the ZIP would (splitting tags, numbers and UTF-8 characters). */
function scanInChunks(xml: string, size: number, options: ScanOptions3mf = SERVER): ModelPart3mf {
  const scanner = new ThreeMfScanner(options);
  const all = bytes(xml);
  for (let at = 0; at < all.length; at += size) scanner.write(all.subarray(at, at + size));
  return scanner.end();
}

/** What a part holds, as plain data, to compare scans. */
function plain(part: ModelPart3mf) {
  return {
    ...part,
    objects: [...part.objects].map(([id, o]) => ({
      id, vertices: [...o.vertices.view()], triangles: [...o.triangles.view()], maxIndex: o.maxIndex, components: o.components,
      pid: o.pid, pindex: o.pindex, properties: o.properties && [...o.properties.view()],
    })),
    colours: [...part.colours], textureGroups: [...part.textureGroups], textures: [...part.textures],
  };
}

function refusal(run: () => unknown): TestFormatError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(TestFormatError);
    return error as TestFormatError;
  }
  throw new Error('expected the scan to refuse');
}

const TETRA = `<mesh><vertices><vertex x="0" y="0" z="0"/><vertex x="0.1" y="0" z="0"/><vertex x="0" y="1e-1" z="0"/><vertex x="0" y="0" z="-2.5"/></vertices>
<triangles><triangle v1="0" v2="2" v3="1"/><triangle v1="0" v2="1" v3="3"/><triangle v1="1" v2="2" v3="3"/><triangle v1="2" v2="0" v3="3"/></triangles></mesh>`;

const ASSEMBLY = `<?xml version="1.0" encoding="UTF-8"?>
<!-- <vertex x="99" y="99" z="99"/> a commented-out vertex -->
<model unit="inch" xml:lang="en-US" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02"
  xmlns:s="http://schemas.microsoft.com/3dmanufacturing/slice/2015/07" xmlns:p="http://schemas.microsoft.com/3dmanufacturing/production/2015/06">
 <metadata name="Title">Ünïcode tïtle — 立方体 🧊</metadata>
 <resources>
  <object id="1" type="model">${TETRA}</object>
  <s:slicestack id="9"><s:slice ztop="1"><s:vertices><s:vertex x="5" y="5"/></s:vertices></s:slice></s:slicestack>
  <object id="2" type="model"><components>
   <component objectid="1" transform="2 0 0 0 1 0 0 0 1 0 0 0"/>
   <component objectid="7" p:path="/3D/Other.model"/>
  </components></object>
  <object id="3"/>
  <object id="立方体🧊é"><components><component objectid="1"/></components></object>
 </resources>
 <item objectid="1"/>
 <build><item objectid="2" transform="1 0 0 0 3 0 0 0 1 5 5 5"/><item objectid='1' /><item objectid="立方体🧊é"/></build>
 <item objectid="3"/>
</model>`;

describe('scanning a model part', () => {
  it('reads unit, objects, vertices, triangles, components and build items', () => {
    const part = scan(ASSEMBLY);
    expect(part.unit).toBe('inch');
    expect(part.scale).toBe(25.4);
    expect([...part.objects.keys()]).toEqual(['1', '2', '3', '立方体🧊é']);
    const tetra = part.objects.get('1')!;
    // Float64 by default: the file's numbers exactly (the analysis measures with them).
    expect(tetra.vertices.view()).toBeInstanceOf(Float64Array);
    expect([...tetra.vertices.view()]).toEqual([0, 0, 0, 0.1, 0, 0, 0, 0.1, 0, 0, 0, -2.5]);
    expect([...tetra.triangles.view()]).toEqual([0, 2, 1, 0, 1, 3, 1, 2, 3, 2, 0, 3]);
    expect(tetra.maxIndex).toBe(3);
    expect(tetra.components).toEqual([]);
    // Components keep their transform; one in another part keeps its path for the caller to follow or refuse.
    expect(part.objects.get('2')!.components).toEqual([
      { objectId: '1', path: undefined, transform: [2, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0] },
      { objectId: '7', path: '/3D/Other.model', transform: IDENTITY_3MF },
    ]);
    // A self-closing object is empty, and what follows it is not its.
    expect(part.objects.get('3')!.vertices.length).toBe(0);
    expect(part.objects.get('3')!.maxIndex).toBe(-1);
    // Only items inside <build> count; single quotes and a space before "/>" are fine.
    expect(part.items).toEqual([
      { objectId: '2', path: undefined, transform: [1, 0, 0, 0, 3, 0, 0, 0, 1, 5, 5, 5] },
      { objectId: '1', path: undefined, transform: IDENTITY_3MF },
      { objectId: '立方体🧊é', path: undefined, transform: IDENTITY_3MF },
    ]);
    // Without `materials`, nothing of the materials extension is kept.
    expect(part.colours.size + part.textures.size + part.textureGroups.size + part.groupIds.length).toBe(0);
    expect(tetra.properties).toBeUndefined();
  });

  it('skips comments, processing instructions and prefixed (extension) elements, and nothing outside an object', () => {
    const part = scan(`<model><resources><vertex x="1" y="1" z="1"/><triangle v1="0" v2="0" v3="0"/>
      <object id="1"><mesh><vertices><!-- <vertex x="9" y="9" z="9"/> --><?pi <vertex x="8" y="8" z="8"/> ?>
      <vertex x="1" y="2" z="3"/><b:vertex x="7" y="7" z="7"/></vertices><triangles><b:triangle v1="a"/></triangles></mesh></object>
      <vertex x="6" y="6" z="6"/></resources></model>`);
    expect([...part.objects.keys()]).toEqual(['1']);
    expect([...part.objects.get('1')!.vertices.view()]).toEqual([1, 2, 3]);
    expect(part.objects.get('1')!.triangles.length).toBe(0);
  });

  it('defaults to millimetres and knows every 3MF unit', () => {
    expect(scan('<model><resources/></model>')).toMatchObject({ unit: 'millimeter', scale: 1 });
    const units = { micron: 0.001, millimeter: 1, centimeter: 10, inch: 25.4, foot: 304.8, meter: 1000 };
    for (const [unit, scale] of Object.entries(units)) expect(scan(`<model unit="${unit}"/>`)).toMatchObject({ unit, scale });
  });

  it('reads attributes however they are spaced and quoted, passing over an unquoted one', () => {
    const part = scan(`<model><resources><object id="1"><mesh><vertices>
      <vertex name="a=b z=&quot;5&quot;" x = "1"\ty='2'\nz="3"/>
      <vertex w=1 x="4" y="5" z="6" />
      <vertex x="1" y="1" z="1" x="7" y="8" z="9"/>
      <vertex x=" 1e3 " y="-0" z="+2.5E-1"/>
      </vertices></mesh></object></resources></model>`);
    expect([...part.objects.get('1')!.vertices.view()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 1000, -0, 0.25]);
  });

  it('keeps float32 vertices for the viewer', () => {
    const vertices = scan(ASSEMBLY, VIEWER).objects.get('1')!.vertices.view();
    expect(vertices).toBeInstanceOf(Float32Array);
    expect(vertices[3]).toBe(Math.fround(0.1));
  });

  it('gives the same part however the bytes are split (tags, numbers, comments, UTF-8 characters)', () => {
    const whole = plain(scan(ASSEMBLY));
    for (const size of [1, 2, 3, 5, 7, 64, 1000]) expect(plain(scanInChunks(ASSEMBLY, size)), `chunks of ${size}`).toEqual(whole);
    // "<!-" at the end of a chunk, and "-->" split across chunks: the comment is still skipped whole.
    const tricky = '<model><resources><object id="1"><mesh><vertices><!-- > <vertex x="9" y="9" z="9"/> --><vertex x="1" y="2" z="3"/></vertices></mesh></object></resources></model>';
    for (let size = 1; size <= 12; size++) expect([...scanInChunks(tricky, size).objects.get('1')!.vertices.view()], `chunks of ${size}`).toEqual([1, 2, 3]);
  });

  it('streams: scanModelStream reads an async stream of chunks to the same part', async () => {
    async function* chunks(): AsyncGenerator<Uint8Array> {
      const all = bytes(ASSEMBLY);
      for (let at = 0; at < all.length; at += 13) yield all.subarray(at, at + 13);
    }
    expect(plain(await scanModelStream(chunks(), SERVER))).toEqual(plain(scan(ASSEMBLY)));
  });

  it('reads a large part (200,000 triangles, 8 MB) quickly, whole or in 64 KB chunks', () => {
    const n = 300;
    const parts = ['<model><resources><object id="1"><mesh><vertices>'];
    for (let i = 0; i < n * n; i++) parts.push(`<vertex x="${i % n}" y="${Math.floor(i / n)}" z="0.5"/>`);
    parts.push('</vertices><triangles>');
    for (let t = 0; t < 200_000; t++) parts.push(`<triangle v1="${t % (n * n)}" v2="${(t + 1) % (n * n)}" v3="${(t + n) % (n * n)}"/>`);
    parts.push('</triangles></mesh></object></resources><build><item objectid="1"/></build></model>');
    const xml = parts.join('');
    const started = performance.now();
    for (const part of [scan(xml), scanInChunks(xml, 64 * 1024)]) {
      const object = part.objects.get('1')!;
      expect(object.vertices.length).toBe(n * n * 3);
      expect(object.triangles.length).toBe(600_000);
      expect(object.maxIndex).toBe(n * n - 1);
      expect(part.items.length).toBe(1);
    }
    // Well under a second on a quiet machine; a scan that re-read its text per tag would take minutes.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('materials (the viewer)', () => {
  const COLOURED = `<model unit="millimeter" xmlns:m="http://schemas.microsoft.com/3dmanufacturing/material/2015/02"><resources>
    <basematerials id="1"><base name="Red PLA" displaycolor="#FF0000FF"/><base displaycolor="oops"/></basematerials>
    <m:colorgroup id="2"><m:color color="#00FF00"/><m:color color="#0000ff"/></m:colorgroup>
    <m:texture2d id="5" path="/3D/Texture/logo.png" contenttype="image/png"/>
    <m:texture2dgroup id="6" texid="5"><m:tex2coord u="0.25" v="0.75"/><m:tex2coord u="1" v="0"/></m:texture2dgroup>
    <object id="3" pid="1" pindex="0"><mesh><vertices>
      <vertex x="0" y="0" z="0"/><vertex x="1" y="0" z="0"/><vertex x="0" y="1" z="0"/><vertex x="1" y="1" z="1"/>
    </vertices><triangles>
      <triangle v1="0" v2="1" v3="2"/>
      <triangle v1="1" v2="3" v3="2" pid="2" p1="1" p2="0"/>
      <triangle v1="0" v2="3" v3="1" pid="6" p1="1" p2="0" p3="1"/>
      <triangle v1="0" v2="2" v3="3"/>
    </triangles></mesh></object>
    <object id="4"><mesh><vertices><vertex x="0" y="0" z="0"/></vertices><triangles><triangle v1="0" v2="0" v3="0"/></triangles></mesh></object>
  </resources><build><item objectid="3"/></build></model>`;

  it('reads colour groups, base materials, textures and per-triangle properties under any prefix', () => {
    const part = scan(COLOURED, VIEWER);
    const red = part.colours.get('1')!;
    expect(red.length).toBe(6);
    expect(red.slice(0, 3)).toEqual([1, 0, 0]);
    // A colour that cannot be read is mid grey.
    expect(red.slice(3)).toEqual([0.5, 0.5, 0.5]);
    expect(part.colours.get('2')).toEqual([0, 1, 0, 0, 0, 1]);
    expect(part.textures).toEqual(new Map([['5', '/3D/Texture/logo.png']]));
    expect(part.textureGroups).toEqual(new Map([['6', { texid: '5', uvs: [0.25, 0.75, 1, 0] }]]));
    const object = part.objects.get('3')!;
    expect(object.pid).toBe('1');
    expect(object.pindex).toBe(0);
    // Group ids are numbered as triangles meet them; the first triangle took the object's group when the second named one.
    expect(part.groupIds).toEqual(['1', '2', '6']);
    expect([...object.properties!.view()]).toEqual([
      0, 0, 0, 0, // the object's pid and pindex
      1, 1, 0, 1, // p3 defaults to p1
      2, 1, 0, 1,
      0, 0, 0, 0,
    ]);
    // An object with no pid whose triangles name none keeps no properties.
    expect(part.objects.get('4')!.properties).toBeUndefined();
    expect(part.objects.get('4')!.pid).toBeUndefined();
  });

  it('ignores the materials without the option, but still scans the geometry the same', () => {
    const plainPart = scan(COLOURED);
    expect(plainPart.colours.size).toBe(0);
    expect(plainPart.objects.get('3')!.properties).toBeUndefined();
    expect([...plainPart.objects.get('3')!.triangles.view()]).toEqual([...scan(COLOURED, VIEWER).objects.get('3')!.triangles.view()]);
  });

  it('marks a triangle of an object without a group as NO_GROUP', () => {
    const part = scan(`<model><resources><colorgroup id="8"><color color="#FFFFFF"/></colorgroup><object id="1"><mesh><vertices>
      <vertex x="0" y="0" z="0"/></vertices><triangles><triangle v1="0" v2="0" v3="0"/><triangle v1="0" v2="0" v3="0" pid="8" p1="0"/></triangles></mesh></object></resources></model>`, VIEWER);
    expect([...part.objects.get('1')!.properties!.view()]).toEqual([NO_GROUP, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('malformed parts are refused through `fail`, in the shared words', () => {
  const inObject = (body: string): string => `<model><resources><object id="1"><mesh>${body}</mesh></object></resources></model>`;

  it('a vertex coordinate that is missing or not a number', () => {
    const cases: [string, string][] = [
      ['<vertex x="a" y="0" z="0"/>', 'x'],
      ['<vertex x="0" y="0"/>', 'z'],
      ['<vertex x="0" y="" z="0"/>', 'y'],
      ['<vertex x="0" y="0" z=" "/>', 'z'],
      ['<vertex x="Infinity" y="0" z="0"/>', 'x'],
      ['<vertex x="0" y="1e999" z="0"/>', 'y'],
      ['<vertex x=0 y="0" z="0"/>', 'x'],
    ];
    for (const [vertex, attribute] of cases) {
      for (const options of [SERVER, VIEWER]) {
        expect(refusal(() => scan(inObject(`<vertices>${vertex}</vertices>`), options)).message, vertex).toBe(MODEL_FILE_ERRORS.threeMfNotANumber(attribute));
      }
    }
  });

  it('a triangle index that is missing, not a number, negative, fractional or too large for any mesh', () => {
    const vertices = '<vertices><vertex x="0" y="0" z="0"/></vertices>';
    expect(refusal(() => scan(inObject(`${vertices}<triangles><triangle v1="0" v2="x" v3="0"/></triangles>`))).message).toBe(MODEL_FILE_ERRORS.threeMfNotANumber('v2'));
    expect(refusal(() => scan(inObject(`${vertices}<triangles><triangle v1="0" v2="0"/></triangles>`))).message).toBe(MODEL_FILE_ERRORS.threeMfNotANumber('v3'));
    for (const bad of ['-1', '0.5', '4294967295', '1e12']) {
      for (const corners of [`v1="${bad}" v2="0" v3="0"`, `v1="0" v2="${bad}" v3="0"`, `v1="0" v2="0" v3="${bad}"`]) {
        for (const options of [SERVER, VIEWER]) {
          expect(refusal(() => scan(inObject(`${vertices}<triangles><triangle ${corners}/></triangles>`), options)).message, corners)
            .toBe(MODEL_FILE_ERRORS.missingVertex('3MF'));
        }
      }
    }
  });

  it('leaves an index past the vertex count to the caller, through maxIndex', () => {
    const object = scan(inObject('<vertices><vertex x="0" y="0" z="0"/></vertices><triangles><triangle v1="0" v2="0" v3="0"/><triangle v1="0" v2="5" v3="0"/></triangles>')).objects.get('1')!;
    expect(object.maxIndex).toBe(5);
    expect(object.maxIndex >= object.vertices.length / 3).toBe(true);
  });

  it('a transform that is not 12 numbers, on a component or an item', () => {
    for (const transform of ['1 0 0 0 1 0 0 0 1 0 0', '1 0 0 0 1 0 0 0 1 0 0 0 0', '1 0 0 0 1 0 0 0 1 a 0 0', '']) {
      expect(refusal(() => scan(`<model><build><item objectid="1" transform="${transform}"/></build></model>`)).message).toBe(MODEL_FILE_ERRORS.threeMfBadTransform);
      expect(refusal(() => scan(`<model><resources><object id="2"><components><component objectid="1" transform="${transform}"/></components></object></resources></model>`)).message)
        .toBe(MODEL_FILE_ERRORS.threeMfBadTransform);
    }
  });

  it('an unknown unit (not even an Object property name)', () => {
    for (const unit of ['parsec', 'furlong', 'Millimeter', 'constructor', '']) {
      expect(refusal(() => scan(`<model unit="${unit}"><resources/></model>`)).message).toBe(MODEL_FILE_ERRORS.threeMfUnknownUnit(unit));
    }
  });

  it('a tag or comment longer than MAX_TAG_CHARS, however the bytes are split', () => {
    const longTag = `<model><metadata name="${'x'.repeat(MAX_TAG_CHARS)}"/></model>`;
    const longComment = `<model><!-- ${'x'.repeat(MAX_TAG_CHARS)} --></model>`;
    for (const xml of [longTag, longComment]) {
      expect(refusal(() => scan(xml)).message).toBe(MODEL_FILE_ERRORS.threeMfTagTooLong);
      expect(refusal(() => scanInChunks(xml, 64 * 1024)).message).toBe(MODEL_FILE_ERRORS.threeMfTagTooLong);
    }
    // Just under the limit is fine.
    expect(scan(`<model><metadata name="${'x'.repeat(MAX_TAG_CHARS - 100)}"/></model>`).unit).toBe('millimeter');
  });

  it('refuses with the caller\'s own error (the server\'s MeshFormatError, the viewer\'s ModelFileError)', () => {
    class Other extends Error {}
    expect(() => scanModelBytes(bytes('<model unit="parsec"/>'), { fail: (message) => new Other(message) })).toThrow(Other);
  });

  it('neither crashes nor loops on noise, and finds nothing in it', () => {
    let s = 0x9e3779b1;
    const noise = new Uint8Array(20_000).map(() => ((s ^= s << 13), (s ^= s >>> 17), (s ^= s << 5), s & 0xff));
    for (const options of [SERVER, VIEWER]) {
      let part: ModelPart3mf | undefined;
      try {
        part = scanModelBytes(noise, options);
      } catch (error) {
        expect(error).toBeInstanceOf(TestFormatError);
      }
      if (part) expect(part.items).toEqual([]);
    }
    // An unfinished tag at the end is ignored.
    expect(scan('<model unit="inch"><resources><object id="1"><mesh><vertices><vertex x="1" y="2"').objects.get('1')!.vertices.length).toBe(0);
  });
});

describe('the package around the model part', () => {
  it('partKey: case-insensitive, without leading slashes', () => {
    expect(partKey('/3D/3DModel.model')).toBe('3d/3dmodel.model');
    expect(partKey('//3D/Other.MODEL')).toBe('3d/other.model');
    expect(partKey('3d/x.model')).toBe('3d/x.model');
  });

  it('modelPartTargets: the 3D model relationships of _rels/.rels, in order, as part keys', () => {
    const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
      <Relationship Target="/Metadata/thumbnail.png" Id="rel0" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/thumbnail"/>
      <Relationship Target="/3D/Main.model" Id="rel1" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/>
      <Relationship Id='rel2' Type='http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel' Target = 'other/Part.model' />
    </Relationships>`;
    expect(modelPartTargets(rels)).toEqual(['3d/main.model', 'other/part.model']);
    expect(modelPartTargets('not xml at all')).toEqual([]);
  });
});
