import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadReservations } from '../db/schema';
import { createUser } from '../test/factories';
import { fixture, startUpload, uploadFile } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_OPEN_PER_USER: '3', UPLOAD_MAX_RESERVED_MB_PER_USER: '2' });
});
afterAll(async () => t?.close());

const MB = 1024 * 1024;
const uploadCount = () => fs.readdirSync(t.services.config.uploads.dir).filter((f) => !f.endsWith('.json')).length;

describe('per-user upload quota', () => {
  it('refuses a fourth open upload before a byte is sent, and not for anyone else', async () => {
    const { client } = await createUser(t);
    for (let i = 0; i < 3; i += 1) expect((await startUpload(client, 1000, { filename: `p${i}.stl`, kind: 'model' })).status).toBe(201);
    const before = uploadCount();
    const fourth = await startUpload(client, 1000, { filename: 'p3.stl', kind: 'model' });
    expect(fourth.status).toBe(403);
    expect(fourth.body).toBe(
      'You have 3 uploads in progress or waiting to be published (at most 3). Publish or cancel them, or wait for unused ones to expire, then try again.',
    );
    expect(uploadCount()).toBe(before);
    const other = await createUser(t);
    expect((await startUpload(other.client, 1000, { filename: 'mine.stl', kind: 'model' })).status).toBe(201);
  });

  it('refuses an upload that would pass the reserved bytes', async () => {
    const { client } = await createUser(t);
    expect((await startUpload(client, 1.5 * MB, { filename: 'big.stl', kind: 'model' })).status).toBe(201);
    const more = await startUpload(client, 0.75 * MB, { filename: 'more.stl', kind: 'model' });
    expect(more.status).toBe(403);
    expect(more.body).toBe(
      'Your uploads in progress or waiting to be published already take 2 MB; this file would pass the 2 MB allowed at once. Publish or cancel them first, then try again.',
    );
    expect((await startUpload(client, 0.25 * MB, { filename: 'small.stl', kind: 'model' })).status).toBe(201);
  });

  it('holds when many uploads start at the same moment', async () => {
    const { client } = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => startUpload(client, 1000, { filename: `burst${i}.stl`, kind: 'model' })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(7);
  });

  it('gives the quota back when an upload is published, cancelled or expires', async () => {
    const { client } = await createUser(t);
    const used = await uploadFile(client, fixture('20mm-xyz-cube.stl'), 'cube.stl');
    const cancelled = await startUpload(client, 1000, { filename: 'cancel.stl', kind: 'model' });
    await startUpload(client, 1000, { filename: 'left.stl', kind: 'model' });
    expect((await startUpload(client, 1000, { filename: 'x.stl', kind: 'model' })).status).toBe(403);

    expect((await client.call('createModel', { title: 'Cube', category: '3D Printing', fileUploadIds: [used] })).status).toBe(200);
    expect((await startUpload(client, 1000, { filename: 'after-publish.stl', kind: 'model' })).status).toBe(201);

    const deleted = await client.fetch(`/api/uploads/${cancelled.id}`, { method: 'DELETE', headers: { 'tus-resumable': '1.0.0' } });
    expect(deleted.status).toBe(204);
    // Given back before the answer, not after: the client may start its next upload at once.
    expect(await t.services.db.select().from(uploadReservations).where(eq(uploadReservations.id, cancelled.id!))).toEqual([]);
    expect((await startUpload(client, 1000, { filename: 'after-cancel.stl', kind: 'model' })).status).toBe(201);
    expect((await startUpload(client, 1000, { filename: 'y.stl', kind: 'model' })).status).toBe(403);

    await t.services.uploads.sweepExpired(Date.now() + 25 * 3600_000);
    expect((await startUpload(client, 1000, { filename: 'after-expiry.stl', kind: 'model' })).status).toBe(201);
  });
});
