import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, models, notifications, sponsoredCampaigns, sponsoredCounts, users } from '../../db/schema';
import { accountBalance } from '../../money/account-balance';
import { adRevenue, creatorEarnings, sponsoredBudgets } from '../../money/ledger-accounts';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { insertModelRow } from '../../test/discovery-factories';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { creditLiveEarnings } from '../../test/withdrawal-factories';
import { settleSponsoredPlacements } from '../settle-sponsored-placements';

const PIN = '4826';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY), so each visitor can come from an address of its own.
  t = await createTestApp({ TRUST_PROXY: 'true' }, { jobsOnDemand: true });
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
  await creditLiveEarnings(t, creator, 10_000);
  await setPin(t, creator, PIN);
});
afterAll(async () => t?.close());

let address = 0;
const nextAddress = () => `198.51.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** A running campaign on a new public model of the creator's. */
async function running(input: Record<string, unknown> = {}): Promise<{ id: string; modelId: string }> {
  const model = await insertModelRow(t, creator.user.id, { title: `Sponsored ${randomUUID().slice(0, 8)}`, thumbnail: '/media/cover.webp' });
  const made = await creator.client.call('createSponsoredPlacement', {
    modelId: model.id,
    title: 'Sponsored card',
    placement: 'explore_grid',
    budget: 100,
    duration: 7,
    campaignType: 'cpc',
    requestId: randomUUID(),
    pin: PIN,
    ...input,
  });
  if (made.status !== 200) throw new Error(JSON.stringify(made.error));
  await admin.client.call('reviewSponsoredPlacement', { campaignId: made.result.campaign.id, decision: 'approve' });
  return { id: made.result.campaign.id, modelId: model.id };
}

const track = (client: TestClient, kind: 'Impression' | 'Click', data: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.postJson(`/api/fn/trackAd${kind}`, { data }, { 'user-agent': BROWSER, 'x-forwarded-for': nextAddress(), ...headers });
const campaign = async (id: string) => (await t.services.db.select().from(sponsoredCampaigns).where(eq(sponsoredCampaigns.id, id)))[0]!;
const ads = (client: TestClient, input: Record<string, unknown>) => client.call('getAdsForPlacement', input);

describe('getAdsForPlacement', () => {
  it('serves running campaigns of the placement with budget, marked sponsored, one card per model, for the viewer’s audience', async () => {
    const shown = await running();
    const second = await running({ placement: 'explore_grid', campaignType: 'cpm' });
    // The same model twice: never two cards of it on one page.
    const twin = await creator.client.call('createSponsoredPlacement', { modelId: shown.modelId, title: 'Again', placement: 'explore_grid', budget: 100, duration: 7, campaignType: 'cpm', requestId: randomUUID(), pin: PIN });
    await admin.client.call('reviewSponsoredPlacement', { campaignId: twin.result.campaign.id, decision: 'approve' });
    const pending = await creator.client.call('createSponsoredPlacement', { modelId: second.modelId, title: 'Waiting', placement: 'explore_grid', budget: 100, duration: 7, campaignType: 'cpc', requestId: randomUUID(), pin: PIN });
    const members = await running({ targetAudience: 'members' });
    const elsewhere = await running({ placement: 'homepage_hero' });

    for (let i = 0; i < 5; i++) {
      const answer = await ads(t.client(), { placement: 'explore_grid' });
      expect(answer.status).toBe(200);
      const ids = answer.result.ads.map((a: { id: string }) => a.id);
      const modelIds = answer.result.ads.map((a: { modelId: string }) => a.modelId);
      expect(new Set(modelIds).size).toBe(modelIds.length);
      expect(ids).not.toContain(pending.result.campaign.id);
      expect(ids).not.toContain(members.id);
      expect(ids).not.toContain(elsewhere.id);
      expect(modelIds.sort()).toEqual([shown.modelId, second.modelId].sort());
      expect(answer.result.ads[0]).toMatchObject({ placement: 'explore_grid', sponsored: true, imageUrl: '/media/cover.webp', creatorName: creator.user.displayName });
    }
    const forMember = await ads(other.client, { placement: 'explore_grid', limit: 5 });
    expect(forMember.result.ads.map((a: { id: string }) => a.id)).toContain(members.id);
    expect((await ads(other.client, { placement: 'explore_grid', limit: 1 })).result.ads).toHaveLength(1);
    expect((await ads(t.client(), { placement: 'homepage_hero' })).result.ads.map((a: { id: string }) => a.id)).toEqual([elsewhere.id]);

    // A model made private leaves the page at once, before the settling ends its campaign.
    await t.services.db.update(models).set({ visibility: 'private' }).where(eq(models.id, elsewhere.modelId));
    expect((await ads(t.client(), { placement: 'homepage_hero' })).result.ads).toEqual([]);

    for (const [input, message] of [
      [{ placement: 'explore-grid' }, 'placement: one of homepage_hero, homepage_sidebar, model_detail_top, model_detail_sidebar, explore_grid, search_results, profile_header, download_modal'],
      [{ placement: 'explore_grid', limit: 6 }, 'limit: at most 5'],
      [{ placement: 'explore_grid', limit: 0 }, 'limit: at least 1'],
      [{ placement: 'explore_grid', userId: admin.user.id }, ''],
    ] as const) {
      const refused = await ads(t.client(), input);
      expect(refused.status).toBe(400);
      if (message) expect(refused.error?.message).toBe(message);
    }
  });
});

describe('the draw', () => {
  it('shows each running campaign of a placement in turn as its places are drawn again each period', async () => {
    const campaigns = await Promise.all(Array.from({ length: 4 }, () => running({ placement: 'profile_header' })));
    const shown = new Map<string, number>();
    for (let i = 0; i < 60; i++) {
      const [ad] = (await ads(t.client(), { placement: 'profile_header', limit: 1 })).result.ads;
      shown.set(ad.id, (shown.get(ad.id) ?? 0) + 1);
      await settleSponsoredPlacements(t.services.db, t.services.jobs);
    }
    // Each of four has a quarter's chance at each draw: missing one in 60 is about one in 30 million.
    expect([...shown.keys()].sort()).toEqual(campaigns.map((c) => c.id).sort());
    // A creator has at most ten open: these end, for the tests after.
    for (const { id } of campaigns) expect((await creator.client.call('endSponsoredPlacement', { campaignId: id })).status).toBe(200);
  });
});

describe('trackAdClick and trackAdImpression', () => {
  it('counts a click once per viewer and day and spends the unit price; never the creator, a crawler, another placement or model', async () => {
    const { id, modelId } = await running();
    const visitor = t.client();
    const first = await track(visitor, 'Click', { adId: id, placement: 'explore_grid', modelId });
    expect(first).toEqual({ status: 200, body: { result: { success: true, counted: true } } });
    expect((await track(visitor, 'Click', { adId: id, placement: 'explore_grid' })).body.result.counted).toBe(false);
    // A userId in the request names no one: the session is who is counted.
    expect((await track(other.client, 'Click', { adId: id, placement: 'explore_grid', userId: creator.user.id })).body.result.counted).toBe(true);
    const notCounted: [TestClient, Record<string, unknown>, Record<string, string>][] = [
      [creator.client, { adId: id, placement: 'explore_grid' }, {}],
      [t.client(), { adId: id, placement: 'explore_grid' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
      [t.client(), { adId: id, placement: 'explore_grid' }, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/130.0' }],
      [t.client(), { adId: id, placement: 'explore_grid' }, { 'user-agent': '' }],
      [t.client(), { adId: id, placement: 'homepage_hero' }, {}],
      [t.client(), { adId: id, placement: 'explore_grid', modelId: 'another-model' }, {}],
      [t.client(), { adId: 'no-such-campaign', placement: 'explore_grid' }, {}],
    ];
    for (const [client, data, headers] of notCounted) expect((await track(client, 'Click', data, headers)).body.result, JSON.stringify([data, headers])).toEqual({ success: true, counted: false });
    // An impression of a cpc campaign is counted and costs nothing.
    expect((await track(visitor, 'Impression', { adId: id, placement: 'explore_grid' })).body.result.counted).toBe(true);
    expect(await campaign(id)).toMatchObject({ clicks: 2, impressions: 1, spentPaise: 400 });
    for (const data of [{ adId: id }, { adId: id, placement: 'explore_grid', extra: 1 }, { adId: '', placement: 'explore_grid' }, { adId: id, placement: 'nowhere' }]) {
      expect((await track(t.client(), 'Click', data)).status).toBe(400);
    }
    expect(await campaign(id)).toMatchObject({ clicks: 2, spentPaise: 400 });
  });

  it('lets visitors from one address count at most the daily ceiling', async () => {
    const { id } = await running();
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const answers = [];
    for (let i = 0; i < t.services.config.counting.perIpPerDay + 3; i++) answers.push((await track(t.client(), 'Click', { adId: id, placement: 'explore_grid' }, from)).body.result.counted);
    expect(answers.filter(Boolean)).toHaveLength(t.services.config.counting.perIpPerDay);
  });

  it('never spends past the budget when many click at once, then the settling ends it and the ledger moves each paisa once', async () => {
    // What earlier tests left to settle is settled first, so the figures below are this campaign's.
    await settleSponsoredPlacements(t.services.db, t.services.jobs);
    const before = await accountBalance(t.services.db, creatorEarnings('live', creator.user.id));
    const revenueBefore = await accountBalance(t.services.db, adRevenue());
    // ₹100 pays 50 clicks at ₹2; 70 visitors click at once, members and not.
    const { id } = await running({ budget: 100 });
    const members = await Promise.all(Array.from({ length: 10 }, () => createUser(t)));
    const clients = [...members.map((m) => m.client), ...Array.from({ length: 60 }, () => t.client())];
    const answers = await Promise.all(clients.map((client) => track(client, 'Click', { adId: id, placement: 'explore_grid' })));
    expect(answers.every((a) => a.status === 200 && a.body.result.success)).toBe(true);
    expect(answers.filter((a) => a.body.result.counted)).toHaveLength(50);
    expect(await campaign(id)).toMatchObject({ clicks: 50, spentPaise: 10_000, status: 'active' });
    expect((await ads(t.client(), { placement: 'explore_grid' })).result.ads.map((a: { id: string }) => a.id)).not.toContain(id);

    // Two runs at once (two nodes) settle it once.
    await Promise.all([settleSponsoredPlacements(t.services.db, t.services.jobs), settleSponsoredPlacements(t.services.db, t.services.jobs)]);
    expect(await campaign(id)).toMatchObject({ status: 'ended', endReason: 'budget', settledPaise: 10_000 });
    expect((await accountBalance(t.services.db, adRevenue())) - revenueBefore).toBeGreaterThanOrEqual(10_000);
    expect(await accountBalance(t.services.db, creatorEarnings('live', creator.user.id))).toBe(before - 10_000);
    // The revenue report shows what the placements spent, and what budgets are still held.
    const report = (await admin.client.call('getRevenueReport', { timeRange: '7d' })).result;
    expect(report.total.adRevenue).toBe(await accountBalance(t.services.db, adRevenue()));
    expect(report.balances).toMatchObject({ adRevenue: report.total.adRevenue, heldForSponsored: await accountBalance(t.services.db, sponsoredBudgets(creator.user.id)) });
    await t.drainJobs();
    const notices = await t.services.db.select().from(notifications).where(sql`${notifications.details}->>'campaignId' = ${id}`);
    expect(notices.map((n) => n.message).sort()).toEqual([
      'Your sponsored placement “Sponsored card” ended: its budget is spent. It spent ₹100',
      'Your sponsored placement “Sponsored card” was approved and is running now',
    ]);
  });

  it('spends a cpm campaign 2 paise an impression, and the settling ends it when its time is up and returns the rest', async () => {
    const { id } = await running({ campaignType: 'cpm', budget: 100 });
    for (let i = 0; i < 4; i++) expect((await track(t.client(), 'Impression', { adId: id, placement: 'explore_grid' })).body.result.counted).toBe(true);
    expect((await track(t.client(), 'Click', { adId: id, placement: 'explore_grid' })).body.result.counted).toBe(true);
    expect(await campaign(id)).toMatchObject({ impressions: 4, clicks: 1, spentPaise: 8 });
    const heldBefore = await accountBalance(t.services.db, sponsoredBudgets(creator.user.id));
    await t.services.db.update(sponsoredCampaigns).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(sponsoredCampaigns.id, id));
    await settleSponsoredPlacements(t.services.db, t.services.jobs);
    expect(await campaign(id)).toMatchObject({ status: 'ended', endReason: 'time', settledPaise: 8 });
    expect(heldBefore - (await accountBalance(t.services.db, sponsoredBudgets(creator.user.id)))).toBe(10_000);
    expect((await track(t.client(), 'Impression', { adId: id, placement: 'explore_grid' })).body.result.counted).toBe(false);
    const rows = await t.services.db.select().from(sponsoredCounts).where(eq(sponsoredCounts.campaignId, id));
    expect(rows.map((r) => r.chargedPaise).sort()).toEqual([0, 2, 2, 2, 2]);
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true });
  });

  it('takes a banned creator’s cards off at once, counts nothing more for them, and the settling ends them and returns the rest', async () => {
    await creditLiveEarnings(t, creator, 10_000);
    const { id } = await running({ budget: 100 });
    expect((await track(other.client, 'Click', { adId: id, placement: 'explore_grid' })).body.result.counted).toBe(true);
    const earningsBefore = await accountBalance(t.services.db, creatorEarnings('live', creator.user.id));
    await t.services.db.update(users).set({ status: 'banned' }).where(eq(users.id, creator.user.id));
    try {
      expect((await ads(t.client(), { placement: 'explore_grid', limit: 5 })).result.ads.map((ad: { id: string }) => ad.id)).not.toContain(id);
      expect((await track(t.client(), 'Click', { adId: id, placement: 'explore_grid' })).body.result).toEqual({ success: true, counted: false });
      await settleSponsoredPlacements(t.services.db, t.services.jobs);
      expect(await campaign(id)).toMatchObject({ status: 'ended', endReason: 'account_closed', spentPaise: 200, settledPaise: 200 });
      // The ₹98 not spent is back in their earnings (their other open campaigns' rests too), where an admin's decision about the account finds it.
      const [returned] = await t.services.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `sponsored-return:${id}`));
      expect(returned?.details).toMatchObject({ amount: 9_800 });
      expect((await accountBalance(t.services.db, creatorEarnings('live', creator.user.id))) - earningsBefore).toBeGreaterThanOrEqual(9_800);
      expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true });
    } finally {
      await t.services.db.update(users).set({ status: 'active' }).where(eq(users.id, creator.user.id));
    }
  });
});
