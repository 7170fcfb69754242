import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, domainEvents, modelLikes, models, users } from '../../db/schema';
import { rollUpCounters } from '../../models/counters/roll-up-counters';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const likeRows = async (modelId: string) => (await t.services.db.select({ n: count() }).from(modelLikes).where(eq(modelLikes.modelId, modelId)))[0]!.n;
const savedRow = async (modelId: string, userId: string) =>
  (await t.services.db.select().from(bookmarks).where(and(eq(bookmarks.modelId, modelId), eq(bookmarks.userId, userId))))[0];
const liveLikes = async (modelId: string) => (await t.client().call('getModel', { modelId })).result.model.likes as number;

describe('toggleLike', () => {
  it('likes and unlikes by exactly one, answers the live count, and getModel says whether the caller liked it', async () => {
    const model = await createModelViaApi(owner.client);
    // Read before any like: the periodic roll-up may run at any moment in between.
    const before = (await t.services.db.select({ n: users.totalLikes }).from(users).where(eq(users.id, owner.user.id)))[0]!.n;
    expect(await other.client.call('toggleLike', { modelId: model.id })).toMatchObject({ status: 200, result: { success: true, liked: true, likes: 1 } });
    expect((await other.client.call('getModel', { modelId: model.id })).result).toMatchObject({ liked: true, bookmarked: false });
    expect((await owner.client.call('getModel', { modelId: model.id })).result).toMatchObject({ liked: false });
    expect((await t.client().call('getModel', { modelId: model.id })).result).toMatchObject({ liked: false, bookmarked: false });
    expect((await owner.client.call('toggleLike', { modelId: model.id })).result).toMatchObject({ liked: true, likes: 2 });
    expect((await other.client.call('toggleLike', { modelId: model.id })).result).toMatchObject({ liked: false, likes: 1 });
    expect(await likeRows(model.id)).toBe(1);
    // The roll-up moves the count into the row and the creator's total.
    await rollUpCounters(t.services.db, t.services.jobs);
    expect((await t.services.db.select({ n: models.likes }).from(models).where(eq(models.id, model.id)))[0]!.n).toBe(1);
    expect((await t.services.db.select({ n: users.totalLikes }).from(users).where(eq(users.id, owner.user.id)))[0]!.n).toBe(before + 1);
    expect(await liveLikes(model.id)).toBe(1);
    const events = await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, model.id));
    expect(events.filter((e) => e.type.startsWith('model.') && e.type.endsWith('liked')).map((e) => [e.type, e.actorId])).toEqual([
      ['model.liked', other.user.id],
      ['model.liked', owner.user.id],
      ['model.unliked', other.user.id],
    ]);
  });

  it('keeps the count equal to the like rows when many people toggle at once, one person twice at once included', async () => {
    const model = await createModelViaApi(owner.client);
    const people = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    const calls = people.flatMap((p, i) => Array.from({ length: 1 + (i % 3) }, () => p.client.call('toggleLike', { modelId: model.id })));
    const answers = await Promise.all(calls);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await likeRows(model.id);
    expect(await liveLikes(model.id)).toBe(rows);
    await Promise.all([rollUpCounters(t.services.db, t.services.jobs), rollUpCounters(t.services.db, t.services.jobs)]);
    expect((await t.services.db.select({ n: models.likes }).from(models).where(eq(models.id, model.id)))[0]!.n).toBe(rows);
  });

  it('answers per role: signed out 401, a private model is not found for others, its owner and admins may like it', async () => {
    const hidden = await createModelViaApi(owner.client, { visibility: 'private' });
    expect(await t.client().call('toggleLike', { modelId: hidden.id })).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect(await other.client.call('toggleLike', { modelId: hidden.id })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect(await other.client.call('toggleLike', { modelId: 'no-such-model' })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect((await owner.client.call('toggleLike', { modelId: hidden.id })).result).toMatchObject({ liked: true, likes: 1 });
    expect((await admin.client.call('toggleLike', { modelId: hidden.id })).result).toMatchObject({ liked: true, likes: 2 });
    expect(await likeRows(hidden.id)).toBe(2);
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const model = await createModelViaApi(owner.client);
    for (const data of [{}, { modelId: 42 }, { modelId: '' }, { modelId: 'x'.repeat(500) }]) {
      const answer = await other.client.call('toggleLike', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(/modelId/);
    }
    expect(await other.client.call('toggleLike', 'a string')).toMatchObject({ status: 400, error: { message: expect.stringMatching(/expected object/) } });
    expect(await likeRows(model.id)).toBe(0);
  });
});

describe('toggleBookmark and listSavedModels', () => {
  it('saves and unsaves once per person, lists saved models newest first with paging, and hides what went private', async () => {
    const saver = await createUser(t);
    const first = await createModelViaApi(owner.client, { title: 'Saved first' });
    const second = await createModelViaApi(owner.client, { title: 'Saved second' });
    const third = await createModelViaApi(other.client, { title: 'Saved third' });
    for (const m of [first, second, third]) expect((await saver.client.call('toggleBookmark', { modelId: m.id })).result).toEqual({ success: true, bookmarked: true });
    expect((await savedRow(first.id, saver.user.id))?.id).toBe(`${first.id}_${saver.user.id}`);
    expect((await saver.client.call('getModel', { modelId: first.id })).result).toMatchObject({ bookmarked: true, liked: false });

    const titles: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await saver.client.call('listSavedModels', { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      titles.push(...page.result.models.map((m: { title: string }) => m.title));
      cursor = page.result.nextCursor ?? undefined;
    } while (cursor);
    expect(titles).toEqual(['Saved third', 'Saved second', 'Saved first']);

    // Made private by its owner: it leaves the saver's list (the row stays, and comes back with the model).
    expect((await other.client.call('updateModel', { modelId: third.id, visibility: 'private' })).status).toBe(200);
    expect((await saver.client.call('listSavedModels')).result.models.map((m: { title: string }) => m.title)).toEqual(['Saved second', 'Saved first']);

    expect((await saver.client.call('toggleBookmark', { modelId: second.id })).result).toEqual({ success: true, bookmarked: false });
    expect(await savedRow(second.id, saver.user.id)).toBeUndefined();
    expect((await saver.client.call('listSavedModels')).result.models.map((m: { title: string }) => m.title)).toEqual(['Saved first']);
    // Nobody else sees the saver's list: each caller gets their own.
    expect((await other.client.call('listSavedModels')).result.models).toEqual([]);
  });

  it('answers per role and refuses bad input and cursors', async () => {
    const hidden = await createModelViaApi(owner.client, { visibility: 'private' });
    expect((await t.client().call('toggleBookmark', { modelId: hidden.id })).status).toBe(401);
    expect((await t.client().call('listSavedModels')).status).toBe(401);
    expect(await other.client.call('toggleBookmark', { modelId: hidden.id })).toMatchObject({ status: 404, error: { message: 'Model not found' } });
    expect((await admin.client.call('toggleBookmark', { modelId: hidden.id })).result.bookmarked).toBe(true);
    expect((await owner.client.call('toggleBookmark', { modelId: hidden.id })).result.bookmarked).toBe(true);
    // Each sees their own Saved list: the owner and the admin the private model, the other user nothing of it.
    const savedIds = async (who: TestUser) => (await who.client.call('listSavedModels')).result.models.map((m: { id: string }) => m.id);
    expect(await savedIds(owner)).toContain(hidden.id);
    expect(await savedIds(admin)).toContain(hidden.id);
    expect(await savedIds(other)).not.toContain(hidden.id);
    for (const data of [{ modelId: 7 }, {}]) expect((await other.client.call('toggleBookmark', data)).status).toBe(400);
    for (const data of [{ cursor: 'not-a-cursor' }, { limit: 0 }, { limit: 49 }]) {
      const answer = await other.client.call('listSavedModels', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(/cursor|limit/);
    }
  });
});

describe('listLikedAmong', () => {
  it("answers which of a list's models the caller liked, for each role, and refuses bad input", async () => {
    const [a, b, hidden] = [await createModelViaApi(owner.client), await createModelViaApi(owner.client), await createModelViaApi(owner.client, { visibility: 'private' })];
    await other.client.call('toggleLike', { modelId: b.id });
    await owner.client.call('toggleLike', { modelId: hidden.id });
    const ids = [a.id, b.id, hidden.id, 'no-such-model'];
    const liked = async (who: TestUser) => ((await who.client.call('listLikedAmong', { modelIds: ids })).result.liked as string[]).sort();
    expect(await liked(other)).toEqual([b.id]);
    expect(await liked(owner)).toEqual([hidden.id]);
    expect(await liked(admin)).toEqual([]);
    expect(await t.client().call('listLikedAmong', { modelIds: ids })).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    for (const data of [{}, { modelIds: [] }, { modelIds: 'x' }, { modelIds: [42] }, { modelIds: Array.from({ length: 101 }, (_, i) => `m${i}`) }]) {
      const answer = await other.client.call('listLikedAmong', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(/modelIds/);
    }
  });
});

describe('the community rate limit', () => {
  it('holds a person to COMMUNITY_RATE_LIMIT_PER_MINUTE likes a minute', async () => {
    const limited = await createTestApp({ COMMUNITY_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const maker = await createUser(limited);
      const fan = await createUser(limited);
      const model = await createModelViaApi(maker.client);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await fan.client.call('toggleLike', { modelId: model.id })).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      // Another person has their own budget.
      expect((await maker.client.call('toggleLike', { modelId: model.id })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
