import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, modelRemixes, models } from '../../db/schema';
import { insertModelRow } from '../../test/discovery-factories';
import { auditEntries, createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { notificationRowsOf } from '../../test/notification-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const linksOf = async (remixId: string) =>
  (await t.services.db.select().from(modelRemixes).where(eq(modelRemixes.remixId, remixId)).orderBy(modelRemixes.position)).map((row) => row.sourceId);
const remixEventsOf = async (remixId: string) =>
  (await t.services.db.select().from(domainEvents).where(eq(domainEvents.type, 'model.remixed'))).filter((e) => e.subjectId === remixId).map((e) => e.data);
const declare = (user: TestUser, modelId: string, sourceIds: string[], reason?: string) => user.client.call('setRemixSources', { modelId, sourceIds, reason });
/** As moderation hides a model (moderation/hide-model.ts): private, and marked hidden. */
const hide = (id: string) =>
  t.services.db.update(models).set({ visibility: 'private', hiddenAt: new Date(), visibilityBeforeHidden: 'public', hiddenReason: 'Stolen design' }).where(eq(models.id, id));
const failed = (status: number, reason: string) => ({ status, error: { message: `Failed to declare remixes: ${reason}` } });

describe('setRemixSources', () => {
  it("lets the owner declare, reorder and clear sources; a new source's creator is told once, the owner's own source tells no one", async () => {
    const theirs = await insertModelRow(t, other.user.id, { title: 'Kolam Coaster' });
    const sa = await insertModelRow(t, other.user.id, { title: 'Gear Train', licence: 'CC-BY-SA-4.0' });
    const mine = await insertModelRow(t, owner.user.id, { title: 'My Base', licence: 'Custom' });
    const remix = await insertModelRow(t, owner.user.id, { title: 'Coaster Set' });

    const first = await declare(owner, remix.id, [theirs.id, mine.id]);
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(first.result.sources.map((m: { id: string }) => m.id)).toEqual([theirs.id, mine.id]);
    expect(await linksOf(remix.id)).toEqual([theirs.id, mine.id]);
    expect(await remixEventsOf(remix.id)).toEqual([
      { sourceId: theirs.id, sourceOwnerId: other.user.id },
      { sourceId: mine.id, sourceOwnerId: owner.user.id },
    ]);
    await t.drainJobs();
    const told = (await notificationRowsOf(t, other.user.id, 'remix')).filter((n) => n.modelId === remix.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ category: 'collaborations', actorId: owner.user.id, actionUrl: `/model/${remix.id}`, emailState: 'due' });
    expect(told[0]!.message).toMatch(/ remixed Kolam Coaster as Coaster Set$/);
    expect(await notificationRowsOf(t, owner.user.id, 'remix')).toHaveLength(0);

    // Reordered with one more: only the new source is told; removing one and adding it back tells no one twice.
    expect((await declare(owner, remix.id, [mine.id, sa.id, theirs.id])).status).toBe(200);
    expect(await linksOf(remix.id)).toEqual([mine.id, sa.id, theirs.id]);
    expect((await remixEventsOf(remix.id)).length).toBe(3);
    expect((await declare(owner, remix.id, [mine.id])).status).toBe(200);
    expect((await declare(owner, remix.id, [theirs.id])).status).toBe(200);
    await t.drainJobs();
    expect((await notificationRowsOf(t, other.user.id, 'remix')).filter((n) => n.modelId === remix.id)).toHaveLength(2);
    expect((await declare(owner, remix.id, [])).result.sources).toEqual([]);
    expect(await linksOf(remix.id)).toEqual([]);
  });

  it('refuses signed out (401), another user (403), an admin adding to a model not theirs (400 without a reason, 403 with one) and a model the caller cannot see (404), writing nothing', async () => {
    const source = await insertModelRow(t, other.user.id);
    const remix = await insertModelRow(t, owner.user.id);
    const secret = await insertModelRow(t, owner.user.id, { visibility: 'private' });
    expect((await t.client().call('setRemixSources', { modelId: remix.id, sourceIds: [source.id] })).status).toBe(401);
    expect(await declare(other, remix.id, [source.id])).toMatchObject(failed(403, 'Unauthorized to edit this model'));
    expect(await declare(other, remix.id, [source.id], 'I say so')).toMatchObject(failed(403, 'Unauthorized to edit this model'));
    expect(await declare(admin, remix.id, [source.id])).toMatchObject(failed(400, "reason: say why you are changing someone else's model (1–500 characters); its owner is told"));
    expect(await declare(admin, remix.id, [source.id], 'Linking it')).toMatchObject(
      failed(403, "an admin may remove a model's sources, not add any: a lineage is its creator's own statement"),
    );
    expect(await declare(other, secret.id, [source.id])).toMatchObject(failed(404, 'Model not found'));
    expect(await linksOf(remix.id)).toEqual([]);
    expect(await linksOf(secret.id)).toEqual([]);
  });

  it('refuses itself, a repeat, an unseen, hidden or unknown source, a licence that forbids derivatives and a cycle, and bad input; nothing is written', async () => {
    const a = await insertModelRow(t, owner.user.id, { title: 'A' });
    const b = await insertModelRow(t, owner.user.id, { title: 'B' });
    const c = await insertModelRow(t, owner.user.id, { title: 'C' });
    const fine = await insertModelRow(t, other.user.id, { title: 'Fine' });
    const custom = await insertModelRow(t, other.user.id, { title: 'Lamp Shade', licence: 'Custom' });
    const secret = await insertModelRow(t, other.user.id, { visibility: 'private' });
    const hidden = await insertModelRow(t, other.user.id);
    await hide(hidden.id);
    expect((await declare(owner, b.id, [a.id])).status).toBe(200);
    expect((await declare(owner, c.id, [b.id])).status).toBe(200);
    const eventsBefore = (await t.services.db.select().from(domainEvents).where(eq(domainEvents.type, 'model.remixed'))).length;

    const cases: [string[], number, string][] = [
      [[fine.id, a.id], 400, 'a model cannot remix itself'],
      [[fine.id, fine.id], 400, `the model ${fine.id} is listed twice`],
      [[fine.id, secret.id], 404, `no model you can see has the id ${secret.id}`],
      [[hidden.id], 404, `no model you can see has the id ${hidden.id}`],
      [['no-such-model'], 404, 'no model you can see has the id no-such-model'],
      [[fine.id, custom.id], 403, '"Lamp Shade" is under Custom licence (see the description), which does not allow others to publish derivatives; ask its creator'],
      [[fine.id, c.id], 400, '"C" is already a remix of this model, so this model cannot remix it'],
      [[b.id], 400, '"B" is already a remix of this model, so this model cannot remix it'],
    ];
    for (const [sourceIds, status, reason] of cases) expect(await declare(owner, a.id, sourceIds), reason).toMatchObject(failed(status, reason));
    for (const [input, field] of [
      [{ modelId: a.id }, 'sourceIds'],
      [{ modelId: a.id, sourceIds: Array.from({ length: 11 }, (_, i) => `m${i}`) }, 'at most 10 models'],
      [{ modelId: a.id, sourceIds: [''] }, 'modelId is required'],
      [{ sourceIds: [fine.id] }, 'modelId'],
      [{ modelId: a.id, sourceIds: [fine.id], extra: 1 }, 'extra'],
    ] as const) {
      const answer = await owner.client.call('setRemixSources', input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.error?.message).toMatch(/^Failed to declare remixes: /);
      expect(answer.error?.message).toContain(field);
    }
    expect(await linksOf(a.id)).toEqual([]);
    expect((await t.services.db.select().from(domainEvents).where(eq(domainEvents.type, 'model.remixed'))).length).toBe(eventsBefore);
    // A Custom licence binds others, not its own creator; an admin may link any model they can see.
    expect((await declare(other, fine.id, [custom.id])).status).toBe(200);
    const adminsOwn = await insertModelRow(t, admin.user.id);
    expect((await declare(admin, adminsOwn.id, [secret.id])).status).toBe(200);
  });

  it("lets an admin take a false source off someone else's model, saying why: audited, the owner told, the source's creator not told again", async () => {
    const original = await insertModelRow(t, other.user.id, { title: 'Brass Diya' });
    const real = await insertModelRow(t, other.user.id, { title: 'Diya Stand' });
    const remix = await insertModelRow(t, owner.user.id, { title: 'Diya Copy' });
    expect((await declare(owner, remix.id, [original.id, real.id])).status).toBe(200);
    await t.drainJobs();
    const toldBefore = (await notificationRowsOf(t, other.user.id, 'remix')).length;

    // Bad input and a reordering that keeps every link are still only what an admin may do with a reason.
    expect(await declare(admin, remix.id, [real.id])).toMatchObject({ status: 400 });
    expect(await declare(admin, remix.id, [real.id, real.id], 'Twice')).toMatchObject({ status: 403 });
    expect(await declare(admin, remix.id, [real.id], ' '.repeat(3))).toMatchObject({ status: 400 });
    expect(await linksOf(remix.id)).toEqual([original.id, real.id]);
    expect(await auditEntries(t, remix.id)).toEqual([]);

    const removed = await declare(admin, remix.id, [real.id], 'The diya is not derived from Brass Diya');
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    expect(removed.result.sources.map((m: { id: string }) => m.id)).toEqual([real.id]);
    expect(await linksOf(remix.id)).toEqual([real.id]);
    const [entry] = await auditEntries(t, remix.id);
    expect(entry).toMatchObject({ actorId: admin.user.id, action: 'model.remix_sources', targetType: 'model' });
    expect(entry!.details).toEqual({ reason: 'The diya is not derived from Brass Diya', before: { sourceIds: [original.id, real.id] }, after: { sourceIds: [real.id] } });
    await t.drainJobs();
    expect((await notificationRowsOf(t, owner.user.id, 'moderation')).map((n) => n.message)).toContain('An admin changed your model Diya Copy: The diya is not derived from Brass Diya');
    expect(await notificationRowsOf(t, other.user.id, 'remix')).toHaveLength(toldBefore);
    // The admin may clear the rest; the owner may add it back, as the original's licence allows.
    expect((await declare(admin, remix.id, [], 'No sources')).status).toBe(200);
    expect(await linksOf(remix.id)).toEqual([]);
    expect((await declare(owner, remix.id, [original.id])).status).toBe(200);
  });

  it('keeps the family free of cycles when two owners link their models to each other at once', async () => {
    const x = await insertModelRow(t, owner.user.id);
    const y = await insertModelRow(t, other.user.id);
    const answers = await Promise.all([declare(owner, x.id, [y.id]), declare(other, y.id, [x.id])]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const links = await t.services.db.select().from(modelRemixes).where(inArray(modelRemixes.remixId, [x.id, y.id]));
    expect(links).toHaveLength(1);
  });

  it('drops the links of a deleted model with it', async () => {
    const source = await insertModelRow(t, other.user.id);
    const remix = await insertModelRow(t, owner.user.id);
    expect((await declare(owner, remix.id, [source.id])).status).toBe(200);
    await t.services.db.delete(models).where(eq(models.id, source.id));
    expect(await linksOf(remix.id)).toEqual([]);
  });
});
