import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../db/schema';
import { writeZip } from '../models/analysis/zip-test-writer';
import { drawnShare } from '../models/rendered-preview/drawn-share';
import { renderMissingPreview } from '../models/rendered-preview/render-missing-preview';
import { createBatch, csvRow, uploadRowFiles } from '../test/bulk-upload-factories';
import { createRoleTrio, type TestUser } from '../test/factories';
import { fixture } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';

const FLAT_STL = Buffer.from('solid flat\nfacet normal 0 0 0\nouter loop\nvertex 0 0 0\nvertex 1 1 1\nvertex 2 2 2\nendloop\nendfacet\nendsolid flat\n');

// Issue 28 item 6: platform models bulk-uploaded without images get a picture drawn from their file.
let t: TestApp;
let admin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, plain } = await createRoleTrio(t));
});
afterAll(async () => t?.close());

/** Publishes one row with no images, its model file the given bytes; answers the model's id. */
async function publishWithoutImages(fileName: string, title: string, bytes: Buffer): Promise<string> {
  const { batchId, items } = await createBatch(admin.client, [csvRow(fileName, title)]);
  await uploadRowFiles(admin.client, items[0]!, bytes);
  const answer = await admin.client.call('publishBulkUploadBatch', { batchId, itemIds: [items[0]!.id] });
  expect(answer.result.failed).toEqual([]);
  return answer.result.published[0].modelId;
}

async function previewsOf(modelId: string): Promise<any[]> {
  return (await plain.client.call('getModel', { modelId })).result.model.previewImages;
}

describe('a bulk-uploaded model without images', () => {
  it.each([
    ['teapot.stl', 'Teapot from the bulk batch', 'teapot.stl', 'teapot-from-the-bulk-batch'],
    ['box.obj', 'Box from the bulk batch', 'box.obj', 'box-from-the-bulk-batch'],
    ['gears.3mf', 'Cube gears from the bulk batch', 'core_cube_gears.3mf', 'cube-gears-from-the-bulk-batch'],
  ])('%s gets a rendered WebP preview that is its cover on explore and its page', async (fileName, title, fixtureName, slug) => {
    const modelId = await publishWithoutImages(fileName, title, fixture(fixtureName));
    await expect.poll(async () => (await previewsOf(modelId)).length, { timeout: 60_000, interval: 250 }).toBe(1);
    const [preview] = await previewsOf(modelId);
    expect(preview).toMatchObject({ name: `${slug}-free-3d-model-render-1.webp`, width: 1600, height: 1200 });
    expect(preview.sizes.map((s: { width: number }) => s.width)).toEqual([400, 800, 1600]);
    const response = await fetch(`${t.url}${preview.url}`);
    expect(response.status).toBe(200);
    const picture = Buffer.from(await response.arrayBuffer());
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    // Not blank: the model and its shadow cover a good part of the picture.
    expect(await drawnShare(picture)).toBeGreaterThan(0.1);
    const [row] = await t.services.db.select({ thumbnail: models.thumbnail }).from(models).where(eq(models.id, modelId));
    expect(row!.thumbnail).toBe(preview.sizes[1].url);
    const explore = await t.client().call('searchModels', { q: title });
    expect(explore.result.models.find((m: { id: string }) => m.id === modelId)?.thumbnail).toBe(preview.sizes[1].url);
  }, 90_000);

  it.each([
    // Readable, so it publishes, but its only triangle has its corners on one line: nothing shows.
    ['flat.stl', 'A flat sliver from the bulk batch', FLAT_STL],
    // The site keeps a ZIP but draws none of what is inside.
    ['parts.zip', 'Zipped parts from the bulk batch', writeZip([{ name: 'readme.txt', data: Buffer.from('Print the parts at 0.2 mm.') }])],
  ])('%s cannot be drawn: the model stays published with no preview', async (fileName, title, bytes) => {
    const modelId = await publishWithoutImages(fileName, title, bytes);
    // The job's own work, awaited here (the queue may run it too: a second run finds nothing to do).
    await renderMissingPreview(t.services, modelId);
    expect(await previewsOf(modelId)).toEqual([]);
    const [row] = await t.services.db.select().from(models).where(eq(models.id, modelId));
    expect(row).toMatchObject({ visibility: 'public', thumbnail: null });
  });
});
