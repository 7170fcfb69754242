import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { closeAnalyticsDays } from '../close-analytics-days';
import { pruneAnalyticsRaw } from '../prune-analytics-raw';
import { analyticsCreatorDays, analyticsDays, analyticsTops, countedViews, signIns } from '../../db/schema';
import { indiaDay } from '../../money/india-days';
import { activityWriter, noonOf } from '../../test/analytics-factories';
import { insertModelRow } from '../../test/discovery-factories';
import { createRoleTrio, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditLiveEarnings } from '../../test/withdrawal-factories';

// Issue 16 item 4: /admin/analytics's figures, exact for constructed activity, closed days and today alike.
let t: TestApp;
let admin: TestUser;
let creator: TestUser;
beforeAll(async () => {
  // The test closes the days itself, after writing them; the app's own run could close them first.
  t = await createTestApp({}, { leaveOutTasks: ['analytics-roll-up'] });
  ({ admin, plain: creator } = await createRoleTrio(t));
});
afterAll(async () => t?.close());

const DAY_MS = 86_400_000;

describe('getAnalyticsData', () => {
  it('answers admins only, and names the field of bad input', async () => {
    expect((await t.client().call('getAnalyticsData')).status).toBe(401);
    expect((await creator.client.call('getAnalyticsData')).status).toBe(403);
    const bad = await admin.client.call('getAnalyticsData', { timeRange: '1y' });
    expect([bad.status, bad.error?.message]).toEqual([400, 'timeRange: must be 7d, 30d, 90d or all']);
    expect((await admin.client.call('getAnalyticsData', { book: 'live' })).error?.message).toBe('book: cannot be set here');
    const fine = await admin.client.call('getAnalyticsData');
    expect(fine.result).toMatchObject({ success: true, timeRange: '30d', bucket: 'day', topsThrough: null, topModels: [], topCreators: [] });
    expect(fine.result.series).toHaveLength(30);
  });

  it('counts sign-ups, active users, uploads, downloads, views, live tips and revenue per day, the same before and after the roll-up closes the days', async () => {
    const today = indiaDay(new Date());
    const earlier = indiaDay(new Date(Date.now() - 3 * DAY_MS));
    const write = activityWriter(t);
    const early = await createUser(t, { name: 'Early Fan' });
    const late = await createUser(t, { name: 'Late Fan' });
    await write.backdateUser(early.user.id, noonOf(earlier));
    await t.services.db.delete(signIns); // the factories' own sign-ins, so the active users are only those below
    const vase = await insertModelRow(t, creator.user.id, { title: 'Spiral Vase', createdAt: noonOf(earlier) });
    const gear = await insertModelRow(t, creator.user.id, { title: 'Planetary Gear', visibility: 'private' });
    await write.download(vase.id, early.user.id, noonOf(earlier));
    await write.download(vase.id, null, noonOf(earlier));
    await write.views(vase.id, 3, noonOf(earlier));
    await write.signIn(early.user.id, noonOf(earlier));
    await write.tip(creator.user.id, 50_000, noonOf(earlier));
    await write.tip(creator.user.id, 99_900, noonOf(earlier), 'test');
    // Likes and follows are no site-wide figure; they go to the creator days (decision 079).
    await write.like(vase.id, early.user.id, noonOf(earlier));
    await write.follow(early.user.id, creator.user.id, noonOf(earlier));
    await write.follow(creator.user.id, early.user.id, noonOf(earlier));
    await write.like(gear.id, late.user.id, new Date());
    await write.download(vase.id, late.user.id, new Date());
    await write.download(gear.id, late.user.id, new Date());
    await write.views(gear.id, 2, new Date());
    await write.activity(late.user.id, new Date());
    await write.activity(null, new Date());
    await write.tip(null, 20_000, new Date());
    await creditLiveEarnings(t, creator, 500); // the platform's 15%: ₹75

    const live = (await admin.client.call('getAnalyticsData', { timeRange: '7d' })).result;
    const zero = { signUps: 0, activeUsers: 0, uploads: 0, downloads: 0, views: 0, tips: 0, tipPaise: 0, revenuePaise: 0 };
    const earlierPoint = { start: earlier, ...zero, signUps: 1, activeUsers: 1, uploads: 1, downloads: 2, views: 3, tips: 1, tipPaise: 50_000 };
    // Today: the role trio and the late fan signed up; the late fan downloaded and was tracked.
    const todayPoint = { start: today, ...zero, signUps: 4, activeUsers: 1, uploads: 1, downloads: 2, views: 2, tips: 1, tipPaise: 20_000, revenuePaise: 7_500 };
    expect(live.series).toHaveLength(7);
    expect(live.series.find((p: { start: string }) => p.start === earlier)).toEqual(earlierPoint);
    expect(live.series.at(-1)).toEqual(todayPoint);
    expect(live.total).toEqual({ signUps: 5, activeUsers: 1, uploads: 2, downloads: 4, views: 5, tips: 2, tipPaise: 70_000, revenuePaise: 7_500 });
    expect(live.topsThrough).toBeNull();

    const closed = await closeAnalyticsDays(t.services.db);
    expect(closed).toContain(earlier);
    expect(closed).not.toContain(today);
    const rolled = (await admin.client.call('getAnalyticsData', { timeRange: '7d' })).result;
    expect(rolled.series).toEqual(live.series);
    expect(rolled.total).toEqual(live.total);
    expect(rolled.topsThrough).toBe(indiaDay(new Date(Date.now() - DAY_MS - 10 * 60_000)));
    expect(rolled.topModels).toEqual([{ id: vase.id, title: 'Spiral Vase', path: `/model/${vase.slug}/${vase.id}`, creatorName: expect.any(String), downloads: 2, views: 3 }]);
    expect(rolled.topCreators).toEqual([{ id: creator.user.id, name: creator.user.displayName, path: `/profile/${creator.user.id}`, tips: 1, tipPaise: 50_000, downloads: 2 }]);

    // Each creator with any figure that day has a row: the fan only gained a follower, and stays out of the top creators above.
    const creatorDays = async () =>
      (await t.services.db.select().from(analyticsCreatorDays).where(sql`${analyticsCreatorDays.day} = ${earlier}`)).sort((a, b) => (a.userId === creator.user.id ? -1 : b.userId === creator.user.id ? 1 : 0));
    const figuresOfEarlier = await creatorDays();
    expect(figuresOfEarlier).toEqual([
      { day: earlier, userId: creator.user.id, tips: 1, tipPaise: 50_000, downloads: 2, views: 3, likes: 1, followers: 1 },
      { day: earlier, userId: early.user.id, tips: 0, tipPaise: 0, downloads: 0, views: 0, likes: 0, followers: 1 },
    ]);

    const stored = await t.services.db.select().from(analyticsTops);
    expect(stored.map((row) => [row.range, row.asOf]).sort()).toEqual(['30d', '7d', '90d', 'all'].map((range) => [range, rolled.topsThrough]));

    // Idempotent: a second run closes nothing; a day re-closed from the same raw rows gets the same figures.
    expect(await closeAnalyticsDays(t.services.db)).toEqual([]);
    const before = await t.services.db.select().from(analyticsDays).where(sql`${analyticsDays.day} = ${earlier}`);
    await t.services.db.delete(analyticsDays).where(sql`${analyticsDays.day} >= ${earlier}`);
    expect(await closeAnalyticsDays(t.services.db)).toContain(earlier);
    const after = await t.services.db.select().from(analyticsDays).where(sql`${analyticsDays.day} = ${earlier}`);
    expect({ ...after[0], closedAt: null }).toEqual({ ...before[0], closedAt: null });
    expect(await creatorDays()).toEqual(figuresOfEarlier);
    expect((await admin.client.call('getAnalyticsData', { timeRange: '7d' })).result.series).toEqual(live.series);

    // All time starts on the first account's day, and agrees with the 7 days on totals.
    const all = (await admin.client.call('getAnalyticsData', { timeRange: 'all' })).result;
    expect(all.series[0].start).toBe(earlier);
    expect(all.total).toEqual(live.total);
    expect(all.topModels.map((m: { id: string }) => m.id)).toEqual([vase.id]);

    // Past 90 days, all time goes by weeks: the weeks still add up to the totals, revenue in the same buckets.
    // (The late fan's account moved 200 days back; closed days never change, so the roll-up starts over and backfills from there.)
    await write.backdateUser(late.user.id, new Date(Date.now() - 200 * DAY_MS));
    await t.services.db.delete(analyticsDays);
    expect((await closeAnalyticsDays(t.services.db)).length).toBeGreaterThanOrEqual(199);
    const weeks = (await admin.client.call('getAnalyticsData', { timeRange: 'all' })).result;
    expect(weeks.bucket).toBe('week');
    const sum = (key: string) => weeks.series.reduce((total: number, point: Record<string, number>) => total + point[key]!, 0);
    expect([sum('signUps'), sum('downloads'), sum('tipPaise'), sum('revenuePaise')]).toEqual([5, 4, 70_000, 7_500]);
    expect(weeks.total).toMatchObject({ signUps: 5, downloads: 4, tipPaise: 70_000, revenuePaise: 7_500 });
  });

  it("counts a view the model page records in today's views, once per visitor's window as the counter does", async () => {
    const model = await insertModelRow(t, creator.user.id, { title: 'Cable Clip' });
    const todayViews = async () => (await admin.client.call('getAnalyticsData', { timeRange: '7d' })).result.series.at(-1).views as number;
    const before = await todayViews();
    const visitor = t.client();
    expect((await visitor.call('recordModelView', { modelId: model.id })).result).toMatchObject({ counted: true });
    expect((await visitor.call('recordModelView', { modelId: model.id })).result).toMatchObject({ counted: false });
    expect(await todayViews()).toBe(before + 1);
  });

  it('prunes raw view rows past their keep only once their day is closed', async () => {
    const write = activityWriter(t);
    const model = await insertModelRow(t, creator.user.id, { title: 'Old Bracket' });
    const long = new Date(Date.now() - 120 * DAY_MS);
    await write.views(model.id, 1, long);
    await t.services.db.delete(analyticsDays);
    expect(await pruneAnalyticsRaw(t.services.db)).toBe(0);
    const oldRows = async () => (await t.services.db.select().from(countedViews).where(sql`${countedViews.countedAt} < now() - interval '100 days'`)).length;
    expect(await oldRows()).toBe(1);
    await closeAnalyticsDays(t.services.db);
    expect(await pruneAnalyticsRaw(t.services.db)).toBeGreaterThanOrEqual(1);
    expect(await oldRows()).toBe(0);
  });
});
