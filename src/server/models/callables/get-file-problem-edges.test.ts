import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../../shared/contracts/models/model-shapes';
import { modelFileProblemEdges, modelFiles } from '../../db/schema';
import { CUBE_QUADS, cubeStl } from '../../test/cube-stl';
import { createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshModelMedia } from '../refresh-model-media';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
let open: ModelDetail;
let hidden: ModelDetail;
let faulty: ModelDetail;
let hiddenFaulty: ModelDetail;

/**
 * An ASCII STL of a box `x` × `y` × `z` mm, wound outwards, with its top's two triangles wound the
 * other way when `flipTop`: 2 faces against the other 10 (decision 095).
 */
function boxStl(x: number, y: number, z: number, flipTop = false): Buffer {
  const lines = ['solid box'];
  CUBE_QUADS.forEach(([a, b, c, d], quad) => {
    for (const triangle of [[a!, b!, c!], [a!, c!, d!]]) {
      const corners = flipTop && quad === 5 ? [triangle[0]!, triangle[2]!, triangle[1]!] : triangle;
      lines.push('  facet normal 0 0 0', '    outer loop');
      for (const [cx, cy, cz] of corners) lines.push(`      vertex ${cx! * x} ${cy! * y} ${cz! * z}`);
      lines.push('    endloop', '  endfacet');
    }
  });
  lines.push('endsolid box', '');
  return Buffer.from(lines.join('\n'));
}
const faultyFiles = () => [
  { name: 'flipped-box.stl', bytes: boxStl(20, 20, 20, true) },
  { name: 'plate.stl', bytes: boxStl(20, 20, 0.4) },
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  open = await createModelViaApi(owner.client, { files: [{ name: 'open-box.stl', bytes: cubeStl(20, { open: true }) }, { name: 'box.stl', bytes: cubeStl(20) }] });
  hidden = await createModelViaApi(owner.client, { visibility: 'private', files: [{ name: 'open-box.stl', bytes: cubeStl(20, { open: true }) }] });
  faulty = await createModelViaApi(owner.client, { files: faultyFiles() });
  hiddenFaulty = await createModelViaApi(owner.client, { visibility: 'private', files: faultyFiles() });
});
afterAll(async () => t?.close());

const ask = (client: TestUser['client'] | ReturnType<TestApp['client']>, model: ModelDetail, fileId = model.files[0]!.id) =>
  client.call('getFileProblemEdges', { modelId: model.id, fileId });

interface PositionList {
  positions: number[];
  total: number;
}
type Answer = { status: number; result?: { open: PositionList; nonManifold: PositionList; flipped: PositionList | null; thinWalls: (PositionList & { minimumWall: number }) | null } };

/** The 4 edges round the missing top of a 20 mm box: both ends at z = 20. Nothing flipped; no wall measured in an open box. */
function expectOpenTop(answer: Answer) {
  expect(answer.status).toBe(200);
  const { open: edges, nonManifold, flipped, thinWalls } = answer.result!;
  expect([edges.total, edges.positions.length, nonManifold.total, nonManifold.positions]).toEqual([4, 24, 0, []]);
  expect([flipped, thinWalls]).toEqual([{ positions: [], total: 0 }, null]);
  expect(edges.positions.filter((_, i) => i % 3 === 2)).toEqual(Array(8).fill(20));
  expect(new Set(edges.positions.filter((_, i) => i % 3 !== 2))).toEqual(new Set([0, 20]));
}

/** The flipped box's top: its 2 triangles' corners (9 numbers each), all at z = 20. Its walls are not measured (winding inconsistent). */
function expectFlippedTop(answer: Answer) {
  expect(answer.status).toBe(200);
  const { open: edges, nonManifold, flipped, thinWalls } = answer.result!;
  expect([edges, nonManifold, thinWalls]).toEqual([{ positions: [], total: 0 }, { positions: [], total: 0 }, null]);
  expect([flipped!.total, flipped!.positions.length]).toEqual([2, 18]);
  expect(flipped!.positions.filter((_, i) => i % 3 === 2)).toEqual(Array(6).fill(20));
}

