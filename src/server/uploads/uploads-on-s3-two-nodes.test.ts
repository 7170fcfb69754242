import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, ListPartsCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFiles, uploadReservations } from '../db/schema';
import { createBatch, csvRow } from '../test/bulk-upload-factories';
import { createUser, testImage } from '../test/factories';
import { patchUpload, startUpload, uploadFile } from '../test/model-factories';
import { startS3TestServer, type S3TestServer } from '../test/s3-test-server';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestClient } from '../test/test-client';

const MiB = 1024 * 1024;
const BUCKET = 'meshmandi-tus-uploads';
const HOURS_25 = 25 * 3600_000;

/** A binary STL of closed unit boxes, 12 triangles (600 bytes) a box: 18,400 boxes make 11 MB, three S3 parts. */
function boxesStl(boxes: number): Buffer {
  const bytes = Buffer.alloc(84 + boxes * 12 * 50);
  bytes.writeUInt32LE(boxes * 12, 80);
  const quads = [
    [[0, 0, 0], [0, 1, 0], [1, 1, 0], [1, 0, 0]], [[0, 0, 1], [1, 0, 1], [1, 1, 1], [0, 1, 1]],
    [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]], [[0, 1, 0], [0, 1, 1], [1, 1, 1], [1, 1, 0]],
    [[0, 0, 0], [0, 0, 1], [0, 1, 1], [0, 1, 0]], [[1, 0, 0], [1, 1, 0], [1, 1, 1], [1, 0, 1]],
  ];
  let at = 84;
  for (let b = 0; b < boxes; b++) {
    const origin = [(b % 30) * 2, (Math.floor(b / 30) % 30) * 2, Math.floor(b / 900) * 2];
    for (const [p0, p1, p2, p3] of quads) {
      for (const triangle of [[p0, p1, p2], [p0, p2, p3]]) {
        at += 12;
        for (const vertex of triangle) for (let k = 0; k < 3; k++, at += 4) bytes.writeFloatLE(vertex![k]! + origin[k]!, at);
        at += 2;
      }
    }
  }
  return bytes;
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');
const TUS = { 'tus-resumable': '1.0.0' };

