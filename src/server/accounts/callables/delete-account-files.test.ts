import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelFiles, modelPreviews, models, users } from '../../db/schema';
import { sweepOrphanedFiles } from '../../models/sweep-orphaned-files';
import type { Storage } from '../../storage/storage';
import { createUser, TEST_PASSWORD, testImage, uploadAvatar, type TestUser } from '../../test/factories';
import { createModelViaApi, fixture, startUpload, uploadFile } from '../../test/model-factories';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server';
import { createTestApp, type TestApp } from '../../test/test-app';

const keysUnder = async (t: TestApp, prefix: string) => (await t.services.storage.list(prefix)).map((o) => o.key);

/** Upload ids: tus keeps `{id}` and `{id}.json` in this node's upload folder, or `uploads/{id}.info` (and the rest) in the bucket (decision 089). */
async function uploadIds(t: TestApp): Promise<string[]> {
  if (t.services.storage.driver === 's3') return [...new Set((await keysUnder(t, 'uploads/')).map((key) => key.slice('uploads/'.length).replace(/\.(info|part)$/, '')))];
  const dir = t.services.config.uploads.dir;
  return fs.existsSync(dir) ? [...new Set(fs.readdirSync(dir).map((name) => name.replace(/\.json$/, '')))] : [];
}

/**
 * An account with all a creator leaves in storage: a public and a private model (files and
 * previews), an avatar, a finished upload not yet used and one cut off half-way.
 */
async function creatorWithEverything(t: TestApp): Promise<{ creator: TestUser; uploads: string[] }> {
  const creator = await createUser(t);
  await createModelViaApi(creator.client, {
    files: [
      { name: 'cube.stl', bytes: fixture('20mm-xyz-cube.stl') },
      { name: 'box.obj', bytes: fixture('box.obj') },
    ],
  });
  await createModelViaApi(creator.client, { visibility: 'private', previews: [{ name: 'a.png', bytes: await testImage('png', 500) }] });
  expect((await uploadAvatar(creator.client, await testImage('png'))).status).toBe(200);
  const unused = await uploadFile(creator.client, fixture('cube.glb'), 'cube.glb');
  const half = await startUpload(creator.client, 1000, { filename: 'half.stl', kind: 'model' });
  expect(half.status).toBe(201);
  return { creator, uploads: [unused, half.id!] };
}

async function expectNothingLeft(t: TestApp, userId: string, uploads: string[]): Promise<void> {
  expect(await keysUnder(t, `models/${userId}/`)).toEqual([]);
  expect(await keysUnder(t, `avatars/${userId}/`)).toEqual([]);
  expect((await uploadIds(t)).filter((id) => uploads.includes(id))).toEqual([]);
  expect(await t.services.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
  expect(await t.services.db.select().from(models).where(eq(models.userId, userId))).toEqual([]);
}

describe.each(['local', 's3'] as const)('deleting an account on %s storage', (driver) => {
  let t: TestApp;
  let s3: S3TestServer | undefined;
  let bystander: TestUser;
  let bystanderKeys: string[];
  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3TestServer('meshmandi-account-deletion') : undefined;
    t = await createTestApp(s3?.env ?? {});
    expect(t.services.storage.driver).toBe(driver);
    // Someone else's models and avatar must survive every deletion here.
    bystander = await createUser(t);
    await createModelViaApi(bystander.client);
    expect((await uploadAvatar(bystander.client, await testImage('png'))).status).toBe(200);
    bystanderKeys = [...(await keysUnder(t, `models/${bystander.user.id}/`)), ...(await keysUnder(t, `avatars/${bystander.user.id}/`))];
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('by its owner removes every model file, preview, the avatar and their uploads', async () => {
    const { creator, uploads } = await creatorWithEverything(t);
    expect((await keysUnder(t, `models/${creator.user.id}/`)).length).toBeGreaterThanOrEqual(5);
    expect(await uploadIds(t)).toEqual(expect.arrayContaining(uploads));
    const deleted = await creator.client.postJson('/api/auth/delete-user', { password: TEST_PASSWORD });
    expect(deleted.status).toBe(200);
    await expectNothingLeft(t, creator.user.id, uploads);
    expect([...(await keysUnder(t, `models/${bystander.user.id}/`)), ...(await keysUnder(t, `avatars/${bystander.user.id}/`))]).toEqual(bystanderKeys);
  });

  it('by an admin removes the same', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { creator, uploads } = await creatorWithEverything(t);
    expect((await admin.client.call('deleteUser', { userId: creator.user.id })).status).toBe(200);
    await expectNothingLeft(t, creator.user.id, uploads);
    expect([...(await keysUnder(t, `models/${bystander.user.id}/`)), ...(await keysUnder(t, `avatars/${bystander.user.id}/`))]).toEqual(bystanderKeys);
  });

  it('when storage fails, leaves no row claiming a file, and the orphan sweep removes the files later', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { creator } = await creatorWithEverything(t);
    const [model] = await t.services.db.select().from(models).where(eq(models.userId, creator.user.id));
    const storage = t.services.storage as Storage & { delete: Storage['delete'] };
    const original = storage.delete.bind(storage);
    storage.delete = async () => {
      throw new Error('disk on fire');
    };
    try {
      expect((await admin.client.call('deleteUser', { userId: creator.user.id })).status).toBe(200);
    } finally {
      storage.delete = original;
    }
    expect(await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, model!.id))).toEqual([]);
    expect(await t.services.db.select().from(modelPreviews).where(eq(modelPreviews.modelId, model!.id))).toEqual([]);
    expect((await keysUnder(t, `models/${creator.user.id}/`)).length).toBeGreaterThan(0);
    expect((await keysUnder(t, `avatars/${creator.user.id}/`)).length).toBeGreaterThan(0);

    // Past the grace period, everything no row claims goes: a cutoff two seconds on stands for the
    // wait (S3 keeps times to the second).
    await sweepOrphanedFiles(t.services, new Date(Date.now() + 2000));
    expect(await keysUnder(t, `models/${creator.user.id}/`)).toEqual([]);
    expect(await keysUnder(t, `avatars/${creator.user.id}/`)).toEqual([]);
    expect([...(await keysUnder(t, `models/${bystander.user.id}/`)), ...(await keysUnder(t, `avatars/${bystander.user.id}/`))]).toEqual(bystanderKeys);
  });
});
