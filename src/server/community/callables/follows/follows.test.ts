import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievements, domainEvents, follows, users } from '../../../db/schema';
import { createOwnerOtherAdmin, createUser, reloadUser, type TestUser } from '../../../test/factories';
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

const followRows = async () => (await t.services.db.select({ n: count() }).from(follows))[0]!.n;
const counts = async (id: string) => {
  const user = (await reloadUser(t, id))!;
  return { followers: user.followersCount, following: user.followingCount };
};
/** Each user's two counts against a recount of the follow rows. */
async function expectCountsMatchRows(ids: string[]) {
  const rows = await t.services.db.select().from(follows).where(inArray(follows.followerId, ids));
  const incoming = await t.services.db.select().from(follows).where(inArray(follows.followedId, ids));
  for (const id of ids) {
    expect(await counts(id), id).toEqual({
      followers: incoming.filter((r) => r.followedId === id).length,
      following: rows.filter((r) => r.followerId === id).length,
    });
  }
}

describe('followUser and unfollowUser', () => {
  it('follows once, moves both counts by one, records the events, and unfollows back', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    expect(await a.client.call('followUser', { userId: b.user.id })).toMatchObject({ status: 200, result: { success: true, following: true, followersCount: 1 } });
    // Following twice leaves one row and the counts as they were.
    expect((await a.client.call('followUser', { userId: b.user.id })).result).toEqual({ success: true, following: true, followersCount: 1 });
    expect(await counts(a.user.id)).toEqual({ followers: 0, following: 1 });
    expect(await counts(b.user.id)).toEqual({ followers: 1, following: 0 });
    expect((await a.client.call('getFollowStatus', { userId: b.user.id })).result).toEqual({ isOwnProfile: false, following: true });
    expect((await b.client.call('getFollowStatus', { userId: a.user.id })).result).toEqual({ isOwnProfile: false, following: false });

    expect((await a.client.call('unfollowUser', { userId: b.user.id })).result).toEqual({ success: true, following: false, followersCount: 0 });
    expect((await a.client.call('unfollowUser', { userId: b.user.id })).result).toEqual({ success: true, following: false, followersCount: 0 });
    await expectCountsMatchRows([a.user.id, b.user.id]);
    const events = await t.services.db.select().from(domainEvents).where(eq(domainEvents.subjectId, b.user.id));
    expect(events.filter((e) => e.type.startsWith('user.') && e.type.endsWith('followed')).map((e) => [e.type, e.actorId])).toEqual([
      ['user.followed', a.user.id],
      ['user.unfollowed', a.user.id],
    ]);
  });

  it("answers SPEC §5's messages: yourself, signed out, unknown member; nothing is written", async () => {
    const before = await followRows();
    expect(await owner.client.call('followUser', { userId: owner.user.id })).toMatchObject({ status: 400, error: { message: 'Cannot follow yourself' } });
    expect(await owner.client.call('unfollowUser', { userId: owner.user.id })).toMatchObject({ status: 400, error: { message: 'Cannot unfollow yourself' } });
    expect(await t.client().call('followUser', { userId: owner.user.id })).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect(await t.client().call('unfollowUser', { userId: owner.user.id })).toMatchObject({ status: 401, error: { message: 'User not authenticated' } });
    expect(await other.client.call('followUser', { userId: 'no-such-user' })).toMatchObject({ status: 404, error: { message: 'User not found' } });
    expect(await other.client.call('unfollowUser', { userId: 'no-such-user' })).toMatchObject({ status: 404, error: { message: 'User not found' } });
    expect(await followRows()).toBe(before);
    expect(await counts(owner.user.id)).toEqual({ followers: 0, following: 0 });
  });

  it('lets every signed-in role follow: other user, owner of a profile, admin', async () => {
    const target = await createUser(t);
    for (const who of [owner, other, admin]) expect((await who.client.call('followUser', { userId: target.user.id })).status).toBe(200);
    expect(await counts(target.user.id)).toEqual({ followers: 3, following: 0 });
    for (const who of [owner, other, admin]) expect((await who.client.call('unfollowUser', { userId: target.user.id })).status).toBe(200);
    expect(await counts(target.user.id)).toEqual({ followers: 0, following: 0 });
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = await followRows();
    for (const name of ['followUser', 'unfollowUser', 'getFollowStatus']) {
      for (const data of [{}, { userId: 42 }, { userId: '' }, { userId: 'x'.repeat(65) }]) {
        const answer = await other.client.call(name, data);
        expect(answer.status, `${name} ${JSON.stringify(data)}`).toBe(400);
        expect(answer.error?.message).toMatch(/userId/);
      }
    }
    expect(await followRows()).toBe(before);
  });

  it('keeps counts equal to the rows when many follow and unfollow at once, and A and B follow each other at once without deadlock', async () => {
    const star = await createUser(t);
    const fans = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    // Each fan follows two or three times at once, and some unfollow in the same burst.
    const calls = fans.flatMap((fan, i) => [
      ...Array.from({ length: 2 + (i % 2) }, () => fan.client.call('followUser', { userId: star.user.id })),
      ...(i % 3 === 0 ? [fan.client.call('unfollowUser', { userId: star.user.id })] : []),
    ]);
    expect((await Promise.all(calls)).every((a) => a.status === 200)).toBe(true);
    await expectCountsMatchRows([star.user.id, ...fans.map((f) => f.user.id)]);

    const a = await createUser(t);
    const b = await createUser(t);
    for (let round = 0; round < 3; round += 1) {
      const name = round % 2 === 0 ? 'followUser' : 'unfollowUser';
      const answers = await Promise.all([
        a.client.call(name, { userId: b.user.id }),
        b.client.call(name, { userId: a.user.id }),
        a.client.call(name, { userId: b.user.id }),
        b.client.call(name, { userId: a.user.id }),
      ]);
      expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
      await expectCountsMatchRows([a.user.id, b.user.id]);
    }
    expect(await counts(a.user.id)).toEqual({ followers: 1, following: 1 });
  });

  it('unlocks the 10-followers achievement exactly once, even when followers come and go and arrive at once', async () => {
    const star = await createUser(t);
    const fans = await Promise.all(Array.from({ length: 11 }, () => createUser(t)));
    await Promise.all(fans.slice(0, 9).map((f) => f.client.call('followUser', { userId: star.user.id })));
    const mine = () => t.services.db.select().from(achievements).where(eq(achievements.userId, star.user.id));
    expect(await mine()).toEqual([]);
    await Promise.all(fans.slice(9).map((f) => f.client.call('followUser', { userId: star.user.id })));
    expect((await mine()).map((r) => [r.type, r.milestone])).toEqual([['followers', 10]]);
    // Dropping below ten and coming back does not unlock it again.
    await fans[0]!.client.call('unfollowUser', { userId: star.user.id });
    await fans[1]!.client.call('unfollowUser', { userId: star.user.id });
    await fans[0]!.client.call('followUser', { userId: star.user.id });
    await fans[1]!.client.call('followUser', { userId: star.user.id });
    expect(await mine()).toHaveLength(1);
    const unlocked = await t.services.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectId, star.user.id), eq(domainEvents.type, 'user.achievement_unlocked')));
    expect(unlocked.map((e) => e.data)).toEqual([{ achievement: 'followers', milestone: 10 }]);
    expect((await t.client().call('listAchievements', { userId: star.user.id })).result.achievements).toEqual([
      { type: 'followers', milestone: 10, unlockedAt: expect.any(String) },
    ]);
  });

  it('is held to the community rate limit', async () => {
    const limited = await createTestApp({ COMMUNITY_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const fan = await createUser(limited);
      const star = await createUser(limited);
      const statuses = [];
      // Each callable has its own per-person budget a minute.
      for (const name of ['followUser', 'unfollowUser', 'followUser', 'unfollowUser', 'followUser']) {
        statuses.push((await fan.client.call(name, { userId: star.user.id })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
      expect((await limited.services.db.select().from(users).where(eq(users.id, star.user.id)))[0]!.followersCount).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

describe('getFollowStatus', () => {
  it('reports your own profile separately, a visitor as not following, and an unknown member as not found', async () => {
    expect(await owner.client.call('getFollowStatus', { userId: owner.user.id })).toMatchObject({ status: 200, result: { isOwnProfile: true, following: false } });
    expect(await t.client().call('getFollowStatus', { userId: owner.user.id })).toMatchObject({ status: 200, result: { isOwnProfile: false, following: false } });
    expect((await admin.client.call('getFollowStatus', { userId: owner.user.id })).result).toEqual({ isOwnProfile: false, following: false });
    expect(await other.client.call('getFollowStatus', { userId: 'no-such-user' })).toMatchObject({ status: 404, error: { message: 'User not found' } });
  });
});
