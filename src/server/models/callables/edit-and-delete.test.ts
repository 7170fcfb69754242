import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, modelFiles, models } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { createUser, testImage, type TestUser } from '../../test/factories';
import { putOnTier } from '../../test/creator-on-tier';
import { createModelViaApi, fixture, leftovers, uploadFile } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  other = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  // More models in a month than a Basic Creator may publish.
  await putOnTier(t, owner.user.id, 'elite');
});
afterAll(async () => t?.close());

const storedKeys = async (userId: string, modelId: string) =>
  (await t.services.storage.list(`models/${userId}/${modelId}/`)).map((o) => o.key);

describe('getModel', () => {
  it('shows a public model to everyone, with canEdit only for the owner and admins', async () => {
    const model = await createModelViaApi(owner.client);
    const anon = await t.client().call('getModel', { modelId: model.id });
    expect(anon.status).toBe(200);
    expect(anon.result.canEdit).toBe(false);
    expect(anon.result.model.creator.uid).toBe(owner.user.id);
    expect(JSON.stringify(anon.result)).not.toContain(owner.email);
    expect((await other.client.call('getModel', { modelId: model.id })).result.canEdit).toBe(false);
    expect((await owner.client.call('getModel', { modelId: model.id })).result.canEdit).toBe(true);
    expect((await admin.client.call('getModel', { modelId: model.id })).result.canEdit).toBe(true);
  });

  it("answers 'Model not found' for an unknown id and for someone else's private model", async () => {
    const hidden = await createModelViaApi(owner.client, { visibility: 'private' });
    for (const client of [t.client(), other.client]) {
      const answer = await client.call('getModel', { modelId: hidden.id });
      expect(answer.status).toBe(404);
      expect(answer.error!.message).toBe('Model not found');
    }
    expect((await owner.client.call('getModel', { modelId: hidden.id })).status).toBe(200);
    expect((await admin.client.call('getModel', { modelId: hidden.id })).status).toBe(200);
    const unknown = await t.client().call('getModel', { modelId: 'nope' });
    expect(unknown.error).toMatchObject({ status: 404, message: 'Model not found' });
    expect((await t.client().call('getModel', {})).status).toBe(400);
  });
});

describe('updateModel', () => {
  it('changes the metadata and slug for the owner and for an admin', async () => {
    const model = await createModelViaApi(owner.client);
    const answer = await owner.client.call('updateModel', { modelId: model.id, title: 'Better cube', tags: ['Cube'], visibility: 'private' });
    expect(answer.status).toBe(200);
    expect(answer.result.model).toMatchObject({ title: 'Better cube', slug: 'better-cube', tags: ['cube'], visibility: 'private', category: model.category });
    const byAdmin = await admin.client.call('updateModel', { modelId: model.id, description: 'Edited by moderation.', reason: 'The description named a shop' });
    // Fields left out stay as they were.
    expect(byAdmin.result.model).toMatchObject({ description: 'Edited by moderation.', title: 'Better cube', tags: ['cube'], visibility: 'private', licence: 'CC-BY-4.0' });
  });

  it('refuses everyone else and bad input, changing nothing', async () => {
    const model = await createModelViaApi(owner.client);
    const anon = await t.client().call('updateModel', { modelId: model.id, title: 'x' });
    expect(anon.status).toBe(401);
    const wrong = await other.client.call('updateModel', { modelId: model.id, title: 'Stolen' });
    expect(wrong.error).toMatchObject({ status: 403, message: 'Unauthorized to edit this model' });
    expect((await owner.client.call('updateModel', { modelId: model.id, title: '' })).status).toBe(400);
    expect((await owner.client.call('updateModel', { modelId: model.id, category: 'Nope' })).status).toBe(400);
    const noFiles = await owner.client.call('updateModel', { modelId: model.id, fileIds: [] });
    expect(noFiles.error!.message).toBe('A model needs at least one file.');
    const foreign = await owner.client.call('updateModel', { modelId: model.id, previewIds: ['someone-elses'] });
    expect(foreign.error!.message).toBe('previewIds: someone-elses is not part of this model');
    const [row] = await t.services.db.select().from(models).where(eq(models.id, model.id));
    expect(row!.title).toBe(model.title);
  });

  it('adds, reorders and removes previews and files, deleting the removed ones from storage', async () => {
    const model = await createModelViaApi(owner.client, {
      previews: [
        { name: 'a.png', bytes: await testImage('png', 500) },
        { name: 'b.png', bytes: await testImage('png', 500) },
      ],
    });
    const [a, b] = model.previewImages;
    const oldFile = model.files[0]!;
    const newPreview = await uploadFile(owner.client, await testImage('webp', 500), 'c.webp', 'preview');
    const newFile = await uploadFile(owner.client, fixture('box.obj'), 'box.obj');
    const [oldRow] = await t.services.db.select().from(modelFiles).where(eq(modelFiles.id, oldFile.id));
    const answer = await owner.client.call('updateModel', {
      modelId: model.id,
      previewIds: [b!.id],
      addPreviewUploadIds: [newPreview],
      fileIds: [],
      addFileUploadIds: [newFile],
    });
    expect(answer.status).toBe(200);
    const updated = answer.result.model;
    expect(updated.previewImages.map((p: { name: string }) => p.name)).toEqual(['b.png', 'c.webp']);
    expect(updated.thumbnail).toContain(b!.id);
    expect(updated.files.map((f: { name: string }) => f.name)).toEqual(['box.obj']);
    expect(updated.formats).toEqual(['obj']);
    const keys = await storedKeys(owner.user.id, model.id);
    expect(keys.some((k) => k.includes(a!.id))).toBe(false);
    expect(keys).not.toContain(oldRow!.storageKey);
    await t.services.analysis.drain();
    const [file] = await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, model.id));
    expect(keys).toContain(file!.storageKey);
    expect(file!.storageKey).toBe(`models/${owner.user.id}/${model.id}/box-${file!.id}.obj`);
    expect(file!.analysisStatus).toBe('done');
    expect((await leftovers(t)).uploads).toEqual([]);
  });

  it('keeps both files when two saves at once each add a file of the same name', async () => {
    const model = await createModelViaApi(owner.client);
    const cube = fixture('20mm-xyz-cube.stl');
    const cylinder = fixture('cylinder.stl');
    const [first, second] = [await uploadFile(owner.client, cube, 'part.stl'), await uploadFile(owner.client, cylinder, 'part.stl')];
    const answers = await Promise.all([
      owner.client.call('updateModel', { modelId: model.id, addFileUploadIds: [first] }),
      owner.client.call('updateModel', { modelId: model.id, addFileUploadIds: [second] }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rows = await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, model.id));
    const parts = rows.filter((row) => row.name === 'part.stl');
    expect(parts).toHaveLength(2);
    expect(new Set(parts.map((row) => row.storageKey)).size).toBe(2);
    // Each row's object holds the bytes that were uploaded for it: neither save overwrote the other's.
    const sizes = await Promise.all(parts.map((row) => t.services.storage.size(row.storageKey)));
    expect(sizes.sort()).toEqual([cube.length, cylinder.length].sort());
    expect(parts.map((row) => row.size).sort()).toEqual([cube.length, cylinder.length].sort());
  });

  it('refuses a bad new file and stores nothing of the call', async () => {
    const model = await createModelViaApi(owner.client);
    const before = await storedKeys(owner.user.id, model.id);
    const good = await uploadFile(owner.client, fixture('cube.glb'), 'cube.glb');
    const bad = await uploadFile(owner.client, await testImage('jpeg'), 'fake.stl');
    const answer = await owner.client.call('updateModel', { modelId: model.id, addFileUploadIds: [good, bad] });
    expect(answer.error!.message).toContain('fake.stl is not a 3D model file we accept');
    expect(await storedKeys(owner.user.id, model.id)).toEqual(before);
  });
});

