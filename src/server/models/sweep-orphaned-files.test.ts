import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../storage/s3-storage';
import type { Storage } from '../storage/storage';
import { createUser, testImage, uploadAvatar } from '../test/factories';
import { createModelViaApi, fixture, uploadFile } from '../test/model-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { newId } from '../db/new-id';
import { sweepOrphanedFiles } from './sweep-orphaned-files';

const BUCKET = 'meshmandi-sweep-test';
let t: TestApp;
let s3server: S3rver | undefined;
let s3dir = '';
let s3: Storage;

beforeAll(async () => {
  t = await createTestApp();
  s3dir = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-sweep-s3-'));
  s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3server.run();
  s3 = createS3Storage({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await t?.close();
  await s3server?.close();
  await fs.rm(s3dir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keysOf = async (storage: Storage, prefix: string) => (await storage.list(prefix)).map((o) => o.key);

/**
 * What kill -9 during createModel leaves: a model folder whose rows were never written. Beside it a
 * real model (all its files claimed), a stray file in that model's folder, and an orphan written
 * after the cut-off, as a publish still in flight would be.
 */
async function scenario(storage: () => Storage) {
  const { client, user } = await createUser(t);
  const model = await createModelViaApi(client, { files: [{ name: 'cube.stl', bytes: fixture('20mm-xyz-cube.stl') }] });
  const live = await keysOf(t.services.storage, `models/${user.id}/${model.id}/`);
  expect(live.length).toBeGreaterThanOrEqual(2);
  if (storage() !== t.services.storage) {
    for (const key of live) await storage().put(key, Buffer.from('copy'));
  }
  const crashed = `models/${user.id}/${newId()}/`;
  await storage().put(`${crashed}cube.stl`, fixture('20mm-xyz-cube.stl'));
  await storage().put(`${crashed}previews/${newId()}-400.webp`, Buffer.from('webp'));
  const stray = `models/${user.id}/${model.id}/stray.stl`;
  await storage().put(stray, Buffer.from('solid x\nendsolid x\n'));
  // Whole seconds apart: S3 reports times to the second.
  await pause(1100);
  const cutOff = new Date();
  await pause(1100);
  const inFlight = `models/${user.id}/${newId()}/part.stl`;
  await storage().put(inFlight, Buffer.from('still uploading'));
  return { user, live, crashed, stray, inFlight, cutOff };
}

describe.each([
  ['local', () => t.services.storage],
  ['s3', () => s3],
])('sweepOrphanedFiles on %s storage', (_driver, storage) => {
  it('removes only the stale objects no row claims', async () => {
    const { user, live, crashed, stray, inFlight, cutOff } = await scenario(storage);
    const removed = await sweepOrphanedFiles({ db: t.services.db, storage: storage() }, cutOff);
    expect(removed).toBeGreaterThanOrEqual(3);
    const left = await keysOf(storage(), `models/${user.id}/`);
    expect(left).toEqual(expect.arrayContaining([...live, inFlight]));
    expect(left.filter((k) => k.startsWith(crashed))).toEqual([]);
    expect(left).not.toContain(stray);
    // The model still serves its file.
    expect((await storage().get(live.find((k) => k.endsWith('.stl'))!)).size).toBeGreaterThan(0);
  });
});

describe('sweepOrphanedFiles and interrupted local writes', () => {
  it('removes stale .tmp files a crash left, and keeps a write in progress', async () => {
    const { user } = await createUser(t);
    const root = path.join(t.services.config.dataDir, 'files');
    const dir = path.join(root, 'models', user.id, newId());
    await fs.mkdir(dir, { recursive: true });
    const stale = path.join(dir, '.tmp-crashed');
    const fresh = path.join(dir, '.tmp-writing');
    await fs.writeFile(stale, 'half a file');
    await fs.writeFile(fresh, 'being written');
    const hourAgo = new Date(Date.now() - 3600_000);
    await fs.utimes(stale, hourAgo, hourAgo);
    const removed = await sweepOrphanedFiles({ db: t.services.db, storage: t.services.storage }, new Date(Date.now() - 60_000));
    expect(removed).toBe(1);
    await expect(fs.access(stale)).rejects.toThrow();
    await expect(fs.access(fresh)).resolves.toBeUndefined();
  });
});

describe('sweepOrphanedFiles and avatars', () => {
  it("removes avatars no account claims (a deleted account's, a version a crash left) and keeps the current one", async () => {
    const { client, user } = await createUser(t);
    expect((await uploadAvatar(client, await testImage('png'))).status).toBe(200);
    const current = await keysOf(t.services.storage, `avatars/${user.id}/`);
    expect(current.length).toBeGreaterThan(0);
    const crashedVersion = `avatars/${user.id}/0123456789abcdef-256.webp`;
    const deletedAccount = `avatars/${newId()}/fedcba9876543210-64.webp`;
    const notOurs = `avatars/${user.id}/notes.txt`;
    for (const key of [crashedVersion, deletedAccount, notOurs]) await t.services.storage.put(key, Buffer.from('webp'));
    await pause(1100);
    await sweepOrphanedFiles({ db: t.services.db, storage: t.services.storage }, new Date());
    expect(await keysOf(t.services.storage, `avatars/${user.id}/`)).toEqual([...current, notOurs].sort());
    expect(await keysOf(t.services.storage, deletedAccount)).toEqual([]);
  });
});

describe('sweepOrphanedFiles and make photos', () => {
  it("removes photos no make claims (a crash's extra photo, a deleted make's) and keeps the make's own and names not ours", async () => {
    const { client } = await createUser(t);
    const maker = await createUser(t);
    const model = await createModelViaApi(client, { title: 'Swept planter' });
    const photo = await uploadFile(maker.client, await testImage('png', 400), 'print.png', 'preview');
    const made = await maker.client.call('postMake', {
      modelId: model.id, photoUploadIds: [photo], printer: 'Bambu A1', material: 'PLA', layerHeightMm: 0.2, infillPercent: 15, supports: false, comment: 'Printed it.',
    });
    expect(made.status, JSON.stringify(made.error)).toBe(200);
    const folder = `makes/${maker.user.id}/`;
    const current = await keysOf(t.services.storage, folder);
    expect(current.length).toBeGreaterThan(0);
    const makeId: string = made.result.make.id;
    const crashedPhoto = `${folder}${makeId}-${newId()}-640.webp`;
    const deletedMake = `${folder}${newId()}-${newId()}-320.webp`;
    const notOurs = `${folder}notes.txt`;
    for (const key of [crashedPhoto, deletedMake, notOurs]) await t.services.storage.put(key, Buffer.from('webp'));
    await pause(1100);
    await sweepOrphanedFiles({ db: t.services.db, storage: t.services.storage }, new Date());
    expect(await keysOf(t.services.storage, folder)).toEqual([...current, notOurs].sort());
  });
});
