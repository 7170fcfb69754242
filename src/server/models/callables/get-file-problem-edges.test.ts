import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../../../shared/contracts/models/model-shapes';
import { modelFileProblemEdges, modelFiles } from '../../db/schema';
import { cubeStl } from '../../test/cube-stl';
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

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  open = await createModelViaApi(owner.client, { files: [{ name: 'open-box.stl', bytes: cubeStl(20, { open: true }) }, { name: 'box.stl', bytes: cubeStl(20) }] });
  hidden = await createModelViaApi(owner.client, { visibility: 'private', files: [{ name: 'open-box.stl', bytes: cubeStl(20, { open: true }) }] });
});
afterAll(async () => t?.close());

const ask = (client: TestUser['client'] | ReturnType<TestApp['client']>, model: ModelDetail, fileId = model.files[0]!.id) =>
  client.call('getFileProblemEdges', { modelId: model.id, fileId });

/** The 4 edges round the missing top of a 20 mm box: both ends at z = 20. */
function expectOpenTop(answer: { status: number; result?: { open: { positions: number[]; total: number }; nonManifold: { positions: number[]; total: number } } }) {
  expect(answer.status).toBe(200);
  const { open: edges, nonManifold } = answer.result!;
  expect([edges.total, edges.positions.length, nonManifold.total, nonManifold.positions]).toEqual([4, 24, 0, []]);
  expect(edges.positions.filter((_, i) => i % 3 === 2)).toEqual(Array(8).fill(20));
  expect(new Set(edges.positions.filter((_, i) => i % 3 !== 2))).toEqual(new Set([0, 20]));
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
