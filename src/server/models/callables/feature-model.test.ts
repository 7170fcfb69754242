import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../db/schema';
import { insertModelRow } from '../../test/discovery-factories';
import { auditEntries, createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { notificationRowsOf } from '../../test/notification-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// SPEC §4/§7 featureModel (issue 16 item 3): admins feature a public model; audited; the owner is told.
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // Jobs run when drained: "told once" is then exact, not a wait.
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const FAILED = 'Failed to feature model';
const featured = async (id: string) => (await t.services.db.select({ featured: models.featured, featuredAt: models.featuredAt, featuredBy: models.featuredBy }).from(models).where(eq(models.id, id)))[0];

describe('featureModel', () => {
  it('features a public model: home shows it first, the owner hears it from Meshmandi, and the audit log has before and after', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Brass Diya' });
    const answer = await admin.client.call('featureModel', { modelId: model.id, reason: 'Lovely lamp work for Diwali' });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ success: true, modelId: model.id, featured: true, featuredBy: admin.user.id, featuredAt: expect.any(String) });
    expect(await featured(model.id)).toMatchObject({ featured: true, featuredBy: admin.user.id });
    const home = await t.services.db.select({ id: models.id }).from(models).where(eq(models.featured, true));
    expect(home.map((m) => m.id)).toContain(model.id);
    await t.drainJobs();
    expect(await notificationRowsOf(t, owner.user.id, 'featured')).toHaveLength(1);
    const [note] = await notificationRowsOf(t, owner.user.id, 'featured');
    expect(note).toMatchObject({ message: 'Brass Diya is featured on the Meshmandi home page', actorId: null, modelId: model.id });
    const [audit] = await auditEntries(t, model.id);
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'model.feature', details: { before: { featured: false, featuredBy: null }, after: { featured: true, featuredBy: admin.user.id }, ownerId: owner.user.id, reason: 'Lovely lamp work for Diwali' } });
  });

  it('stops featuring with featured false, told once of each', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Kolam Stencil' });
    expect((await admin.client.call('featureModel', { modelId: model.id, reason: 'Festival pick' })).status).toBe(200);
    expect((await admin.client.call('featureModel', { modelId: model.id, reason: 'Festival pick again' })).status).toBe(200);
    const off = await admin.client.call('featureModel', { modelId: model.id, featured: false, reason: 'The festival is over' });
    expect(off.result).toMatchObject({ featured: false, featuredAt: null, featuredBy: null });
    expect(await featured(model.id)).toEqual({ featured: false, featuredAt: null, featuredBy: null });
    expect((await auditEntries(t, model.id)).map((a) => a.action)).toEqual(['model.feature', 'model.feature', 'model.unfeature']);
    await t.drainJobs();
    expect((await notificationRowsOf(t, owner.user.id, 'featured')).filter((n) => n.modelId === model.id)).toHaveLength(1);
    expect((await notificationRowsOf(t, owner.user.id, 'moderation')).map((n) => n.message)).toContain('An admin stopped featuring your model Kolam Stencil: The festival is over');
  });

  it("needs a reason for someone else's model, not for the admin's own", async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Reasonless Gear' });
    const refused = await admin.client.call('featureModel', { modelId: model.id });
    expect([refused.status, refused.error?.message]).toEqual([400, expect.stringMatching(/^Failed to feature model: reason: say why/)]);
    const blank = await admin.client.call('featureModel', { modelId: model.id, reason: '   ' });
    expect([blank.status, blank.error?.message]).toEqual([400, `${FAILED}: reason: say why you are changing this model`]);
    const long = await admin.client.call('featureModel', { modelId: model.id, reason: 'x'.repeat(501) });
    expect([long.status, long.error?.message]).toEqual([400, `${FAILED}: reason: at most 500 characters`]);
    expect(await featured(model.id)).toEqual({ featured: false, featuredAt: null, featuredBy: null });
    expect(await auditEntries(t, model.id)).toEqual([]);
    const own = await insertModelRow(t, admin.user.id, { title: 'Admin Gear' });
    expect((await admin.client.call('featureModel', { modelId: own.id })).status).toBe(200);
  });

  it('answers per role and refuses bad input and private models, changing nothing', async () => {
    const model = await insertModelRow(t, owner.user.id, { title: 'Hidden Gear' });
    const hidden = await insertModelRow(t, owner.user.id, { title: 'Private Gear', visibility: 'private' });
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { modelId: model.id }, 401, `${FAILED}: User not authenticated`],
      [owner, { modelId: model.id }, 403, `${FAILED}: Admin access required`],
      [other, { modelId: model.id }, 403, `${FAILED}: Admin access required`],
      [admin, {}, 400, `${FAILED}: modelId is required`],
      [admin, { modelId: 7 }, 400, `${FAILED}: modelId: must be text`],
      [admin, { modelId: model.id, featured: 'yes', reason: 'Good' }, 400, `${FAILED}: featured: must be true or false`],
      [admin, { modelId: model.id, pinned: true, reason: 'Good' }, 400, `${FAILED}: pinned: cannot be set here`],
      [admin, { modelId: model.id, reason: 7 }, 400, `${FAILED}: reason: must be text`],
      [admin, { modelId: 'no-such-model', reason: 'Good' }, 404, `${FAILED}: modelId: no such model`],
      [admin, { modelId: hidden.id, reason: 'Good' }, 409, `${FAILED}: modelId: only a public model can be featured`],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call('featureModel', input);
      expect([answer.status, answer.error?.message], JSON.stringify(input)).toEqual([status, message]);
    }
    expect(await featured(model.id)).toEqual({ featured: false, featuredAt: null, featuredBy: null });
    expect(await featured(hidden.id)).toEqual({ featured: false, featuredAt: null, featuredBy: null });
    expect(await auditEntries(t, model.id)).toEqual([]);
    expect(await auditEntries(t, hidden.id)).toEqual([]);
  });
});
