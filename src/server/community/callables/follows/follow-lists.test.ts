import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import type { TestClient } from '../../../test/test-client';
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

/** Every page of a list, walked by its cursor. */
async function walk(client: TestClient, name: string, data: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  do {
    const answer = await client.call(name, { ...data, ...(cursor ? { cursor } : {}) });
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    items.push(...(answer.result.users ?? answer.result.models));
    cursor = answer.result.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

describe('listFollowers and listFollowing', () => {
  it('lists each side newest follow first with paging, with follower counts and whether the viewer follows each', async () => {
    const star = await createUser(t, { name: 'Star' });
    const fans = [];
    for (const name of ['Fan one', 'Fan two', 'Fan three']) {
      const fan = await createUser(t, { name });
      await fan.client.call('followUser', { userId: star.user.id });
      fans.push(fan);
    }
    await star.client.call('followUser', { userId: fans[0]!.user.id });
    await other.client.call('followUser', { userId: fans[1]!.user.id });

    const asVisitor = await walk(t.client(), 'listFollowers', { userId: star.user.id, limit: 2 });
    expect(asVisitor.map((u) => u.displayName)).toEqual(['Fan three', 'Fan two', 'Fan one']);
    expect(asVisitor.every((u) => u.followedByMe === false)).toBe(true);
    expect(asVisitor[1]).toEqual({
      uid: fans[1]!.user.id,
      username: fans[1]!.user.username,
      displayName: 'Fan two',
      photoURL: null,
      isVerified: false,
      followersCount: 1,
      followedByMe: false,
    });
    // Never the e-mail or anything private.
    expect(Object.keys(asVisitor[0]!).sort()).toEqual(['displayName', 'followedByMe', 'followersCount', 'isVerified', 'photoURL', 'uid', 'username']);

    const asOther = await walk(other.client, 'listFollowers', { userId: star.user.id, limit: 1 });
    expect(asOther.map((u) => [u.displayName, u.followedByMe])).toEqual([
      ['Fan three', false],
      ['Fan two', true],
      ['Fan one', false],
    ]);
    const asStar = await walk(star.client, 'listFollowers', { userId: star.user.id });
    expect(asStar.map((u) => u.followedByMe)).toEqual([false, false, true]);
    expect((await walk(admin.client, 'listFollowers', { userId: star.user.id })).map((u) => u.uid)).toEqual(asVisitor.map((u) => u.uid));

    expect((await walk(t.client(), 'listFollowing', { userId: star.user.id })).map((u) => u.displayName)).toEqual(['Fan one']);
    expect((await walk(t.client(), 'listFollowing', { userId: fans[2]!.user.id })).map((u) => u.displayName)).toEqual(['Star']);
    expect(await walk(t.client(), 'listFollowing', { userId: owner.user.id })).toEqual([]);
  });

  it("answers 'User not found' for an unknown member and 400 naming the field for bad input", async () => {
    for (const name of ['listFollowers', 'listFollowing']) {
      expect(await other.client.call(name, { userId: 'no-such-user' })).toMatchObject({ status: 404, error: { message: 'User not found' } });
      for (const data of [{}, { userId: 5 }, { userId: owner.user.id, limit: 0 }, { userId: owner.user.id, limit: 49 }, { userId: owner.user.id, cursor: 'nope' }]) {
        const answer = await other.client.call(name, data);
        expect(answer.status, `${name} ${JSON.stringify(data)}`).toBe(400);
        expect(answer.error?.message).toMatch(/userId|limit|cursor/);
      }
    }
    // A cursor of the other list is refused rather than misread.
    const star = await createUser(t);
    for (const fan of await Promise.all([createUser(t), createUser(t)])) await fan.client.call('followUser', { userId: star.user.id });
    const first = await t.client().call('listFollowers', { userId: star.user.id, limit: 1 });
    expect((await t.client().call('listFollowing', { userId: star.user.id, cursor: first.result.nextCursor })).status).toBe(400);
  });
});

describe('listFollowedModels', () => {
  it("pages the newest public models of the people the caller follows, never a private one, and not other people's", async () => {
    const reader = await createUser(t);
    const makerA = await createUser(t);
    const makerB = await createUser(t);
    const stranger = await createUser(t);
    const titles = [];
    for (const [maker, title] of [
      [makerA, 'A first'],
      [makerB, 'B first'],
      [makerA, 'A second'],
      [makerB, 'B second'],
      [makerA, 'A third'],
    ] as const) {
      await createModelViaApi(maker.client, { title });
      titles.unshift(title);
    }
    await createModelViaApi(makerA.client, { title: 'A private', visibility: 'private' });
    await createModelViaApi(stranger.client, { title: 'Not followed' });

    expect((await walk(reader.client, 'listFollowedModels', { limit: 2 })).map((m) => m.title)).toEqual([]);
    await reader.client.call('followUser', { userId: makerA.user.id });
    await reader.client.call('followUser', { userId: makerB.user.id });
    const seen = await walk(reader.client, 'listFollowedModels', { limit: 2 });
    expect(seen.map((m) => m.title)).toEqual(titles);
    expect(seen[0]).toMatchObject({ title: 'A third', creator: { uid: makerA.user.id } });
    // An admin following makerA sees only public models here too: this is a feed, not moderation.
    await admin.client.call('followUser', { userId: makerA.user.id });
    expect((await walk(admin.client, 'listFollowedModels', {})).map((m) => m.title)).toEqual(['A third', 'A second', 'A first']);
    // makerA's own feed does not contain their models (they do not follow themselves).
    expect(await walk(makerA.client, 'listFollowedModels', {})).toEqual([]);
    await reader.client.call('unfollowUser', { userId: makerB.user.id });
    expect((await walk(reader.client, 'listFollowedModels', {})).map((m) => m.title)).toEqual(['A third', 'A second', 'A first']);
  });

  it('answers per role and refuses bad input', async () => {
    expect(await t.client().call('listFollowedModels', {})).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect((await owner.client.call('listFollowedModels')).status).toBe(200);
    for (const data of [{ limit: 0 }, { limit: 49 }, { cursor: 'nope' }, { limit: 'ten' }]) {
      const answer = await other.client.call('listFollowedModels', data);
      expect(answer.status, JSON.stringify(data)).toBe(400);
      expect(answer.error?.message).toMatch(/limit|cursor/);
    }
  });
});
