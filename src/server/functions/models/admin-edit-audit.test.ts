import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, createUser, testImage, type TestUser } from '../../test/factories';
import { createModelViaApi, uploadFile } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => t?.close());

describe('updateModel by an admin', () => {
  it("audits an admin's edit of someone else's model: who, whose, and what changed", async () => {
    const model = await createModelViaApi(owner.client);
    const preview = await uploadFile(admin.client, await testImage('png', 400), 'cover.png', 'preview');
    const answer = await admin.client.call('updateModel', {
      modelId: model.id,
      description: 'Edited by moderation.',
      visibility: 'private',
      addPreviewUploadIds: [preview],
    });
    expect(answer.status).toBe(200);
    const audit = await auditEntries(t, model.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'model.update',
      targetType: 'model',
      targetId: model.id,
      details: {
        title: model.title,
        ownerId: owner.user.id,
        fields: ['description', 'visibility'],
        filesAdded: 0,
        filesRemoved: 0,
        previewsAdded: 1,
        previewsRemoved: 0,
        before: { description: model.description, visibility: 'public' },
        after: { description: 'Edited by moderation.', visibility: 'private' },
      },
    });
  });

  it('does not audit owners editing their own models, nor an admin editing their own', async () => {
    const mine = await createModelViaApi(owner.client);
    expect((await owner.client.call('updateModel', { modelId: mine.id, title: 'Still mine' })).status).toBe(200);
    const admins = await createModelViaApi(admin.client);
    expect((await admin.client.call('updateModel', { modelId: admins.id, title: 'Also mine' })).status).toBe(200);
    expect(await auditEntries(t, mine.id)).toEqual([]);
    expect(await auditEntries(t, admins.id)).toEqual([]);
  });

  it('writes no audit entry for a refused edit', async () => {
    const model = await createModelViaApi(owner.client);
    const refused = await admin.client.call('updateModel', { modelId: model.id, fileIds: [] });
    expect(refused.status).toBe(400);
    expect(await auditEntries(t, model.id)).toEqual([]);
  });
});
