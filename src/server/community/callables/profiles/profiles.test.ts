import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { rollUpCounters } from '../../../models/counters/roll-up-counters';
import { createOwnerOtherAdmin, createUser, reloadUser, type TestUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const titles = (answer: { result?: { models: { title: string }[] } }) => (answer.result?.models ?? []).map((m) => m.title);

describe('getUserStats', () => {
  it("answers a member's totals: public models for others, all for themself, their rolled-up totals and follow counts", async () => {
    const maker = await createUser(t);
    const shown = await createModelViaApi(maker.client, { title: 'Shown' });
    await createModelViaApi(maker.client, { title: 'Hidden', visibility: 'private' });
    await other.client.call('toggleLike', { modelId: shown.id });
    await other.client.call('followUser', { userId: maker.user.id });
    await maker.client.call('followUser', { userId: owner.user.id });
    await maker.client.call('followUser', { userId: admin.user.id });
    await rollUpCounters(t.services.db, t.services.jobs);
    const row = (await reloadUser(t, maker.user.id))!;
    const expected = { models: 1, downloads: row.totalDownloads, likes: 1, views: row.totalViews, followers: 1, following: 2, likesPublic: false };
    expect(await t.client().call('getUserStats', { userId: maker.user.id })).toMatchObject({ status: 200, result: { success: true, stats: expected } });
    expect((await other.client.call('getUserStats', { userId: maker.user.id })).result.stats).toEqual(expected);
    expect((await admin.client.call('getUserStats', { userId: maker.user.id })).result.stats).toEqual(expected);
    expect((await maker.client.call('getUserStats', { userId: maker.user.id })).result.stats).toEqual({ ...expected, models: 2 });
  });

  it("answers SPEC §5's 'User not found' and a 400 naming the field", async () => {
    expect(await t.client().call('getUserStats', { userId: 'no-such-user' })).toMatchObject({ status: 404, error: { message: 'User not found' } });
    for (const data of [{}, { userId: 1 }, { userId: '' }]) {
      const answer = await other.client.call('getUserStats', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(/userId/);
    }
  });
});

describe('listUserLikes and the likesPublic setting', () => {
  it('shows likes only when the member allows it or to themself, newest first with paging, never a model private to the viewer', async () => {
    const fan = await createUser(t);
    const first = await createModelViaApi(owner.client, { title: 'Liked first' });
    const hidden = await createModelViaApi(owner.client, { title: 'Liked private', visibility: 'private' });
    const mine = await createModelViaApi(fan.client, { title: 'Liked own private', visibility: 'private' });
    const last = await createModelViaApi(other.client, { title: 'Liked last' });
    // The fan likes two public models and their own private one; the owner likes their own private one.
    for (const m of [first, mine, last]) expect((await fan.client.call('toggleLike', { modelId: m.id })).status).toBe(200);
    expect((await owner.client.call('toggleLike', { modelId: hidden.id })).status).toBe(200);

    // Private by default: others get a 403, the fan sees their own.
    for (const client of [t.client(), other.client, admin.client]) {
      expect(await client.call('listUserLikes', { userId: fan.user.id })).toMatchObject({ status: 403, error: { message: 'This member keeps their likes private' } });
    }
    expect(titles(await fan.client.call('listUserLikes', { userId: fan.user.id }))).toEqual(['Liked last', 'Liked own private', 'Liked first']);
    expect((await fan.client.call('getMyAccount')).result.account.likesPublic).toBe(false);

    // Turned on from account settings: everyone sees them, less what is private to them.
    expect((await fan.client.call('updateProfile', { likesPublic: true })).result.account.likesPublic).toBe(true);
    expect((await t.client().call('getUserStats', { userId: fan.user.id })).result.stats.likesPublic).toBe(true);
    expect(titles(await t.client().call('listUserLikes', { userId: fan.user.id }))).toEqual(['Liked last', 'Liked first']);
    expect(titles(await other.client.call('listUserLikes', { userId: fan.user.id }))).toEqual(['Liked last', 'Liked first']);
    expect(titles(await admin.client.call('listUserLikes', { userId: fan.user.id }))).toEqual(['Liked last', 'Liked own private', 'Liked first']);
    const pageOne = await other.client.call('listUserLikes', { userId: fan.user.id, limit: 1 });
    expect(titles(pageOne)).toEqual(['Liked last']);
    expect(titles(await other.client.call('listUserLikes', { userId: fan.user.id, limit: 1, cursor: pageOne.result.nextCursor }))).toEqual(['Liked first']);

    // A liked model that goes private leaves the list for everyone but those who may see it.
    expect((await owner.client.call('updateModel', { modelId: first.id, visibility: 'private' })).status).toBe(200);
    expect(titles(await other.client.call('listUserLikes', { userId: fan.user.id }))).toEqual(['Liked last']);
    expect(titles(await owner.client.call('listUserLikes', { userId: fan.user.id }))).toEqual(['Liked last', 'Liked first']);

    // The owner's likes stay private: the private model they liked never shows to anyone else.
    expect((await other.client.call('listUserLikes', { userId: owner.user.id })).status).toBe(403);
    expect(titles(await owner.client.call('listUserLikes', { userId: owner.user.id }))).toContain('Liked private');

    expect((await fan.client.call('updateProfile', { likesPublic: false })).result.account.likesPublic).toBe(false);
    expect((await other.client.call('listUserLikes', { userId: fan.user.id })).status).toBe(403);
  });

  it("answers 'User not found', refuses bad input with 400 naming the field, and a bad likesPublic changes nothing", async () => {
    expect(await other.client.call('listUserLikes', { userId: 'no-such-user' })).toMatchObject({ status: 404, error: { message: 'User not found' } });
    for (const data of [{}, { userId: 3 }, { userId: owner.user.id, limit: 0 }, { userId: owner.user.id, cursor: 'nope' }]) {
      const answer = await owner.client.call('listUserLikes', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(/userId|limit|cursor/);
    }
    for (const data of [{ likesPublic: 'yes' }, { likesPublic: 1 }, { likesPublic: null }]) {
      const answer = await other.client.call('updateProfile', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(/likesPublic/);
    }
    expect((await reloadUser(t, other.user.id))!.likesPublic).toBe(false);
    expect((await t.client().call('updateProfile', { likesPublic: true })).status).toBe(401);
    const publicCount = (await t.services.db.select({ n: count() }).from(users).where(eq(users.likesPublic, true)))[0]!.n;
    expect(publicCount).toBe(0);
  });
});

describe('listAchievements', () => {
  it('answers anyone with the member’s achievements newest first, and User not found for an unknown id', async () => {
    const maker = await createUser(t);
    for (const client of [t.client(), other.client, admin.client, maker.client]) {
      expect(await client.call('listAchievements', { userId: maker.user.id })).toMatchObject({ status: 200, result: { achievements: expect.any(Array) } });
    }
    expect(await t.client().call('listAchievements', { userId: 'no-such-user' })).toMatchObject({ status: 404, error: { message: 'User not found' } });
    const answer = await t.client().call('listAchievements', { userId: 12 });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(/userId/);
  });
});