/** A 0.4 mm plate: most of 10,000 samples are thin, 5,000 of them kept, each on a big face (z = 0 or 0.4). */
function expectThinPlate(answer: Answer, file: ModelDetail['files'][number]) {
  expect(answer.status).toBe(200);
  const { open: edges, flipped, thinWalls } = answer.result!;
  expect([edges.total, flipped]).toEqual([0, { positions: [], total: 0 }]);
  const { thinPercent, samples } = file.analysis!.thinWalls!;
  expect(thinWalls!.total).toBe(Math.round((thinPercent! * samples) / 100));
  expect(thinWalls!.total).toBeGreaterThan(5000);
  expect([thinWalls!.positions.length, thinWalls!.minimumWall]).toEqual([15_000, 0.8]);
  // The plate's top and bottom exactly: rounded to 0.1 µm, float32's 0.4000000059604645 is 0.4 again.
  expect(new Set(thinWalls!.positions.filter((_, i) => i % 3 === 2))).toEqual(new Set([0, 0.4]));
  // Every number at most four decimals: the answer carries no float32 noise.
  expect(thinWalls!.positions.filter((v) => Math.round(v * 10_000) / 10_000 !== v)).toEqual([]);
}

describe('getFileProblemEdges', () => {
  it('gives anyone the open edges of a public model\'s file, and says on the model which files have them', async () => {
    expect(open.files.map((f) => [f.name, f.analysis?.problemEdges])).toEqual([['open-box.stl', true], ['box.stl', false]]);
    for (const client of [t.client(), other.client, owner.client, admin.client]) expectOpenTop(await ask(client, open));
  });

  it('finds a private model\'s file for its owner and admins only, as "Model not found" to anyone else', async () => {
    for (const client of [owner.client, admin.client]) expectOpenTop(await ask(client, hidden));
    for (const client of [t.client(), other.client]) {
      const answer = await ask(client, hidden);
      expect([answer.status, answer.error?.message]).toEqual([404, 'Model not found']);
    }
  });

  it('gives anyone the flipped faces and thin-wall samples of a public model\'s files, and offers them on the model (decision 096)', async () => {
    expect(faulty.files.map((f) => [f.name, f.analysis?.problemEdges])).toEqual([['flipped-box.stl', true], ['plate.stl', true]]);
    const [flippedBox, plate] = faulty.files;
    for (const client of [t.client(), other.client, owner.client, admin.client]) {
      expectFlippedTop(await ask(client, faulty, flippedBox!.id));
      expectThinPlate(await ask(client, faulty, plate!.id), plate!);
    }
  });

  it('gives a private model\'s flipped faces and thin walls to its owner and admins only', async () => {
    const [flippedBox, plate] = hiddenFaulty.files;
    for (const client of [owner.client, admin.client]) {
      expectFlippedTop(await ask(client, hiddenFaulty, flippedBox!.id));
      expectThinPlate(await ask(client, hiddenFaulty, plate!.id), plate!);
    }
    for (const client of [t.client(), other.client]) {
      for (const file of [flippedBox!, plate!]) {
        const answer = await ask(client, hiddenFaulty, file.id);
        expect([answer.status, answer.error?.message, answer.result]).toEqual([404, 'Model not found', undefined]);
      }
    }
  });

  it('refuses bad input, a file of another model, and a file with nothing kept, in a sentence', async () => {
    const c = t.client();
    const missing = await c.call('getFileProblemEdges', { modelId: open.id });
    expect([missing.status, missing.error?.message]).toEqual([400, expect.stringContaining('fileId is required')]);
    const long = await c.call('getFileProblemEdges', { modelId: open.id, fileId: 'x'.repeat(65) });
    expect([long.status, long.error?.message]).toEqual([400, expect.stringContaining('at most 64 characters')]);
    const elsewhere = await ask(owner.client, open, hidden.files[0]!.id);
    expect([elsewhere.status, elsewhere.error?.message]).toEqual([404, 'fileId: this model has no such file']);
    const closed = await ask(c, open, open.files[1]!.id);
    expect([closed.status, closed.error?.message]).toEqual([404, expect.stringMatching(/^fileId: no problem areas are kept for this file/)]);
    const noModel = await c.call('getFileProblemEdges', { modelId: 'nope', fileId: open.files[0]!.id });
    expect([noModel.status, noModel.error?.message]).toEqual([404, 'Model not found']);
    const notText = await c.call('getFileProblemEdges', { modelId: faulty.id, fileId: 42 });
    expect([notText.status, notText.error?.message]).toEqual([400, expect.stringContaining('must be text')]);
    const blank = await c.call('getFileProblemEdges', { modelId: faulty.id, fileId: '   ' });
    expect([blank.status, blank.error?.message]).toEqual([400, expect.stringContaining('fileId is required')]);
  });

  it('says flipped faces and thin walls are not known in a row kept before migration 0064, and re-analysis keeps them', async () => {
    const model = await createModelViaApi(owner.client, { files: [{ name: 'flipped-box.stl', bytes: boxStl(20, 20, 20, true) }, { name: 'open-box.stl', bytes: cubeStl(20, { open: true }) }] });
    const [flippedBox, openBox] = model.files;
    // As migration 0064 leaves rows written before it: the edges, with no flipped faces or thin walls.
    await t.services.db.update(modelFileProblemEdges).set({ flipped: null, thin: null }).where(eq(modelFileProblemEdges.fileId, openBox!.id));
    const old = await ask(t.client(), model, openBox!.id);
    expect([old.status, old.result?.open.total, old.result?.flipped, old.result?.thinWalls]).toEqual([200, 4, null, null]);
    // A file with only flipped faces had no row before 0064, so it offered nothing until analysed again.
    await t.services.db.delete(modelFileProblemEdges).where(eq(modelFileProblemEdges.fileId, flippedBox!.id));
    await t.services.db.update(modelFiles).set({ problemEdgesKept: false }).where(eq(modelFiles.id, flippedBox!.id));
    expect((await ask(t.client(), model, flippedBox!.id)).status).toBe(404);
    await t.services.db.update(modelFiles).set({ analysisStatus: 'pending' }).where(eq(modelFiles.modelId, model.id));
    await t.services.analysis.drain();
    expectFlippedTop(await ask(t.client(), model, flippedBox!.id));
    expectOpenTop(await ask(t.client(), model, openBox!.id));
    const after = await t.client().call('getModel', { modelId: model.id });
    expect(after.result.model.files.map((f: { analysis: { problemEdges: boolean } }) => f.analysis.problemEdges)).toEqual([true, true]);
  });

  it('has nothing for a file analysed before they were kept, and the background analysis keeps them again', async () => {
    const model = await createModelViaApi(owner.client, { files: [{ name: 'open-box.stl', bytes: cubeStl(20, { open: true }) }] });
    const fileId = model.files[0]!.id;
    // As migration 0060 leaves a file analysed before it.
    await t.services.db.delete(modelFileProblemEdges).where(eq(modelFileProblemEdges.fileId, fileId));
    await t.services.db.update(modelFiles).set({ problemEdgesKept: false }).where(eq(modelFiles.id, fileId));
    await refreshModelMedia(t.services.db, model.id);
    const before = await t.client().call('getModel', { modelId: model.id });
    expect(before.result.model.files[0].analysis.problemEdges).toBe(false);
    expect((await ask(t.client(), model)).status).toBe(404);
    await t.services.db.update(modelFiles).set({ analysisStatus: 'pending' }).where(eq(modelFiles.id, fileId));
    await t.services.analysis.drain();
    expectOpenTop(await ask(t.client(), model));
    const after = await t.client().call('getModel', { modelId: model.id });
    expect(after.result.model.files[0].analysis.problemEdges).toBe(true);
  });
});
