import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../db/schema';
import { JOB_SCHEMA } from '../../jobs/job-queue';
import { createUser, testImage, type TestUser } from '../../test/factories';
import { createModelViaApi, fixture, FIXTURES_DIR } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publishModel, sourceFile } from '../publish-model';
import { RENDER_MISSING_PREVIEW_QUEUE } from './render-missing-preview-queue';
import { renderMissingPreview } from './render-missing-preview';
import { requestMissingPreviews } from './request-missing-previews';

// Issue 28 item 6 (decision 061): a single upload without images, and a model published before
// anything drew one, get a preview drawn on the server; a file that cannot be drawn is tried once.
const FLAT_STL = 'solid flat\nfacet normal 0 0 0\nouter loop\nvertex 0 0 0\nvertex 1 1 1\nvertex 2 2 2\nendloop\nendfacet\nendsolid flat\n';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let scratch: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, viewer] = await Promise.all([createUser(t, { name: 'Kavya Maker' }), createUser(t)]);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-every-preview-'));
  fs.writeFileSync(path.join(scratch, 'flat.stl'), FLAT_STL);
});
afterAll(async () => {
  await t?.close();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

async function previewsOf(modelId: string): Promise<any[]> {
  return (await viewer.client.call('getModel', { modelId })).result.model.previewImages;
}

/** The render jobs ever sent for a model (pg-boss keeps finished ones in its table for hours). */
async function renderJobsFor(modelId: string): Promise<number> {
  const { rows } = await t.services.database.executeSql(`select count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 and data->>'modelId' = $2`, [RENDER_MISSING_PREVIEW_QUEUE, modelId]);
  return rows[0].n;
}

async function rowOf(modelId: string) {
  const [row] = await t.services.db.select().from(models).where(eq(models.id, modelId));
  return row!;
}

/** A model as publishing made one before this change: no image, no render asked for. */
async function publishedBefore(title: string, file: string, name: string): Promise<string> {
  const metadata = { title, description: '', category: '3D Printing' as const, tags: [], licence: 'CC-BY-4.0' as const, visibility: 'public' as const };
  const model = await publishModel(t.services, owner.user, metadata, { files: [await sourceFile(file, name)], previews: [] });
  // Models from before migration 0043 have no mark; those made since start with one.
  await t.services.db.update(models).set({ previewRenderRequestedAt: null }).where(eq(models.id, model.id));
  expect(await rowOf(model.id)).toMatchObject({ thumbnail: null, previewRenderRequestedAt: null });
  return model.id;
}

describe('a model published now', () => {
  it('is not drawn by the backfill, with images or without: its page shows its own pictures, or its 3D view', async () => {
    const bare = await createModelViaApi(owner.client, { title: 'Teapot without pictures', files: [{ name: 'teapot.stl', bytes: fixture('teapot.stl') }], previews: [] });
    const pictured = await createModelViaApi(owner.client, { title: 'Cube with a picture', previews: [{ name: 'front.png', bytes: await testImage('png', 400) }] });
    expect((await rowOf(bare.id)).previewRenderRequestedAt).not.toBeNull();
    await requestMissingPreviews(t.services);
    for (const model of [bare, pictured]) expect(await renderJobsFor(model.id)).toBe(0);
    expect(await previewsOf(bare.id)).toEqual([]);
  });
});

describe('the backfill of models published without a preview', () => {
  it('draws one for a model published before, and tries a file that cannot be drawn only once', async () => {
    const teapot = await publishedBefore('Teapot from before', path.join(FIXTURES_DIR, 'teapot.stl'), 'teapot.stl');
    const flat = await publishedBefore('Flat sliver from before', path.join(scratch, 'flat.stl'), 'flat.stl');
    // Runs until both are taken (the app's own periodic run may take some of them first).
    for (let run = 0; run < 5 && ((await rowOf(teapot)).previewRenderRequestedAt === null || (await rowOf(flat)).previewRenderRequestedAt === null); run++) {
      expect(await requestMissingPreviews(t.services)).toBeGreaterThan(0);
    }
    await expect.poll(async () => (await previewsOf(teapot)).length, { timeout: 60_000, interval: 250 }).toBe(1);
    expect((await previewsOf(teapot))[0].name).toBe('teapot-from-before-free-3d-model-render-1.webp');
    // The job's own work, awaited (the queue runs it too: a second run finds nothing to do).
    await renderMissingPreview(t.services, flat);
    expect(await previewsOf(flat)).toEqual([]);
    const marked = (await rowOf(flat)).previewRenderRequestedAt;
    // Later runs pass it by: still no preview, the same mark, one job ever.
    await requestMissingPreviews(t.services);
    await requestMissingPreviews(t.services);
    expect(await rowOf(flat)).toMatchObject({ thumbnail: null, previewRenderRequestedAt: marked });
    expect(await renderJobsFor(flat)).toBe(1);
    expect(await renderJobsFor(teapot)).toBe(1);
  }, 90_000);

  it('asks for at most a batch a run', async () => {
    const ids: string[] = [];
    for (const title of ['Cube one from before', 'Cube two from before', 'Cube three from before']) ids.push(await publishedBefore(title, path.join(FIXTURES_DIR, '20mm-xyz-cube.stl'), 'cube.stl'));
    // Every run takes at most two until all three are taken (the app's periodic run may take some too).
    const runs: number[] = [];
    const unmarked = async () => (await Promise.all(ids.map(rowOf))).some((row) => row.previewRenderRequestedAt === null);
    while (runs.length < 10 && (await unmarked())) runs.push(await requestMissingPreviews(t.services, 2));
    expect(await unmarked()).toBe(false);
    expect(runs.every((asked) => asked <= 2)).toBe(true);
    for (const id of ids) expect(await renderJobsFor(id)).toBe(1);
  }, 60_000);
});
