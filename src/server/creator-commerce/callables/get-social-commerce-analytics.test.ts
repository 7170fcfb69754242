import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAnalyticsDays } from '../../analytics';
import type { CallContext } from '../../callables/implement';
import type { Db } from '../../db/database';
import { referrals, sponsoredCampaigns, sponsoredCounts } from '../../db/schema';
import { indiaDay, indiaDayStart } from '../../money/india-days';
import { payReferralRewards } from '../../referrals';
import { activityWriter, noonOf } from '../../test/analytics-factories';
import { insertModelRow } from '../../test/discovery-factories';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { creditLiveEarnings } from '../../test/withdrawal-factories';
import { getSocialCommerceAnalyticsFunction } from './get-social-commerce-analytics';

// Issue 31 item 5 (decision 083): a creator's commerce figures over closed India days, from the
// analytics roll-up, the referral ledger postings and the sponsored campaigns' counts.
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // No periodic task runs by itself: the test closes days and pays rewards when it chooses.
  t = await createTestApp({ TRUST_PROXY: 'true' }, { jobsOnDemand: true });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const DAY_MS = 86_400_000;
const FAILED = 'Failed to get social commerce analytics';
const PIN = '4826';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const zero = {
  views: 0,
  downloads: 0,
  likes: 0,
  followers: 0,
  tips: 0,
  tipPaise: 0,
  friendsJoined: 0,
  referralRewards: 0,
  referralRewardPaise: 0,
  sponsoredImpressions: 0,
  sponsoredClicks: 0,
  sponsoredSpendPaise: 0,
};
const call = (client: TestClient, input: Record<string, unknown>) => client.call('getSocialCommerceAnalytics', input);

/** Rows of every table a call could write to, so a refused or read-only call can be shown to have written nothing. */
const written = async () =>
  (
    await t.services.db.execute<{ n: string }>(sql`
      select (select count(*) from analytics_days) + (select count(*) from analytics_creator_days) + (select count(*) from referrals)
        + (select count(*) from sponsored_counts) + (select count(*) from ledger_transactions) + (select count(*) from audit_log) as n`)
  ).rows[0]!.n;

describe('getSocialCommerceAnalytics: who may ask', () => {
  it('refuses the signed out and other members, whatever the id, and writes nothing', async () => {
    const before = await written();
    const visitor = await t.client().call('getSocialCommerceAnalytics', { userId: owner.user.id });
    expect([visitor.status, visitor.error?.message]).toEqual([401, `${FAILED}: User not authenticated`]);
    const nosy = await call(other.client, { userId: owner.user.id, timeRange: '7d' });
    expect([nosy.status, nosy.error?.message]).toEqual([403, `${FAILED}: You can only see your own commerce figures`]);
    // An id that is no one's says no more to a member than one that is someone's.
    const unknown = await call(other.client, { userId: 'no-such-member' });
    expect([unknown.status, unknown.error?.message]).toEqual([403, `${FAILED}: You can only see your own commerce figures`]);
    expect(await written()).toBe(before);
  });

  it('answers any creator their own, whatever their tier, and an admin anyone’s; an unknown id is 404 to an admin', async () => {
    const own = await call(owner.client, {});
    expect(own.status).toBe(200);
    expect(own.result).toMatchObject({ success: true, userId: owner.user.id, timeRange: '30d', asOf: null, days: [], totals: zero, models: [] });
    expect((await call(owner.client, { userId: owner.user.id, timeRange: '90d' })).result).toMatchObject({ userId: owner.user.id, timeRange: '90d' });
    const forOther = await call(admin.client, { userId: other.user.id, timeRange: '365d' });
    expect([forOther.status, forOther.result.userId, forOther.result.timeRange]).toEqual([200, other.user.id, '365d']);
    const missing = await call(admin.client, { userId: 'no-such-member' });
    expect([missing.status, missing.error?.message]).toEqual([404, `${FAILED}: userId: no such member`]);
  });

  it('refuses bad input in a sentence naming the field, and writes nothing', async () => {
    const before = await written();
    const cases: [Record<string, unknown>, string][] = [
      [{ timeRange: '1y' }, `${FAILED}: timeRange: must be 7d, 30d, 90d or 365d`],
      [{ timeRange: 'all' }, `${FAILED}: timeRange: must be 7d, 30d, 90d or 365d`],
      [{ timeRange: 30 }, `${FAILED}: timeRange: must be 7d, 30d, 90d or 365d`],
      [{ userId: 'x'.repeat(65) }, `${FAILED}: userId is at most 64 characters`],
      [{ userId: '  ' }, `${FAILED}: userId is required`],
      [{ userId: 42 }, `${FAILED}: userId: must be text`],
      [{ timeRange: '30d', range: '7d' }, `${FAILED}: range: cannot be set here`],
    ];
    for (const [input, message] of cases) {
      const answer = await call(admin.client, input);
      expect([answer.status, answer.error?.message], JSON.stringify(input)).toEqual([400, message]);
    }
    expect(await written()).toBe(before);
  });
});