describe('deleteModel', () => {
  it('lets the owner delete a model with its files and rows', async () => {
    const model = await createModelViaApi(owner.client);
    expect((await storedKeys(owner.user.id, model.id)).length).toBeGreaterThan(0);
    const answer = await owner.client.call('deleteModel', { modelId: model.id });
    expect(answer.result).toEqual({ success: true });
    expect(await t.services.db.select().from(models).where(eq(models.id, model.id))).toEqual([]);
    expect(await t.services.db.select().from(modelFiles).where(eq(modelFiles.modelId, model.id))).toEqual([]);
    expect(await storedKeys(owner.user.id, model.id)).toEqual([]);
    expect((await owner.client.call('deleteModel', { modelId: model.id })).error!.message).toBe('Model not found');
  });

  it("refuses others with the spec's message and lets an admin delete, audited", async () => {
    const model = await createModelViaApi(owner.client);
    expect((await t.client().call('deleteModel', { modelId: model.id })).status).toBe(401);
    const wrong = await other.client.call('deleteModel', { modelId: model.id });
    expect(wrong.error).toMatchObject({ status: 403, message: 'Unauthorized to delete this model' });
    const hidden = await createModelViaApi(owner.client, { visibility: 'private' });
    expect((await other.client.call('deleteModel', { modelId: hidden.id })).error!.message).toBe('Model not found');
    expect((await admin.client.call('deleteModel', { modelId: model.id, reason: 'A copy of another creator’s model' })).status).toBe(200);
    const audit = await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, model.id));
    expect(audit.map((a) => a.action)).toEqual(['model.delete']);
    expect((await other.client.call('deleteModel', {})).status).toBe(400);
  });

  it('still succeeds when storage fails to delete, logging it (SPEC §8)', async () => {
    const model = await createModelViaApi(owner.client);
    const storage = t.services.storage as Storage & { delete: Storage['delete'] };
    const original = storage.delete.bind(storage);
    storage.delete = async () => {
      throw new Error('disk on fire');
    };
    try {
      const answer = await owner.client.call('deleteModel', { modelId: model.id });
      expect(answer.result).toEqual({ success: true });
    } finally {
      storage.delete = original;
    }
    expect(await t.services.db.select().from(models).where(eq(models.id, model.id))).toEqual([]);
  });
});