let s3: S3TestServer;
let a: TestApp;
let b: TestApp;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startS3TestServer(BUCKET);
  const env = { ...s3.env, UPLOAD_MAX_OPEN_PER_USER: '3' };
  a = await createTestApp(env, { jobsOnDemand: true });
  // A second node: the same database and bucket, its own data dir (and so no upload on its disk).
  b = await createTestApp(env, { jobsOnDemand: true, onDatabaseOf: a });
  bucket = new S3Client({
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 60_000);

afterAll(async () => {
  await b?.close();
  await a?.close();
  bucket?.destroy();
  await s3?.close();
});

/** The same person's browser, its requests sent to the other node by the load balancer. */
function onNode(node: TestApp, client: TestClient): TestClient {
  const other = node.client();
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

const head = (client: TestClient, id: string) => client.fetch(`/api/uploads/${id}`, { method: 'HEAD', headers: TUS });
const uploadKeys = async (id: string) => (await b.services.storage.list('uploads/')).map((o) => o.key).filter((key) => key.startsWith(`uploads/${id}`));
const reservations = (userId: string) => a.services.db.select().from(uploadReservations).where(eq(uploadReservations.userId, userId));

describe('tus uploads on S3 across two nodes', () => {
  it('an upload begun on one node is resumed and published on the other, byte for byte, its quota counted once', async () => {
    const owner = await createUser(a);
    const onA = owner.client;
    const onB = onNode(b, onA);
    const bytes = boxesStl(18_400);
    expect(bytes.length).toBeGreaterThan(11_000_000);

    const started = await startUpload(onA, bytes.length, { filename: 'grid of boxes.stl', kind: 'model' });
    expect(started.status).toBe(201);
    const id = started.id!;
    // A full part (over S3's 5 MiB minimum) sent to the first node.
    const first = await patchUpload(onA, id, 0, bytes.subarray(0, 6 * MiB));
    expect([first.status, first.headers.get('upload-offset')]).toEqual([204, String(6 * MiB)]);

    // The connection drops; the client asks the other node where to go on.
    const resumed = await head(onB, id);
    expect([resumed.status, resumed.headers.get('upload-offset'), resumed.headers.get('upload-length')]).toEqual([200, String(6 * MiB), String(bytes.length)]);
    // 2 MiB (under the part minimum: kept as the upload's .part object), then the first node sees it too.
    expect((await patchUpload(onB, id, 6 * MiB, bytes.subarray(6 * MiB, 8 * MiB))).status).toBe(204);
    expect((await head(onA, id)).headers.get('upload-offset')).toBe(String(8 * MiB));
    const last = await patchUpload(onB, id, 8 * MiB, bytes.subarray(8 * MiB));
    expect([last.status, last.headers.get('upload-offset')]).toEqual([204, String(bytes.length)]);
    expect(await reservations(owner.user.id)).toMatchObject([{ id, size: bytes.length }]);

    // Published on the first node, which holds none of it on disk either.
    const published = await onA.call('createModel', { title: 'Grid of boxes', category: '3D Printing', fileUploadIds: [id] });
    expect(published.status).toBe(200);
    const [file] = await a.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, published.result.model.id));
    expect(file).toMatchObject({ size: bytes.length, sha256: sha256(bytes), triangles: 18_400 * 12, watertight: true });
    const stored = await b.services.storage.get(file!.storageKey);
    const storedHash = createHash('sha256');
    for await (const chunk of stored.body) storedHash.update(chunk as Buffer);
    expect(storedHash.digest('hex')).toBe(sha256(bytes));

    // The upload is gone from the bucket, its quota given back, and the node's copy deleted.
    expect(await uploadKeys(id)).toEqual([]);
    expect(await reservations(owner.user.id)).toEqual([]);
    expect(fs.readdirSync(path.join(a.dataDir, 'tmp', 'uploads'))).toEqual([]);
    expect((await head(onB, id)).status).toBe(404);
  }, 120_000);

  it('another person can neither see, continue, cancel nor publish the upload, on either node', async () => {
    const owner = await createUser(a);
    const started = await startUpload(owner.client, 1000, { filename: 'mine.stl', kind: 'model' });
    const id = started.id!;
    expect((await patchUpload(owner.client, id, 0, Buffer.alloc(400, 1))).status).toBe(204);

    const stranger = await createUser(b);
    for (const client of [stranger.client, onNode(a, stranger.client)]) {
      expect((await head(client, id)).status).toBe(404);
      const patched = await patchUpload(client, id, 400, Buffer.alloc(600, 2));
      expect([patched.status, await patched.text()]).toEqual([404, 'Upload not found']);
      expect((await client.fetch(`/api/uploads/${id}`, { method: 'DELETE', headers: TUS })).status).toBe(404);
      const publish = await client.call('createModel', { title: 'Not mine', category: '3D Printing', fileUploadIds: [id] });
      expect([publish.status, publish.error?.message]).toEqual([400, 'An uploaded file was not found (it may have expired). Please upload it again.']);
    }
    const still = await head(onNode(b, owner.client), id);
    expect([still.status, still.headers.get('upload-offset')]).toEqual([200, '400']);
    // Signed out: refused before the upload is looked at.
    expect((await head(b.client(), id)).status).toBe(401);
  }, 60_000);

  it('the expiry sweep on either node removes abandoned uploads from the bucket and gives their quota back', async () => {
    const owner = await createUser(a);
    const onB = onNode(b, owner.client);
    const unfinished = (await startUpload(owner.client, 3 * MiB, { filename: 'half.stl', kind: 'model' })).id!;
    expect((await patchUpload(owner.client, unfinished, 0, Buffer.alloc(2 * MiB, 7))).status).toBe(204);
    const finished = await uploadFile(onB, boxesStl(2), 'left.stl');
    const third = await startUpload(onB, 1000, { filename: 'third.stl', kind: 'model' });
    expect(third.status).toBe(201);
    // The quota is in the database: the fourth is refused on either node.
    const refused = await startUpload(owner.client, 1000, { filename: 'fourth.stl', kind: 'model' });
    expect([refused.status, refused.body]).toEqual([
      403,
      'You have 3 uploads in progress or waiting to be published (at most 3). Publish or cancel them, or wait for unused ones to expire, then try again.',
    ]);
    const info = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `uploads/${unfinished}.info` }));
    const multipartId = info.Metadata?.['upload-id'];
    expect(multipartId).toBeTruthy();
    expect(await uploadKeys(unfinished)).toEqual([`uploads/${unfinished}.info`, `uploads/${unfinished}.part`]);

    expect(await b.services.uploads.sweepExpired(Date.now())).toBe(0);
    const expired = await b.services.uploads.findExpired(Date.now() + HOURS_25);
    expect(expired).toEqual(expect.arrayContaining([{ id: unfinished, bytes: 2 * MiB }, { id: finished, bytes: boxesStl(2).length }, { id: third.id, bytes: 0 }]));
    expect(await a.services.uploads.sweepExpired(Date.now() + HOURS_25)).toBe(expired.length);

    for (const id of [unfinished, finished, third.id!]) {
      expect(await uploadKeys(id)).toEqual([]);
      expect((await head(owner.client, id)).status).toBe(404);
    }
    await expect(bucket.send(new ListPartsCommand({ Bucket: BUCKET, Key: `uploads/${unfinished}`, UploadId: multipartId }))).rejects.toMatchObject({ name: 'NoSuchUpload' });
    expect(await reservations(owner.user.id)).toEqual([]);
    expect((await startUpload(onB, 1000, { filename: 'after-sweep.stl', kind: 'model' })).status).toBe(201);
  }, 60_000);

  it('bulk-upload files sent to either node are attached, held past the expiry and published from the bucket', async () => {
    const admin = await createUser(a, { role: 'admin' });
    const onB = onNode(b, admin.client);
    const { batchId, items } = await createBatch(admin.client, [csvRow('grid.stl', 'Grid of boxes', { images: ['grid-1.png'] })]);
    const item = items[0]!;
    const model = boxesStl(40);
    const fileId = await uploadFile(admin.client, model, 'grid.stl');
    const imageId = await uploadFile(onB, await testImage('png', 300), 'grid-1.png', 'preview');
    expect((await onB.call('attachBulkUploadFile', { itemId: item.id, uploadId: fileId })).result.item).toMatchObject({ checksum: sha256(model) });
    expect((await admin.client.call('attachBulkUploadFile', { itemId: item.id, uploadId: imageId })).result.item.status).toBe('uploaded');
    // The batch holds its files: the sweep leaves them however old they are, on any node.
    await b.services.uploads.sweepExpired(Date.now() + HOURS_25);
    expect((await uploadKeys(fileId)).length).toBeGreaterThan(0);

    const published = await onB.call('publishBulkUploadBatch', { batchId, itemIds: [item.id] });
    expect(published.result).toMatchObject({ failed: [], published: [{ itemId: item.id }] });
    const [file] = await a.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, published.result.published[0].modelId));
    expect(file).toMatchObject({ size: model.length, sha256: sha256(model) });
    expect([...(await uploadKeys(fileId)), ...(await uploadKeys(imageId))]).toEqual([]);
    for (const node of [a, b]) expect(fs.readdirSync(path.join(node.dataDir, 'tmp', 'uploads'))).toEqual([]);
  }, 60_000);

  it('a cancelled upload (tus DELETE) on the other node is removed from the bucket, finished or not', async () => {
    const owner = await createUser(a);
    const done = await uploadFile(owner.client, boxesStl(1), 'done.stl');
    const open = (await startUpload(owner.client, 1000, { filename: 'open.stl', kind: 'model' })).id!;
    for (const id of [done, open]) {
      const deleted = await onNode(b, owner.client).fetch(`/api/uploads/${id}`, { method: 'DELETE', headers: TUS });
      expect(deleted.status).toBe(204);
      expect(await uploadKeys(id)).toEqual([]);
    }
    expect(await reservations(owner.user.id)).toEqual([]);
  }, 60_000);
});
