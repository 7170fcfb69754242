import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelFile } from '../../../shared/contracts/models/model-shapes';
import { modelFiles, models } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createModelViaApi, fixture } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refreshModelMedia } from '../refresh-model-media';
import { THIN_WALL_SAMPLES } from '../analysis/thin-walls';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const getModel = async (modelId: string) => (await t.client().call('getModel', { modelId })).result.model;

// Printability per file (issue 33, decision 088): stored by the analysis, returned with the model.
describe('printability of model files', () => {
  it('stores each file\'s printability and returns it with the model; a closed cube is printable as is', async () => {
    const { client } = await createUser(t);
    const created = await createModelViaApi(client, { files: [{ name: 'cube.stl', bytes: fixture('unit_cube.STL') }] });
    await t.services.analysis.drain();
    const [row] = await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, created.id));
    expect(row).toMatchObject({ boundaryEdges: 0, nonManifoldEdges: 0, windingConsistent: true, flippedFaces: 0, shells: 1, degenerateFaces: 0, eulerNumber: 2, overhangArea: 0 });
    const model = await getModel(created.id);
    expect(model.printableAsIs).toBe(true);
    expect(model.files[0].analysis.printability).toEqual({
      boundaryEdges: 0, nonManifoldEdges: 0, windingConsistent: true, flippedFaces: 0, shells: 1, degenerateFaces: 0, eulerNumber: 2, overhangArea: 0, overhangPercent: 0,
    });
    // Thin walls (decision 094): stored in their columns and returned beside printability.
    const walls = model.files[0].analysis.thinWalls;
    expect(walls).toMatchObject({ minimumWall: 0.8, samples: THIN_WALL_SAMPLES, notEstimated: null });
    expect(row).toMatchObject({ thinWallMinimum: 0.8, thinWallPercent: walls.thinPercent, thinWallThinnest: walls.thinnest, thinWallSamples: THIN_WALL_SAMPLES, thinWallNotEstimated: null });
  });

  it('names the holes of an open mesh, and a model with one is not printable as is', async () => {
    const { client } = await createUser(t);
    const created = await createModelViaApi(client, {
      files: [{ name: 'cube.stl', bytes: fixture('unit_cube.STL') }, { name: 'teapot.stl', bytes: fixture('teapot.stl') }],
    });
    await t.services.analysis.drain();
    const model = await getModel(created.id);
    expect(model.printableAsIs).toBe(false);
    const teapot = model.files.find((f: { name: string }) => f.name === 'teapot.stl');
    // The fixture table's values (fixtures/expected-printability.json).
    expect(teapot.analysis.printability).toMatchObject({ boundaryEdges: 64, nonManifoldEdges: 0, shells: 3, eulerNumber: 1, windingConsistent: true });
    expect(teapot.analysis.printability.overhangPercent).toBeCloseTo(7.1341, 3);
    expect(teapot.analysis.printability.overhangArea).toBeCloseTo((teapot.analysis.area * 7.1341) / 100, 0);
    // An open surface has no inside to measure a wall across.
    expect(teapot.analysis.thinWalls).toEqual({ minimumWall: 0.8, thinPercent: null, thinnest: null, samples: 0, notEstimated: 'not-closed' });
  });

  it('counts the flipped faces of a closed file wound inconsistently (decision 095), stored and returned', async () => {
    const { client } = await createUser(t);
    const created = await createModelViaApi(client, { files: [{ name: 'multibody.stl', bytes: fixture('multibody.stl') }] });
    await t.services.analysis.drain();
    const [row] = await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, created.id));
    // The fixture table's value: of each box's faces most point in, and 2 and 4 point out.
    expect(row).toMatchObject({ windingConsistent: false, flippedFaces: 6 });
    const model = await getModel(created.id);
    expect(model.files[0].analysis.printability).toMatchObject({ windingConsistent: false, flippedFaces: 6 });
    expect(model.printableAsIs).toBe(false);
  });

  it('reads the flipped faces of a file analysed before they were counted as unknown, in the row and in a stored page view', async () => {
    const { client } = await createUser(t);
    const created = await createModelViaApi(client, { files: [{ name: 'multibody.stl', bytes: fixture('multibody.stl') }] });
    await t.services.analysis.drain();
    // As migration 0062 leaves a file analysed before it.
    await t.services.db.update(modelFiles).set({ flippedFaces: null }).where(eq(modelFiles.modelId, created.id));
    await refreshModelMedia(t.services.db, created.id);
    expect((await getModel(created.id)).files[0].analysis.printability).toMatchObject({ windingConsistent: false, flippedFaces: null });
    // A page view written before 0062 has printability without the field at all.
    const [stored] = await t.services.db.select({ filesView: models.filesView }).from(models).where(eq(models.id, created.id));
    const oldView = stored!.filesView.map((f) =>
      f.analysis?.printability ? { ...f, analysis: { ...f.analysis, printability: (({ flippedFaces: _, ...rest }) => rest)(f.analysis.printability) } } : f,
    );
    await t.services.db.update(models).set({ filesView: oldView as ModelFile[] }).where(eq(models.id, created.id));
    const answer = await t.client().call('getModel', { modelId: created.id });
    expect(answer.status).toBe(200);
    expect(answer.result.model.files[0].analysis.printability).toMatchObject({ windingConsistent: false, flippedFaces: null });
  });

  it('reports printability as unknown for a file analysed before it existed, and the model as not yet known', async () => {
    const { client } = await createUser(t);
    const created = await createModelViaApi(client, { files: [{ name: 'cube.stl', bytes: fixture('unit_cube.STL') }] });
    await t.services.analysis.drain();
    // As migration 0056 leaves a file analysed before it: every printability column null.
    await t.services.db
      .update(modelFiles)
      .set({
        boundaryEdges: null, nonManifoldEdges: null, windingConsistent: null, flippedFaces: null, shells: null, degenerateFaces: null, eulerNumber: null, overhangArea: null,
        thinWallMinimum: null, thinWallPercent: null, thinWallThinnest: null, thinWallSamples: null, thinWallNotEstimated: null,
      })
      .where(eq(modelFiles.modelId, created.id));
    await refreshModelMedia(t.services.db, created.id);
    const model = await getModel(created.id);
    expect(model.watertight).toBe(true);
    expect(model.printableAsIs).toBeNull();
    expect(model.files[0].analysis.printability).toBeNull();
    expect(model.files[0].analysis.thinWalls).toBeNull();
  });

  it('reads a page view stored before printability as unknown, not as an error', async () => {
    const { client } = await createUser(t);
    const created = await createModelViaApi(client, { files: [{ name: 'cube.stl', bytes: fixture('unit_cube.STL') }] });
    await t.services.analysis.drain();
    const [row] = await t.services.db.select({ filesView: models.filesView }).from(models).where(eq(models.id, created.id));
    const oldView = row!.filesView.map((f) => (f.analysis ? { ...f, analysis: (({ printability: _, ...rest }) => rest)(f.analysis) } : f));
    await t.services.db.update(models).set({ filesView: oldView as ModelFile[], printableAsIs: null }).where(eq(models.id, created.id));
    const answer = await t.client().call('getModel', { modelId: created.id });
    expect(answer.status).toBe(200);
    expect(answer.result.model.files[0].analysis).toMatchObject({ watertight: true, printability: null });
  });
});
