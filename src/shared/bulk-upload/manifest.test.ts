import { describe, expect, it } from 'vitest';
import { MANIFEST_MAX_CHARS, MANIFEST_MAX_ROWS, ManifestError, parseManifest } from './manifest';

const HEADER = 'file,title,description,category,tags,license,images';

function problemsOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ManifestError) return error.message;
    throw error;
  }
  throw new Error('no ManifestError');
}

describe('parseManifest: CSV', () => {
  it('reads rows with quoted fields, tag and image lists, and fills the defaults', () => {
    const text = `${HEADER}\r\ncube.stl,"Cube, small","Says ""hi""",3d printing,"Calibration; Test, cube",cc0,"a.png; b.jpg"\r\nvase.obj,Vase,,Art,,,\r\n`;
    expect(parseManifest(text, 'csv')).toEqual([
      { rowNumber: 1, fileName: 'cube.stl', title: 'Cube, small', description: 'Says "hi"', category: '3D Printing', tags: ['calibration', 'test', 'cube'], licence: 'CC0', imageNames: ['a.png', 'b.jpg'] },
      { rowNumber: 2, fileName: 'vase.obj', title: 'Vase', description: '', category: 'Art', tags: [], licence: 'CC-BY-4.0', imageNames: [] },
    ]);
  });

  it('accepts the columns in any order, "licence" for "license", and leaves optional ones out', () => {
    expect(parseManifest('Title,File,Category,Licence\nBowl,bowl.stl,Kitchenware,CC-BY-SA-4.0\n', 'csv')[0]).toMatchObject({ title: 'Bowl', licence: 'CC-BY-SA-4.0', tags: [] });
  });

  it.each([
    ['an unterminated quote', `${HEADER}\ncube.stl,"Cube,x,Art,,,\n`, 'manifest: line 2: a quoted field is never closed'],
    ['a missing required column', 'file,description\ncube.stl,x\n', 'title: the header has no such column; category: the header has no such column'],
    ['an unknown column', 'file,title,category,colour\ncube.stl,Cube,Art,red\n', 'colour: is not a manifest column'],
    ['a row with too few fields', `file,title,category\ncube.stl,Cube\n`, 'row 1, manifest: has 2 fields where the header has 3'],
    ['an unknown category', 'file,title,category\ncube.stl,Cube,Spaceships\n', 'row 1, category: must be one of the listed categories'],
    ['an unknown licence', 'file,title,category,license\ncube.stl,Cube,Art,MIT\n', 'row 1, license: must be one of CC-BY-4.0, CC-BY-SA-4.0, CC-BY-NC-4.0, CC0, Custom'],
    ['a title over 100 characters', `file,title,category\ncube.stl,${'t'.repeat(101)},Art\n`, 'row 1, title: must be at most 100 characters'],
    ['a blank title and file', 'file,title,category\n,,Art\n', 'row 1, file: is required: the name of the model file; row 1, title: Title is required'],
    ['an image that is not an image', 'file,title,category,images\ncube.stl,Cube,Art,notes.txt\n', 'row 1, images: each image must be'],
    ['a header and nothing else', `${HEADER}\n`, 'manifest: has no rows'],
    ['empty text', '  \n', 'manifest: is empty'],
  ])('refuses %s, naming the row and field', (_what, text, message) => {
    expect(problemsOf(() => parseManifest(text, 'csv'))).toContain(message);
  });

  it('names every bad row at once', () => {
    const message = problemsOf(() => parseManifest('file,title,category\na.stl,A,Nope\nb.stl,B,Art\nc.stl,C,Nope\n', 'csv'));
    expect(message).toBe('row 1, category: must be one of the listed categories; row 3, category: must be one of the listed categories');
  });

  it('refuses a huge manifest and one with too many rows', () => {
    expect(problemsOf(() => parseManifest(`${HEADER}\n${'x'.repeat(MANIFEST_MAX_CHARS)}`, 'csv'))).toContain(`manifest: must be at most ${MANIFEST_MAX_CHARS} characters`);
    const rows = Array.from({ length: MANIFEST_MAX_ROWS + 1 }, (_, i) => `m${i}.stl,Model ${i},Art`).join('\n');
    expect(problemsOf(() => parseManifest(`file,title,category\n${rows}`, 'csv'))).toContain(`has ${MANIFEST_MAX_ROWS + 1} rows; at most ${MANIFEST_MAX_ROWS}`);
  });
});

describe('parseManifest: JSON', () => {
  it('reads an array of objects with tag and image arrays', () => {
    const text = JSON.stringify([{ file: 'cube.stl', title: 'Cube', category: 'Art', tags: ['A', 'b'], license: 'Custom', images: ['1.png', '2.webp'] }]);
    expect(parseManifest(text, 'json')).toEqual([{ rowNumber: 1, fileName: 'cube.stl', title: 'Cube', description: '', category: 'Art', tags: ['a', 'b'], licence: 'Custom', imageNames: ['1.png', '2.webp'] }]);
  });

  it.each([
    ['broken JSON', '[{"file": "a.stl",', 'manifest: is not valid JSON'],
    ['an object instead of an array', '{"file": "a.stl"}', 'manifest: must be a JSON array'],
    ['a row that is not an object', '[1]', 'row 1, manifest: must be an object'],
    ['an unknown field', '[{"file":"a.stl","title":"A","category":"Art","price":5}]', 'row 1, price: is not a manifest field'],
    ['a missing category', '[{"file":"a.stl","title":"A"}]', 'row 1, category: is required'],
    ['tags of the wrong type', '[{"file":"a.stl","title":"A","category":"Art","tags":5}]', 'row 1, tags:'],
    ['an empty array', '[]', 'manifest: has no rows'],
  ])('refuses %s', (_what, text, message) => {
    expect(problemsOf(() => parseManifest(text, 'json'))).toContain(message);
  });
});
