import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_MAX_CHARS } from '../../../shared/bulk-upload/manifest';
import { bulkUploadBatches, bulkUploadItems } from '../../db/schema';
import { createBatch, csvRow, CSV_HEADER, readyRow, uniqueStl, uploadRowFiles } from '../../test/bulk-upload-factories';
import { auditEntries, createRoleTrio, createUser, testImage, type TestUser } from '../../test/factories';
import { createModelViaApi, uploadFile } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 16 item 8: an admin's manifest becomes a batch of rows, scored, flagged and resumable.
let t: TestApp;
let admin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, plain } = await createRoleTrio(t));
});
afterAll(async () => t?.close());

const batchCount = async () => (await t.services.db.select({ n: count() }).from(bulkUploadBatches))[0]!.n;
const itemCount = async () => (await t.services.db.select({ n: count() }).from(bulkUploadItems))[0]!.n;

describe('who may use bulk upload', () => {
  it.each([
    ['createBulkUploadBatch', { manifest: `${CSV_HEADER}\n${csvRow('a.stl', 'A model')}`, format: 'csv' }],
    ['attachBulkUploadFile', { itemId: 'abcdefghijkl', uploadId: 'abcdefghijkl' }],
    ['publishBulkUploadBatch', { batchId: 'abcdefghijkl' }],
    ['getBulkUploadBatch', { batchId: 'abcdefghijkl' }],
    ['listBulkUploadBatches', {}],
  ])('%s: 401 signed out, 403 for a plain user, nothing written', async (name, data) => {
    const before = await batchCount();
    expect((await t.client().call(name, data)).status).toBe(401);
    expect((await plain.client.call(name, data)).status).toBe(403);
    expect(await batchCount()).toBe(before);
  });
});

describe('createBulkUploadBatch', () => {
  it('scores every row, flags a repeated title and lists the files each needs; audited', async () => {
    const answer = await admin.client.call('createBulkUploadBatch', {
      format: 'csv',
      manifest: [CSV_HEADER, readyRow('vase.stl', 'Spiral vase'), csvRow('bowl.step', 'Bowl'), csvRow('vase2.stl', 'SPIRAL  vase!', { tags: 'a,b' })].join('\r\n'),
    });
    expect(answer.status).toBe(200);
    const { batch, items } = answer.result;
    expect(batch).toMatchObject({ format: 'csv', status: 'open', createdBy: { uid: admin.user.id }, counts: { total: 3, pending: 3 } });
    expect(items.map((i: any) => [i.rowNumber, i.quality.score, i.quality.ready, i.duplicates.titleOfRow])).toEqual([
      [1, 100, true, null],
      [2, 30, false, null],
      [3, 50, false, 1],
    ]);
    expect(items[1].quality.parts).toEqual({ title: 0, description: 0, tags: 0, images: 0, format: 0 });
    expect(items[0].missing).toEqual(['vase.stl', 'vase.stl-1.png', 'vase.stl-2.png', 'vase.stl-3.png']);
    const [entry] = await auditEntries(t, batch.id);
    expect(entry).toMatchObject({ actorId: admin.user.id, action: 'bulkUpload.create', details: { after: { format: 'csv', rows: 3, ready: 1 } } });
  });

  it('reads a JSON manifest', async () => {
    const manifest = JSON.stringify([{ file: 'gear.3mf', title: 'Planetary gear set', category: 'Machinery', tags: ['gear', 'mechanism'], license: 'CC0', images: ['g1.webp'] }]);
    const answer = await admin.client.call('createBulkUploadBatch', { manifest, format: 'json' });
    expect(answer.status).toBe(200);
    expect(answer.result.items[0]).toMatchObject({ title: 'Planetary gear set', licence: 'CC0', tags: ['gear', 'mechanism'], quality: { score: 50 }, images: [{ name: 'g1.webp', uploaded: false }] });
  });

  it.each([
    [{ manifest: `${CSV_HEADER}\n${csvRow('a.stl', 'Fine')}\n${csvRow('b.stl', 'Bad', { category: 'Spaceships' })}`, format: 'csv' }, 'Failed to create bulk upload: row 2, category: must be one of the listed categories'],
    [{ manifest: `${CSV_HEADER}\n${csvRow('a.stl', 'Bad', { license: 'MIT' })}`, format: 'csv' }, 'Failed to create bulk upload: row 1, license: must be one of'],
    [{ manifest: `${CSV_HEADER}\n${csvRow('a.stl', 't'.repeat(101))}`, format: 'csv' }, 'Failed to create bulk upload: row 1, title: must be at most 100 characters'],
    [{ manifest: `file,title\na.stl,"Open`, format: 'csv' }, 'Failed to create bulk upload: manifest: line 2: a quoted field is never closed'],
    [{ manifest: 'file,title\na.stl,A', format: 'csv' }, 'Failed to create bulk upload: category: the header has no such column'],
    [{ manifest: '', format: 'csv' }, 'Failed to create bulk upload: manifest: is empty'],
    [{ manifest: 'x'.repeat(MANIFEST_MAX_CHARS + 1), format: 'csv' }, `Failed to create bulk upload: manifest: must be at most ${MANIFEST_MAX_CHARS} characters`],
    [{ manifest: '{"file": 1}', format: 'json' }, 'Failed to create bulk upload: manifest: must be a JSON array'],
    [{ manifest: 'file', format: 'xlsx' }, 'Failed to create bulk upload: format: one of csv, json'],
    [{ format: 'csv' }, 'Failed to create bulk upload: manifest is required'],
  ])('refuses bad input with a 400 naming the row and field, and writes nothing (%#)', async (data, message) => {
    const [batches, items] = [await batchCount(), await itemCount()];
    const answer = await admin.client.call('createBulkUploadBatch', data);
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toContain(message);
    expect([await batchCount(), await itemCount()]).toEqual([batches, items]);
  });
});

