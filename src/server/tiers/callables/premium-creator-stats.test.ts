import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAnalyticsDays } from '../../analytics';
import type { CallContext } from '../../callables/implement';
import { migrationsFolder, type Db } from '../../db/database';
import { analyticsCreatorDays } from '../../db/schema';
import { indiaDay } from '../../money/india-days';
import { activityWriter, noonOf } from '../../test/analytics-factories';
import { putOnTier } from '../../test/creator-on-tier';
import { insertModelRow } from '../../test/discovery-factories';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getPremiumCreatorStatsFunction } from './get-premium-creator-stats';

// Issue 30 item 5 (decision 079): a Pro or Elite creator's figures over time, read from the analytics roll-up.
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // The test writes back-dated rows, then closes the days itself: the app's own run could close them first.
  t = await createTestApp({}, { leaveOutTasks: ['analytics-roll-up'] });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const DAY_MS = 86_400_000;
const FAILED = 'Failed to get premium creator stats';
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const zero = { views: 0, downloads: 0, likes: 0, followers: 0, tips: 0, tipPaise: 0 };

/** Rows of every table a call could write to, so a refused or read-only call can be shown to have written nothing. */
const written = async () =>
  (
    await t.services.db.execute<{ n: string }>(sql`
      select (select count(*) from analytics_days) + (select count(*) from analytics_creator_days) + (select count(*) from analytics_model_days)
        + (select count(*) from creator_tiers) + (select count(*) from audit_log) as n`)
  ).rows[0]!.n;

describe('getPremiumCreatorStats: who may ask', () => {
  it('refuses the signed out, other members, and a creator below Pro, saying what unlocks it', async () => {
    const before = await written();
    const visitor = await t.client().call('getPremiumCreatorStats', {});
    expect([visitor.status, visitor.error?.message]).toEqual([401, `${FAILED}: User not authenticated`]);
    const nosy = await other.client.call('getPremiumCreatorStats', { userId: owner.user.id });
    expect([nosy.status, nosy.error?.message]).toEqual([403, `${FAILED}: You can only see your own premium stats`]);
    const basic = await owner.client.call('getPremiumCreatorStats', {});
    expect([basic.status, basic.error?.message]).toEqual([
      403,
      `${FAILED}: Premium stats are for Pro and Elite creators. You are a Basic Creator: reaching Pro Creator unlocks them, and your Creator Tier page shows what it asks.`,
    ]);
    expect(await written()).toBe(before);
    await putOnTier(t, owner.user.id, 'verified');
    const verified = await owner.client.call('getPremiumCreatorStats', { range: '7d' });
    expect([verified.status, verified.error?.message]).toEqual([403, expect.stringContaining('You are a Verified Creator: reaching Pro Creator unlocks them')]);
    // A Pro creator may still not read someone else's.
    await putOnTier(t, other.user.id, 'pro');
    expect((await other.client.call('getPremiumCreatorStats', { userId: owner.user.id })).status).toBe(403);
    await putOnTier(t, other.user.id, 'basic');
  });

  it('answers a Pro or Elite creator their own, and an admin anyone’s whatever their tier', async () => {
    await putOnTier(t, owner.user.id, 'pro');
    const pro = await owner.client.call('getPremiumCreatorStats', {});
    expect(pro.status).toBe(200);
    expect(pro.result).toMatchObject({ success: true, userId: owner.user.id, tier: 'pro', range: '30d' });
    await putOnTier(t, owner.user.id, 'elite');
    expect((await owner.client.call('getPremiumCreatorStats', { userId: owner.user.id, range: '90d' })).result).toMatchObject({ tier: 'elite', range: '90d' });
    const forBasic = await admin.client.call('getPremiumCreatorStats', { userId: other.user.id, range: '365d' });
    expect(forBasic.status).toBe(200);
    expect(forBasic.result).toMatchObject({ userId: other.user.id, tier: 'basic', range: '365d' });
    const missing = await admin.client.call('getPremiumCreatorStats', { userId: 'no-such-member' });
    expect([missing.status, missing.error?.message]).toEqual([404, `${FAILED}: userId: no such member`]);
  });

  it('refuses bad input in a sentence naming the field, and writes nothing', async () => {
    const before = await written();
    const cases: [Record<string, unknown>, string][] = [
      [{ range: '1y' }, `${FAILED}: range: must be 7d, 30d, 90d or 365d`],
      [{ range: 'all' }, `${FAILED}: range: must be 7d, 30d, 90d or 365d`],
      [{ userId: 'x'.repeat(65) }, `${FAILED}: userId is at most 64 characters`],
      [{ userId: '  ' }, `${FAILED}: userId is required`],
      [{ userId: 42 }, `${FAILED}: userId: must be text`],
      [{ range: '30d', tier: 'elite' }, `${FAILED}: tier: cannot be set here`],
    ];
    for (const [input, message] of cases) {
      const answer = await admin.client.call('getPremiumCreatorStats', input);
      expect([answer.status, answer.error?.message], JSON.stringify(input)).toEqual([400, message]);
    }
    expect(await written()).toBe(before);
  });
});

