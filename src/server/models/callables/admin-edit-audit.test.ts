import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../db/schema';
import { auditEntries, createUser, testImage, type TestUser } from '../../test/factories';
import { createModelViaApi, uploadFile } from '../../test/model-factories';
import { notificationRowsOf } from '../../test/notification-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let superAdmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
  admin = await createUser(t, { role: 'admin' });
  superAdmin = await createUser(t, { role: 'super_admin' });
});

const REASON = 'The description linked to a pirated copy.';
const modelRow = async (id: string) => (await t.services.db.select().from(models).where(eq(models.id, id)))[0];
const ownerIsTold = (message: string) =>
  expect.poll(async () => (await notificationRowsOf(t, owner.user.id, 'moderation')).map((n) => n.message), { timeout: 15_000, interval: 200 }).toContain(message);
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
      reason: REASON,
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
        reason: REASON,
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
    const refused = await admin.client.call('updateModel', { modelId: model.id, fileIds: [], reason: REASON });
    expect(refused.status).toBe(400);
    expect(await auditEntries(t, model.id)).toEqual([]);
  });

  it("tells the owner that an admin changed their model, and why", async () => {
    const model = await createModelViaApi(owner.client, { title: 'Told Bracket' });
    expect((await admin.client.call('updateModel', { modelId: model.id, visibility: 'private', reason: REASON })).status).toBe(200);
    await ownerIsTold(`An admin changed your model Told Bracket: ${REASON}`);
  });

  it("refuses an admin's or super admin's change of someone else's model without a reason, naming it, and writes nothing", async () => {
    const model = await createModelViaApi(owner.client, { title: 'Unchanged Vase' });
    const preview = await uploadFile(admin.client, await testImage('png', 400), 'cover.png', 'preview');
    for (const [who, input] of [
      [admin, { modelId: model.id, title: 'Renamed', addPreviewUploadIds: [preview] }],
      [admin, { modelId: model.id, visibility: 'private', reason: '' }],
      [superAdmin, { modelId: model.id, description: 'Gone', reason: '  ' }],
      [admin, { modelId: model.id, title: 'Renamed', reason: 'y'.repeat(501) }],
    ] as const) {
      const answer = await who.client.call('updateModel', input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.error?.message).toMatch(/^reason: /);
    }
    expect(await modelRow(model.id)).toMatchObject({ title: 'Unchanged Vase', visibility: 'public' });
    expect(await auditEntries(t, model.id)).toEqual([]);
    const bad = await admin.client.call('updateModel', { modelId: model.id, reason: 42 });
    expect([bad.status, bad.error?.message]).toEqual([400, 'reason: must be text']);
  });
});

describe('deleteModel by an admin', () => {
  it("needs a reason, audits it and tells the owner; the owner deletes their own without one", async () => {
    const model = await createModelViaApi(owner.client, { title: 'Pirated Gear' });
    const refused = await admin.client.call('deleteModel', { modelId: model.id });
    expect([refused.status, refused.error?.message]).toEqual([400, expect.stringMatching(/^reason: say why/)]);
    expect(await modelRow(model.id)).toBeDefined();
    expect(await auditEntries(t, model.id)).toEqual([]);

    expect((await admin.client.call('deleteModel', { modelId: model.id, reason: 'A copy of a paid model.' })).status).toBe(200);
    expect(await modelRow(model.id)).toBeUndefined();
    const [audit] = await auditEntries(t, model.id);
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'model.delete', details: { reason: 'A copy of a paid model.', before: { title: 'Pirated Gear', ownerId: owner.user.id }, after: null } });
    await ownerIsTold('An admin deleted your model Pirated Gear: A copy of a paid model.');

    const mine = await createModelViaApi(owner.client);
    expect((await owner.client.call('deleteModel', { modelId: mine.id })).status).toBe(200);
    expect(await auditEntries(t, mine.id)).toEqual([]);
  });
});