describe('attachBulkUploadFile', () => {
  it('attaches the file and images by name, flags the same file in two rows and a file already on the site; audited', async () => {
    const shared = uniqueStl();
    const onSite = uniqueStl();
    const existing = await createModelViaApi(plain.client, { title: 'Already here', files: [{ name: 'here.stl', bytes: onSite }] });
    const { batchId, items } = await createBatch(admin.client, [csvRow('one.stl', 'First of two', { images: ['one.png'] }), csvRow('two.stl', 'Second of two'), csvRow('three.stl', 'Third')]);
    const first = await uploadRowFiles(admin.client, items[0]!, shared);
    expect(first).toMatchObject({ status: 'uploaded', fileUploaded: true, missing: [], images: [{ name: 'one.png', uploaded: true }], checksum: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const second = await uploadRowFiles(admin.client, items[1]!, shared);
    expect(second.duplicates).toEqual({ titleOfRow: null, checksumOfRow: 1, existingModel: null });
    const third = await uploadRowFiles(admin.client, items[2]!, onSite);
    expect(third.duplicates.existingModel).toEqual({ id: existing.id, title: 'Already here' });
    const entries = (await auditEntries(t, batchId)).filter((e) => e.action === 'bulkUpload.attachFile');
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({ actorId: admin.user.id, details: { rowNumber: 1, fileName: 'one.stl', kind: 'model', after: { status: 'pending' } } });
  });

  it('replaces a file attached again, and the flags follow the new file', async () => {
    const shared = uniqueStl();
    const { items } = await createBatch(admin.client, [csvRow('a.stl', 'Alpha piece'), csvRow('b.stl', 'Beta piece')]);
    await uploadRowFiles(admin.client, items[0]!, shared);
    expect((await uploadRowFiles(admin.client, items[1]!, shared)).duplicates.checksumOfRow).toBe(1);
    const fresh = await uploadFile(admin.client, uniqueStl(), 'b.stl');
    const answer = await admin.client.call('attachBulkUploadFile', { itemId: items[1]!.id, uploadId: fresh });
    expect(answer.result.item.duplicates.checksumOfRow).toBeNull();
  });

  it('refuses a file of another name, an image not in the row, an upload already used, someone else\'s upload and an unknown row', async () => {
    const { items } = await createBatch(admin.client, [csvRow('a.stl', 'Alpha', { images: ['a.png'] }), csvRow('b.stl', 'Beta')]);
    const [a, b] = [items[0]!, items[1]!];
    const wrongName = await uploadFile(admin.client, uniqueStl(), 'other.stl');
    const wrongImage = await uploadFile(admin.client, await testImage('png', 100), 'z.png', 'preview');
    const used = await uploadFile(admin.client, uniqueStl(), 'a.stl');
    expect((await admin.client.call('attachBulkUploadFile', { itemId: a.id, uploadId: used })).status).toBe(200);
    const notMine = await uploadFile(plain.client, uniqueStl(), 'b.stl');
    const cases: [unknown, number, string][] = [
      [{ itemId: a.id, uploadId: wrongName }, 400, 'uploadId: other.stl is not the file of row 1, which is a.stl'],
      [{ itemId: a.id, uploadId: wrongImage }, 400, 'uploadId: z.png is not one of the images of row 1 (a.png)'],
      [{ itemId: b.id, uploadId: used }, 400, 'uploadId: a.stl is not the file of row 2'],
      [{ itemId: b.id, uploadId: notMine }, 400, 'An uploaded file was not found'],
      [{ itemId: 'nosuchrow123', uploadId: wrongName }, 404, 'itemId: no such bulk upload row'],
      [{ itemId: a.id }, 400, 'uploadId is required'],
    ];
    for (const [data, status, message] of cases) {
      const answer = await admin.client.call('attachBulkUploadFile', data);
      expect([answer.status, answer.error?.message]).toEqual([status, expect.stringContaining(message)]);
    }
    const [row] = await t.services.db.select().from(bulkUploadItems).where(eq(bulkUploadItems.id, b.id));
    expect(row).toMatchObject({ status: 'pending', fileUploadId: null });
  });

  it('refuses one upload for two rows of the same name', async () => {
    const { items } = await createBatch(admin.client, [csvRow('same.stl', 'First copy'), csvRow('same.stl', 'Second copy')]);
    const uploadId = await uploadFile(admin.client, uniqueStl(), 'same.stl');
    expect((await admin.client.call('attachBulkUploadFile', { itemId: items[0]!.id, uploadId })).status).toBe(200);
    const again = await admin.client.call('attachBulkUploadFile', { itemId: items[1]!.id, uploadId });
    expect([again.status, again.error?.message]).toEqual([400, 'Failed to attach file: uploadId: this upload is already the file of row 1; upload the file again for row 2']);
  });
});

describe('resuming a batch', () => {
  it('keeps a half-uploaded batch: listed as open, with what is missing, its files held past the upload expiry', async () => {
    const other = await createUser(t, { role: 'admin' });
    const { batchId, items } = await createBatch(other.client, [csvRow('r1.stl', 'Resume one', { images: ['r1.png'] }), csvRow('r2.stl', 'Resume two')]);
    const uploadId = await uploadFile(other.client, uniqueStl(), 'r1.stl');
    await other.client.call('attachBulkUploadFile', { itemId: items[0]!.id, uploadId });
    // A new tab: the list shows the batch, and the batch says what is still to send.
    const listed = await admin.client.call('listBulkUploadBatches', {});
    expect(listed.result.batches.find((b: any) => b.id === batchId)).toMatchObject({ status: 'open', createdBy: { uid: other.user.id }, counts: { total: 2, pending: 2 } });
    const resumed = await other.client.call('getBulkUploadBatch', { batchId });
    expect(resumed.result.items.map((i: any) => i.missing)).toEqual([['r1.png'], ['r2.stl']]);
    const expired = await t.services.uploads.findExpired(Date.now() + 3 * t.services.config.uploads.expiryMs);
    expect(expired.map((e) => e.id)).not.toContain(uploadId);
    // Finishing it from the resumed state.
    await uploadRowFiles(other.client, resumed.result.items[0]);
    expect((await other.client.call('getBulkUploadBatch', { batchId })).result.batch.counts).toMatchObject({ uploaded: 1, pending: 1 });
  });

  it('answers 404 for an unknown batch and 400 for a bad list filter', async () => {
    expect((await admin.client.call('getBulkUploadBatch', { batchId: 'nosuchbatch1' })).status).toBe(404);
    const bad = await admin.client.call('listBulkUploadBatches', { status: 'closed' });
    expect([bad.status, bad.error?.message]).toEqual([400, expect.stringContaining('status: one of open, all')]);
  });
});