describe('getPremiumCreatorStats: the figures', () => {
  it('says nothing is closed yet before the first roll-up', async () => {
    const answer = (await owner.client.call('getPremiumCreatorStats', { range: '7d' })).result;
    expect(answer).toMatchObject({ asOf: null, days: [], totals: zero, conversions: { viewToDownload: null, viewToTip: null }, topModels: [] });
  });

  it("counts the creator's views, downloads, likes, followers and live tips per closed day, zeros filled, no one else's, today left for tomorrow", async () => {
    await putOnTier(t, owner.user.id, 'pro');
    // The last day the roll-up closes now: yesterday, unless this runs in the first 10 minutes of India's day.
    const asOf = indiaDay(new Date(Date.now() - DAY_MS - 10 * 60_000));
    const [d1, d2, d3, older] = [dayBefore(asOf, 4), dayBefore(asOf, 2), asOf, dayBefore(asOf, 10)];
    const write = activityWriter(t);
    const fans = await Promise.all([1, 2, 3].map((n) => createUser(t, { name: `Fan ${n}` })));
    const [fan1, fan2, fan3] = fans.map((fan) => fan.user.id) as [string, string, string];
    const vase = await insertModelRow(t, owner.user.id, { title: 'Spiral Vase' });
    const gear = await insertModelRow(t, owner.user.id, { title: 'Planetary Gear', visibility: 'private' });
    const lamp = await insertModelRow(t, other.user.id, { title: 'Moon Lamp' });
    // The roll-up starts on the first account's day: the owner's, moved back before the days written here.
    await write.backdateUser(owner.user.id, noonOf(dayBefore(older, 2)));

    await write.views(vase.id, 4, noonOf(d1));
    await write.download(vase.id, fan1, noonOf(d1));
    await write.download(vase.id, fan2, noonOf(d1));
    await write.like(vase.id, fan1, noonOf(d1));
    await write.follow(fan1, owner.user.id, noonOf(d1));
    await write.tip(owner.user.id, 10_000, noonOf(d1));
    await write.tip(owner.user.id, 5_000, noonOf(d1), 'test'); // test money is no figure
    // d2: the owner has nothing; another creator has all of it, none of which may show.
    await write.views(lamp.id, 7, noonOf(d2));
    await write.download(lamp.id, fan1, noonOf(d2));
    await write.like(lamp.id, fan2, noonOf(d2));
    await write.follow(fan2, other.user.id, noonOf(d2));
    await write.tip(other.user.id, 30_000, noonOf(d2));
    await write.views(gear.id, 6, noonOf(d3));
    await write.views(vase.id, 1, noonOf(d3));
    await write.download(gear.id, fan3, noonOf(d3));
    await write.like(gear.id, fan2, noonOf(d3));
    await write.follow(fan2, owner.user.id, noonOf(d3));
    await write.follow(fan3, owner.user.id, noonOf(d3));
    await write.tip(owner.user.id, 25_000, noonOf(d3));
    // Ten days back: in 30 days, not in 7.
    await write.views(vase.id, 2, noonOf(older));
    await write.like(vase.id, fan3, noonOf(older));
    // Today: not closed, so in no figure yet.
    await write.views(vase.id, 5, new Date());
    await write.download(vase.id, fan3, new Date());
    await write.tip(owner.user.id, 40_000, new Date());

    // Before the roll-up closes these days, they are not in the figures: they come from the roll-up only.
    expect(await closeAnalyticsDays(t.services.db, noonOf(older))).toEqual([dayBefore(older, 2), dayBefore(older, 1)]);
    const early = (await owner.client.call('getPremiumCreatorStats', { range: '7d' })).result;
    expect([early.asOf, early.days.length, early.totals]).toEqual([dayBefore(older, 1), 7, zero]);

    expect(await closeAnalyticsDays(t.services.db)).toContain(asOf);
    const week = (await owner.client.call('getPremiumCreatorStats', { range: '7d' })).result;
    expect(week.asOf).toBe(asOf);
    expect(week.days).toHaveLength(7);
    expect(week.days[0].day).toBe(dayBefore(asOf, 6));
    const byDay = new Map(week.days.map((point: { day: string }) => [point.day, point]));
    expect(byDay.get(d1)).toEqual({ day: d1, views: 4, downloads: 2, likes: 1, followers: 1, tips: 1, tipPaise: 10_000 });
    expect(byDay.get(d2)).toEqual({ day: d2, ...zero });
    expect(byDay.get(d3)).toEqual({ day: d3, views: 7, downloads: 1, likes: 1, followers: 2, tips: 1, tipPaise: 25_000 });
    expect(week.days.filter((point: { day: string }) => ![d1, d3].includes(point.day)).every((point: Record<string, unknown>) => point.views === 0 && point.tips === 0)).toBe(true);
    expect(week.totals).toEqual({ views: 11, downloads: 3, likes: 2, followers: 3, tips: 2, tipPaise: 35_000 });
    expect(week.conversions).toEqual({ viewToDownload: 3 / 11, viewToTip: 2 / 11 });
    // Most viewed first (a private model is the creator's own too); the other creator's lamp is not theirs.
    expect(week.topModels).toEqual([
      { id: gear.id, title: 'Planetary Gear', path: `/model/${gear.slug}/${gear.id}`, views: 6, downloads: 1 },
      { id: vase.id, title: 'Spiral Vase', path: `/model/${vase.slug}/${vase.id}`, views: 5, downloads: 2 },
    ]);

    const month = (await owner.client.call('getPremiumCreatorStats', {})).result;
    expect(month.days).toHaveLength(30);
    expect(month.totals).toEqual({ views: 13, downloads: 3, likes: 3, followers: 3, tips: 2, tipPaise: 35_000 });
    expect(month.topModels.map((m: { id: string; views: number }) => [m.id, m.views])).toEqual([[vase.id, 7], [gear.id, 6]]);
    const year = (await owner.client.call('getPremiumCreatorStats', { range: '365d' })).result;
    expect([year.days.length, year.totals]).toEqual([365, month.totals]);

    // The other creator's own figures are theirs alone, as an admin reads them.
    const others = (await admin.client.call('getPremiumCreatorStats', { userId: other.user.id, range: '7d' })).result;
    expect(others.totals).toEqual({ views: 7, downloads: 1, likes: 1, followers: 1, tips: 1, tipPaise: 30_000 });
    expect(others.topModels.map((m: { title: string }) => m.title)).toEqual(['Moon Lamp']);
    // A fan with no activity as a creator: every day zero, no conversion.
    const fan = (await admin.client.call('getPremiumCreatorStats', { userId: fan3, range: '7d' })).result;
    expect([fan.totals, fan.conversions, fan.topModels]).toEqual([zero, { viewToDownload: null, viewToTip: null }, []]);
  });

  it("the migration's backfill of days closed before these figures were rolled up gives what the roll-up gives", async () => {
    const db = t.services.db;
    const everyDay = async () => (await db.select().from(analyticsCreatorDays)).sort((a, b) => `${a.day} ${a.userId}`.localeCompare(`${b.day} ${b.userId}`));
    const rolled = await everyDay();
    expect(rolled.some((row) => row.likes > 0 && row.followers > 0 && row.views > 0)).toBe(true);
    // The days as the roll-up left them before 0052: no such figures, no row for a creator with only those.
    await db.execute(sql`update analytics_creator_days set views = 0, likes = 0, followers = 0`);
    await db.execute(sql`delete from analytics_creator_days where tips = 0 and downloads = 0`);
    const migration = fs.readFileSync(path.join(migrationsFolder, '0052_premium_stats_roll_up.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((statement) => statement.includes('INSERT INTO "analytics_creator_days"'))!;
    await db.execute(sql.raw(backfill));
    expect(await everyDay()).toEqual(rolled);
  });

  it('reads in four queries and writes nothing, whatever the range', async () => {
    const counts: number[] = [];
    for (const range of ['7d', '365d'] as const) {
      let queries = 0;
      // Every query starts with one of these calls on the handle; a write would be counted in `writes`.
      let writes = 0;
      const db = new Proxy(t.services.db, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          if (['select', 'selectDistinct', 'execute'].includes(String(key))) queries += 1;
          if (['insert', 'update', 'delete', 'transaction'].includes(String(key))) writes += 1;
          return value.bind(target);
        },
      }) as Db;
      const ctx = { ...t.services, db, user: owner.user } as unknown as CallContext;
      const answer = (await getPremiumCreatorStatsFunction.handler({ range }, ctx)) as { days: unknown[] };
      expect(answer.days.length).toBe(range === '7d' ? 7 : 365);
      expect(writes).toBe(0);
      counts.push(queries);
    }
    expect(counts).toEqual([4, 4]);
  });
});