let address = 0;
const track = (client: TestClient, kind: 'Impression' | 'Click', adId: string, modelId: string) =>
  client.postJson(`/api/fn/trackAd${kind}`, { data: { adId, placement: 'explore_grid', modelId } }, { 'user-agent': BROWSER, 'x-forwarded-for': `198.51.100.${++address}` });

/** A campaign the owner made and an admin approved, running from now. */
async function sponsor(modelId: string, campaignType: 'cpc' | 'cpm', title: string): Promise<string> {
  const made = await owner.client.call('createSponsoredPlacement', { modelId, title, placement: 'explore_grid', budget: 100, duration: 7, campaignType, requestId: randomUUID(), pin: PIN });
  if (made.status !== 200) throw new Error(JSON.stringify(made.error));
  await admin.client.call('reviewSponsoredPlacement', { campaignId: made.result.campaign.id, decision: 'approve' });
  return made.result.campaign.id;
}

describe('getSocialCommerceAnalytics: the figures', () => {
  it('sums each figure per closed day and per model, referral rewards from the ledger, sponsored counts and spend per campaign, and none of anyone else’s', async () => {
    const db = t.services.db;
    // The last day the roll-up closes now: yesterday, unless this runs in the first 10 minutes of India's day.
    const asOf = indiaDay(new Date(Date.now() - DAY_MS - 10 * 60_000));
    const [d1, d2, older] = [dayBefore(asOf, 4), dayBefore(asOf, 1), dayBefore(asOf, 12)];
    const write = activityWriter(t);
    const fans = await Promise.all([1, 2, 3].map((n) => createUser(t, { name: `Buyer ${n}` })));
    const [fan1, fan2, fan3] = fans.map((fan) => fan.user.id) as [string, string, string];
    const vase = await insertModelRow(t, owner.user.id, { title: 'Spiral Vase', thumbnail: '/media/vase.webp' });
    const gear = await insertModelRow(t, owner.user.id, { title: 'Planetary Gear', thumbnail: '/media/gear.webp' });
    const lamp = await insertModelRow(t, other.user.id, { title: 'Moon Lamp' });
    await write.backdateUser(owner.user.id, noonOf(dayBefore(older, 2)));

    await write.views(vase.id, 5, noonOf(d1));
    await write.download(vase.id, fan1, noonOf(d1));
    await write.like(vase.id, fan1, noonOf(d1));
    await write.follow(fan1, owner.user.id, noonOf(d1));
    // A tip given on the gear's page (the writer leaves tips on the profile), and one on the profile on d2: in the totals, on no model.
    await write.tip(owner.user.id, 10_000, noonOf(d1));
    await db.execute(sql`update tips set model_id = ${gear.id} where to_user_id = ${owner.user.id} and amount = 10000`);
    await write.views(gear.id, 3, noonOf(d2));
    await write.download(gear.id, fan2, noonOf(d2));
    await write.download(gear.id, fan3, noonOf(d2));
    await write.like(gear.id, fan2, noonOf(d2));
    await write.like(gear.id, fan3, noonOf(d2));
    await write.tip(owner.user.id, 4_000, noonOf(d2));
    await write.views(vase.id, 2, noonOf(older)); // in 30 days, not in 7
    // Someone else's, which must not show.
    await write.views(lamp.id, 9, noonOf(d2));
    await write.tip(other.user.id, 30_000, noonOf(d2));

    // Referrals: one friend joined on d1 (moved back: the code is named within days of sign-up), one
    // twelve days back; the first publishes a model today, which pays ₹25 to each of them today.
    const code = (await owner.client.call('generateReferralCode', {})).result.code;
    const friends = await Promise.all(['Kavya Friend', 'Ravi Friend'].map((name) => createUser(t, { name })));
    for (const friend of friends) expect((await friend.client.call('processReferralSignup', { referralCode: code, newUserId: friend.user.id })).status).toBe(200);
    await db.update(referrals).set({ createdAt: noonOf(d1) }).where(eq(referrals.friendId, friends[0]!.user.id));
    await db.update(referrals).set({ createdAt: noonOf(older) }).where(eq(referrals.friendId, friends[1]!.user.id));
    const otherCode = (await other.client.call('generateReferralCode', {})).result.code;
    const othersFriend = await createUser(t, { name: 'Not Theirs' });
    await othersFriend.client.call('processReferralSignup', { referralCode: otherCode, newUserId: othersFriend.user.id });
    await insertModelRow(t, friends[0]!.user.id, { title: 'First Upload' });
    expect(await payReferralRewards(db, t.services.jobs)).toBe(2);

    // Sponsored: a per-click campaign on the vase and a per-1,000 one on the gear, counted by visitors
    // today; the vase's is moved back to have started on d2, with three of its impressions and one click.
    await creditLiveEarnings(t, owner, 1_000);
    await setPin(t, owner, PIN);
    const byClick = await sponsor(vase.id, 'cpc', 'Vase card');
    const byView = await sponsor(gear.id, 'cpm', 'Gear card');
    const unseen = await sponsor(gear.id, 'cpc', 'Unseen card'); // runs today, counted by no one
    const visitors = Array.from({ length: 5 }, () => t.client());
    for (const visitor of visitors) expect((await track(visitor, 'Impression', byClick, vase.id)).body.result.counted).toBe(true);
    for (const visitor of visitors.slice(0, 2)) expect((await track(visitor, 'Click', byClick, vase.id)).body.result.counted).toBe(true);
    for (const visitor of visitors.slice(0, 3)) expect((await track(visitor, 'Impression', byView, gear.id)).body.result.counted).toBe(true);
    const vaseImpressions = await db.select({ viewerKey: sponsoredCounts.viewerKey }).from(sponsoredCounts).where(sql`${sponsoredCounts.campaignId} = ${byClick} and ${sponsoredCounts.kind} = 'impression'`);
    for (const { viewerKey } of vaseImpressions.slice(0, 3)) await db.execute(sql`update sponsored_counts set day = ${d2} where campaign_id = ${byClick} and kind = 'impression' and viewer_key = ${viewerKey}`);
    await db.execute(sql`update sponsored_counts set day = ${d2} where campaign_id = ${byClick} and kind = 'click'
      and viewer_key = (select min(viewer_key) from sponsored_counts where campaign_id = ${byClick} and kind = 'click')`);
    await db.update(sponsoredCampaigns).set({ startsAt: indiaDayStart(d2) }).where(eq(sponsoredCampaigns.id, byClick));

    // Through yesterday: the rewards and today's counts are not in yet.
    expect(await closeAnalyticsDays(db)).toContain(asOf);
    const week = (await call(owner.client, { timeRange: '7d' })).result;
    expect([week.asOf, week.days.length, week.days[0].day]).toEqual([asOf, 7, dayBefore(asOf, 6)]);
    const byDay = new Map(week.days.map((point: { day: string }) => [point.day, point]));
    expect(byDay.get(d1)).toEqual({ ...zero, day: d1, views: 5, downloads: 1, likes: 1, followers: 1, tips: 1, tipPaise: 10_000, friendsJoined: 1 });
    expect(byDay.get(d2)).toEqual({ ...zero, day: d2, views: 3, downloads: 2, likes: 2, tips: 1, tipPaise: 4_000, sponsoredImpressions: 3, sponsoredClicks: 1, sponsoredSpendPaise: 200 });
    expect(week.totals).toEqual({ ...zero, views: 8, downloads: 3, likes: 3, followers: 1, tips: 2, tipPaise: 14_000, friendsJoined: 1, sponsoredImpressions: 3, sponsoredClicks: 1, sponsoredSpendPaise: 200 });
    expect(week.sponsored).toMatchObject({ impressions: 3, clicks: 1, spendPaise: 200, costPerClickPaise: 200, clickThroughRate: 1 / 3 });
    // The gear's campaign started today, after the last closed day: not in these days at all.
    expect(week.sponsored.campaigns).toEqual([
      { id: byClick, title: 'Vase card', modelId: vase.id, placement: 'explore_grid', campaignType: 'cpc', status: 'active', impressions: 3, clicks: 1, spendPaise: 200, costPerClickPaise: 200, clickThroughRate: 1 / 3 },
    ]);
    expect(week.models).toEqual([
      { id: vase.id, title: 'Spiral Vase', path: `/model/${vase.slug}/${vase.id}`, views: 5, downloads: 1, likes: 1, tips: 0, tipPaise: 0, sponsoredImpressions: 3, sponsoredClicks: 1, sponsoredSpendPaise: 200 },
      { id: gear.id, title: 'Planetary Gear', path: `/model/${gear.slug}/${gear.id}`, views: 3, downloads: 2, likes: 2, tips: 1, tipPaise: 10_000, sponsoredImpressions: 0, sponsoredClicks: 0, sponsoredSpendPaise: 0 },
    ]);
    const month = (await call(owner.client, {})).result;
    expect([month.days.length, month.totals.views, month.totals.friendsJoined, month.totals.referralRewardPaise]).toEqual([30, 10, 2, 0]);
    expect(month.models.map((m: { id: string; views: number }) => [m.id, m.views])).toEqual([[vase.id, 7], [gear.id, 3]]);

    // Through today (as the roll-up will close it tomorrow): the ₹25 reward, and today's counts.
    const today = indiaDay(new Date());
    await closeAnalyticsDays(db, new Date(indiaDayStart(today).getTime() + DAY_MS + 11 * 60_000));
    const withToday = (await call(owner.client, { timeRange: '7d' })).result;
    expect(withToday.asOf).toBe(today);
    expect(withToday.days.at(-1)).toEqual({ ...zero, day: today, referralRewards: 1, referralRewardPaise: 2_500, sponsoredImpressions: 5, sponsoredClicks: 1, sponsoredSpendPaise: 206 });
    expect(withToday.totals).toMatchObject({ friendsJoined: 1, referralRewards: 1, referralRewardPaise: 2_500, sponsoredImpressions: 8, sponsoredClicks: 2, sponsoredSpendPaise: 406 });
    expect(withToday.sponsored).toMatchObject({ impressions: 8, clicks: 2, spendPaise: 406, costPerClickPaise: 203, clickThroughRate: 2 / 8 });
    expect(withToday.sponsored.campaigns.map((c: Record<string, unknown>) => [c.id, c.impressions, c.clicks, c.spendPaise, c.costPerClickPaise, c.clickThroughRate])).toEqual([
      [unseen, 0, 0, 0, null, null],
      [byView, 3, 0, 6, null, 0],
      [byClick, 5, 2, 400, 200, 2 / 5],
    ]);
    expect(withToday.models.find((m: { id: string }) => m.id === gear.id)).toMatchObject({ sponsoredImpressions: 3, sponsoredClicks: 0, sponsoredSpendPaise: 6 });

    // The friend's own reward is theirs; the other creator sees only their own friend and lamp.
    const friendsOwn = (await call(admin.client, { userId: friends[0]!.user.id, timeRange: '7d' })).result;
    expect(friendsOwn.totals).toEqual({ ...zero, referralRewards: 1, referralRewardPaise: 2_500 });
    const others = (await call(admin.client, { userId: other.user.id, timeRange: '7d' })).result;
    expect(others.totals).toEqual({ ...zero, views: 9, tips: 1, tipPaise: 30_000, friendsJoined: 1 });
    expect([others.models.map((m: { title: string }) => m.title), others.sponsored.campaigns]).toEqual([['Moon Lamp'], []]);
  });

  it('reads in six queries and writes nothing, whatever the range', async () => {
    const counts: number[] = [];
    for (const timeRange of ['7d', '365d'] as const) {
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
      const answer = (await getSocialCommerceAnalyticsFunction.handler({ timeRange }, ctx)) as { days: unknown[]; models: unknown[] };
      expect([answer.days.length, answer.models.length]).toEqual([timeRange === '7d' ? 7 : 365, 2]);
      expect(writes).toBe(0);
      counts.push(queries);
    }
    expect(counts).toEqual([6, 6]);
  });
});
