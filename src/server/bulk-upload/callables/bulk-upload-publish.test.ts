import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkUploadItems, models } from '../../db/schema';
import { createBatch, csvRow, readyRow, uniqueStl, uploadRowFiles } from '../../test/bulk-upload-factories';
import { auditEntries, createRoleTrio, type TestUser } from '../../test/factories';
import { fixture, leftovers, uploadFile } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 16 item 8: rows become platform models through the normal publish path, each on its own.
let t: TestApp;
let admin: TestUser;
let superAdmin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, superAdmin, plain } = await createRoleTrio(t));
});
afterAll(async () => t?.close());

const modelsOf = (userId: string) => t.services.db.select().from(models).where(eq(models.userId, userId));
const modelCount = async () => (await t.services.db.select({ n: count() }).from(models))[0]!.n;

async function uploadedBatch(rows: string[], files: Buffer[] = []) {
  const { batchId, items } = await createBatch(admin.client, rows);
  for (const [i, item] of items.entries()) await uploadRowFiles(admin.client, item, files[i] ?? uniqueStl());
  return { batchId, items };
}

describe('publishBulkUploadBatch', () => {
  it('publishes the ready rows without duplicate flags as platform models that search finds; audited', async () => {
    const { batchId, items } = await uploadedBatch([readyRow('lotus.stl', 'Lotus lamp shade'), csvRow('plain.stl', 'Plain'), readyRow('lotus2.stl', 'Lotus lamp shade')]);
    const answer = await admin.client.call('publishBulkUploadBatch', { batchId });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ failed: [], remaining: 0, published: [{ itemId: items[0]!.id, modelId: expect.any(String) }] });
    const modelId = answer.result.published[0].modelId;
    expect(answer.result.items.map((i: any) => i.status)).toEqual(['published', 'uploaded', 'uploaded']);
    const [model] = await t.services.db.select().from(models).where(eq(models.id, modelId));
    expect(model).toMatchObject({ userId: admin.user.id, title: 'Lotus lamp shade', isPlatformModel: true, revenueShareBps: 0, visibility: 'public', category: '3D Printing' });
    const page = await plain.client.call('getModel', { modelId });
    expect(page.result.model).toMatchObject({ isPlatformModel: true, revenueShareBps: 0 });
    expect(page.result.model.previewImages).toHaveLength(3);
    await expect
      .poll(async () => (await t.client().call('searchModels', { q: 'lotus lamp' })).result.models.map((m: any) => m.id), { timeout: 15_000, interval: 200 })
      .toContain(modelId);
    expect((await auditEntries(t, modelId))[0]).toMatchObject({ actorId: admin.user.id, action: 'bulkUpload.publishItem', details: { after: { isPlatformModel: true, revenueShareBps: 0 }, rowNumber: 1 } });
    expect((await auditEntries(t, batchId)).at(-1)).toMatchObject({ action: 'bulkUpload.publish', details: { after: { published: 1, failed: 0, skipped: 0 } } });
    // The uploads went into the model: none is left behind in the upload folder.
    const rows = await t.services.db.select().from(bulkUploadItems).where(eq(bulkUploadItems.id, items[0]!.id));
    expect((await leftovers(t)).uploads).not.toContain(rows[0]!.fileUploadId);
  });

  it('publishes a row at most once, however often it is asked, even twice at the same moment', async () => {
    const { batchId, items } = await uploadedBatch([readyRow('once.stl', 'Published once only')]);
    const itemIds = [items[0]!.id];
    const before = await modelCount();
    const [first, second] = await Promise.all([admin.client.call('publishBulkUploadBatch', { batchId, itemIds }), superAdmin.client.call('publishBulkUploadBatch', { batchId, itemIds })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await modelCount()).toBe(before + 1);
    const again = await admin.client.call('publishBulkUploadBatch', { batchId, itemIds });
    expect(again.result.published).toEqual([{ itemId: itemIds[0], modelId: first.result.published[0]?.modelId ?? second.result.published[0]?.modelId }]);
    expect((await admin.client.call('publishBulkUploadBatch', { batchId })).result.published).toEqual([]);
    expect(await modelCount()).toBe(before + 1);
    expect(again.result.batch).toMatchObject({ status: 'done', counts: { published: 1 } });
  });

  it('publishes a row the admin chooses even when it is not ready or is a duplicate', async () => {
    const { batchId, items } = await uploadedBatch([csvRow('low.stl', 'Low score')]);
    const answer = await admin.client.call('publishBulkUploadBatch', { batchId, itemIds: [items[0]!.id] });
    expect(answer.result.published).toHaveLength(1);
    expect(answer.result.items[0].quality.ready).toBe(false);
  });

  it('fails only the row with a broken file, keeps the batch open, and skipOthers closes it', async () => {
    const broken = fixture('emptyIO_stl_empty_bin.stl');
    const { batchId, items } = await uploadedBatch([readyRow('good.stl', 'A good bracket'), readyRow('bad.stl', 'A broken bracket')], [uniqueStl(), broken]);
    const answer = await admin.client.call('publishBulkUploadBatch', { batchId });
    expect(answer.result.published.map((p: any) => p.itemId)).toEqual([items[0]!.id]);
    expect(answer.result.failed).toEqual([{ itemId: items[1]!.id, error: expect.stringContaining('bad.stl: This file contains no triangles') }]);
    expect(answer.result.items[1]).toMatchObject({ status: 'failed', error: expect.stringContaining('no triangles') });
    expect(answer.result.batch).toMatchObject({ status: 'open', counts: { published: 1, failed: 1 } });
    expect((await modelsOf(admin.user.id)).some((m) => m.title === 'A broken bracket')).toBe(false);
    const closed = await admin.client.call('publishBulkUploadBatch', { batchId, skipOthers: true });
    expect(closed.result.batch).toMatchObject({ status: 'done', counts: { published: 1, failed: 0, skipped: 1 } });
    expect((await admin.client.call('listBulkUploadBatches', {})).result.batches.map((b: any) => b.id)).not.toContain(batchId);
    expect((await admin.client.call('listBulkUploadBatches', { status: 'all' })).result.batches.map((b: any) => b.id)).toContain(batchId);
  });

  it('lets a failed row take a corrected file and publish, picking up where it stopped', async () => {
    const { batchId, items } = await uploadedBatch([readyRow('fix.stl', 'A bracket fixed later')], [fixture('emptyIO_stl_empty_bin.stl')]);
    expect((await admin.client.call('publishBulkUploadBatch', { batchId })).result.failed).toHaveLength(1);
    const uploadId = await uploadFile(admin.client, uniqueStl(), 'fix.stl');
    const attached = await admin.client.call('attachBulkUploadFile', { itemId: items[0]!.id, uploadId });
    expect(attached.result.item).toMatchObject({ status: 'uploaded', error: null });
    const answer = await admin.client.call('publishBulkUploadBatch', { batchId });
    expect(answer.result.published).toHaveLength(1);
    expect(answer.result.batch).toMatchObject({ status: 'done', counts: { published: 1, failed: 0 } });
  });

  it('refuses rows that are not ready to publish or not in the batch, naming them, and publishes nothing', async () => {
    const { batchId, items } = await createBatch(admin.client, [readyRow('wait.stl', 'Still waiting for files')]);
    const other = await createBatch(admin.client, [csvRow('x.stl', 'Elsewhere')]);
    const before = await modelCount();
    const cases: [unknown, number, string][] = [
      [{ batchId, itemIds: [items[0]!.id] }, 400, 'Failed to publish bulk upload: itemIds: row 1 still needs wait.stl, wait.stl-1.png, wait.stl-2.png, wait.stl-3.png'],
      [{ batchId, itemIds: [other.items[0]!.id] }, 400, `itemIds: ${other.items[0]!.id} is not a row of this bulk upload`],
      [{ batchId, itemIds: [] }, 400, 'itemIds: at least one row'],
      [{ batchId, itemIds: Array.from({ length: 21 }, (_, i) => `row${i}abcdefgh`) }, 400, 'itemIds: at most 20 rows a call'],
      [{ batchId, skipOthers: 'yes' }, 400, 'skipOthers: must be true or false'],
      [{ batchId: 'nosuchbatch1' }, 404, 'batchId: no such bulk upload'],
      [{}, 400, 'batchId is required'],
    ];
    for (const [data, status, message] of cases) {
      const answer = await admin.client.call('publishBulkUploadBatch', data);
      expect([answer.status, answer.error?.message]).toEqual([status, expect.stringContaining(message)]);
    }
    expect(await modelCount()).toBe(before);
    expect((await admin.client.call('getBulkUploadBatch', { batchId })).result.items[0].status).toBe('pending');
  });
});
