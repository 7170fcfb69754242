import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransactions, models, notifications, sponsoredCampaigns } from '../../db/schema';
import { accountBalance } from '../../money/account-balance';
import { creatorEarnings, sponsoredBudgets } from '../../money/ledger-accounts';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { insertModelRow } from '../../test/discovery-factories';
import { createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditLiveEarnings } from '../../test/withdrawal-factories';
import { settleSponsoredPlacements } from '../settle-sponsored-placements';

const PIN = '4826';
const FAILED = 'Failed to create sponsored placement: ';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
let modelId: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
  // ₹1,000 of tips leave the creator ₹850 of live earnings.
  await creditLiveEarnings(t, creator, 1_000);
  await setPin(t, creator, PIN);
  modelId = (await insertModelRow(t, creator.user.id, { title: 'Kolam coaster', thumbnail: '/media/kolam/cover.webp' })).id;
});
afterAll(async () => t?.close());

const earnings = (who: TestUser) => accountBalance(t.services.db, creatorEarnings('live', who.user.id));
const held = (who: TestUser) => accountBalance(t.services.db, sponsoredBudgets(who.user.id));
const campaigns = async () => (await t.services.db.select({ n: count() }).from(sponsoredCampaigns))[0]!.n;
const holds = async () => (await t.services.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'sponsored_hold')))[0]!.n;
const asked = (input: Record<string, unknown> = {}) => ({
  modelId,
  title: 'Print a kolam for your table',
  description: 'A coaster drawn from a Margazhi kolam',
  placement: 'explore_grid',
  budget: 200,
  duration: 7,
  campaignType: 'cpc',
  requestId: randomUUID(),
  pin: PIN,
  ...input,
});
const create = (who: TestUser, input: Record<string, unknown> = {}) => who.client.call('createSponsoredPlacement', asked(input));
const review = (who: TestUser, campaignId: string, decision: string, reason?: string) => who.client.call('reviewSponsoredPlacement', { campaignId, decision, ...(reason ? { reason } : {}) });

describe('createSponsoredPlacement', () => {
  it('holds the budget from live earnings and waits for an admin; a retry of the request makes nothing more', async () => {
    const input = asked({ targetUrl: `${t.services.config.publicUrl}/model/${modelId}`, imageUrl: '/media/kolam/cover.webp' });
    const made = await creator.client.call('createSponsoredPlacement', input);
    expect(made.status).toBe(200);
    expect(made.result.campaign).toMatchObject({
      creatorId: creator.user.id,
      modelId,
      modelTitle: 'Kolam coaster',
      placement: 'explore_grid',
      campaignType: 'cpc',
      targetAudience: 'everyone',
      unitPrice: 200,
      budget: 20_000,
      spent: 0,
      remaining: 20_000,
      status: 'pending',
      targetUrl: `/model/kolam-coaster/${modelId}`,
      imageUrl: '/media/kolam/cover.webp',
      startsAt: null,
    });
    expect([await earnings(creator), await held(creator)]).toEqual([65_000, 20_000]);
    const again = await creator.client.call('createSponsoredPlacement', input);
    expect(again.result.campaign.id).toBe(made.result.campaign.id);
    const otherUse = await creator.client.call('createSponsoredPlacement', { ...input, budget: 300 });
    expect([otherUse.status, otherUse.error?.message]).toEqual([409, `${FAILED}requestId: already used for another sponsored placement; make a new one for a new placement`]);
    expect([await earnings(creator), await held(creator), await holds()]).toEqual([65_000, 20_000, 1]);
  });

  it('never holds more than the earnings, however many requests arrive at once', async () => {
    const before = await earnings(creator);
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(creator, { budget: 200 })));
    const made = answers.filter((a) => a.status === 200).length;
    expect(made).toBe(Math.floor(before / 20_000));
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.error!.message).toMatch(new RegExp(`^${FAILED}budget: more than your available earnings of ₹`));
    expect(await earnings(creator)).toBe(before - made * 20_000);
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true });
  });

  it('refuses the signed out, another’s model, a private model, off-site links, strange pictures, no PIN and bad input, writing nothing', async () => {
    await creditLiveEarnings(t, creator, 1_000);
    const privateModel = await insertModelRow(t, creator.user.id, { visibility: 'private' });
    const othersModel = await insertModelRow(t, other.user.id);
    const before = [await campaigns(), await holds(), await earnings(creator)];
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, {}, 401, ''],
      [other, {}, 404, 'modelId: no model of yours has this id'],
      [creator, { modelId: othersModel.id }, 404, 'modelId: no model of yours has this id'],
      [admin, {}, 404, 'modelId: no model of yours has this id'],
      [creator, { modelId: privateModel.id }, 400, 'modelId: only a public model can be sponsored; this one is private or hidden'],
      [creator, { targetUrl: 'https://evil.example/model/x' }, 400, `targetUrl: a sponsored card leads to the model's own page, /model/kolam-coaster/${modelId}`],
      [creator, { targetUrl: `/model/${othersModel.id}` }, 400, `targetUrl: a sponsored card leads to the model's own page, /model/kolam-coaster/${modelId}`],
      [creator, { targetUrl: `//evil.example/model/${modelId}` }, 400, `targetUrl: a sponsored card leads to the model's own page, /model/kolam-coaster/${modelId}`],
      [creator, { imageUrl: 'https://evil.example/cat.png' }, 400, "imageUrl: one of the model's own pictures, or leave it out for its cover"],
      [creator, { pin: undefined }, 400, 'pin: enter your withdrawal PIN'],
      [creator, { pin: '12' }, 400, 'pin: your withdrawal PIN, 4 to 6 digits'],
      [creator, { pin: '1111' }, 400, ''],
      [creator, { placement: 'homepage_heroo' }, 400, 'placement: one of homepage_hero, model_detail_sidebar, explore_grid, search_results, profile_header (the places a page shows a sponsored card)'],
      // A placement no page shows is not sold: no one pays for a space that is never drawn.
      [creator, { placement: 'download_modal' }, 400, 'placement: one of homepage_hero, model_detail_sidebar, explore_grid, search_results, profile_header (the places a page shows a sponsored card)'],
      [creator, { budget: 99 }, 400, 'budget: at least ₹100'],
      [creator, { budget: 1_00_001 }, 400, 'budget: at most ₹1,00,000'],
      [creator, { budget: 100.005 }, 400, 'budget: at most two decimals (whole paise)'],
      [creator, { budget: '200' }, 400, 'budget: give the budget in rupees, as a number'],
      [creator, { duration: 0 }, 400, 'duration: at least 1 day'],
      [creator, { duration: 91 }, 400, 'duration: at most 90 days'],
      [creator, { campaignType: 'cpa' }, 400, 'campaignType: one of cpc, cpm'],
      [creator, { targetAudience: 'bots' }, 400, 'targetAudience: one of everyone, members, visitors'],
      [creator, { title: '' }, 400, 'title is required'],
      [creator, { title: 'x'.repeat(101) }, 400, 'title is at most 100 characters'],
      [creator, { requestId: 'again' }, 400, 'requestId: a UUID made for this request (a retry sends the same one)'],
      [creator, { spent: 0 }, 400, ''],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = who ? await create(who, input) : await t.client().call('createSponsoredPlacement', asked(input));
      expect(answer.status, JSON.stringify(input)).toBe(status);
      if (message) expect(answer.error?.message, JSON.stringify(input)).toBe(`${FAILED}${message}`);
      else if (who) expect(answer.error?.message).toMatch(new RegExp(`^${FAILED}`));
    }
    expect([await campaigns(), await holds(), await earnings(creator)]).toEqual(before);
  });
});

describe('reviewSponsoredPlacement and endSponsoredPlacement', () => {
  it('lets only an admin approve, pause and resume (audited), tells the creator, and refuses what the status does not allow', async () => {
    await creditLiveEarnings(t, creator, 1_000);
    const { id } = (await create(creator, { duration: 3 })).result.campaign;
    for (const who of [creator, other]) expect((await review(who, id, 'approve')).status).toBe(403);
    expect((await t.client().call('reviewSponsoredPlacement', { campaignId: id, decision: 'approve' })).status).toBe(401);
    expect((await review(admin, id, 'resume')).error?.message).toBe('decision: this placement is pending; only a paused one can be given resume');
    expect((await review(admin, id, 'approvee')).status).toBe(400);
    expect((await review(admin, 'no-such-campaign', 'approve')).status).toBe(404);

    const approved = await review(admin, id, 'approve');
    expect(approved.result.campaign).toMatchObject({ status: 'active', durationDays: 3 });
    const { startsAt, endsAt } = approved.result.campaign;
    expect(Date.parse(endsAt) - Date.parse(startsAt)).toBe(3 * 24 * 60 * 60 * 1000);
    expect((await review(admin, id, 'approve')).error?.message).toBe('decision: this placement is active; only a pending one can be given approve');
    expect((await review(admin, id, 'pause', 'Checking the picture')).result.campaign.status).toBe('paused');
    expect((await review(admin, id, 'resume')).result.campaign).toMatchObject({ status: 'active', endsAt });
    const entries = await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries.map((e) => e.action).sort()).toEqual(['sponsored.approve', 'sponsored.pause', 'sponsored.resume']);
    await t.drainJobs();
    const notices = await t.services.db.select().from(notifications).where(eq(notifications.recipientId, creator.user.id));
    expect(notices.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        'Your sponsored placement “Print a kolam for your table” was approved and is running now',
        'Your sponsored placement “Print a kolam for your table” was paused by an admin: Checking the picture',
      ]),
    );
  });

  it('returns the whole budget when an admin declines (with a reason), and the rest when the owner or an admin ends it', async () => {
    await creditLiveEarnings(t, creator, 1_000);
    const before = await earnings(creator);
    const declined = (await create(creator)).result.campaign.id;
    expect((await review(admin, declined, 'decline')).error?.message).toBe('reason: say why it is declined; the creator is shown it');
    const answer = await review(admin, declined, 'decline', 'The picture is not of the model');
    expect(answer.result.campaign).toMatchObject({ status: 'declined', endReason: 'declined', remaining: 0, returned: 20_000, reviewReason: 'The picture is not of the model' });
    expect(await earnings(creator)).toBe(before);

    const mine = (await create(creator)).result.campaign.id;
    expect((await other.client.call('endSponsoredPlacement', { campaignId: mine })).status).toBe(404);
    expect((await t.client().call('endSponsoredPlacement', { campaignId: mine })).status).toBe(401);
    const ended = await creator.client.call('endSponsoredPlacement', { campaignId: mine });
    expect(ended.result.campaign).toMatchObject({ status: 'ended', endReason: 'owner', returned: 20_000 });
    expect((await creator.client.call('endSponsoredPlacement', { campaignId: mine })).result.campaign).toEqual(ended.result.campaign);
    expect(await earnings(creator)).toBe(before);

    const byAdmin = (await create(creator)).result.campaign.id;
    await review(admin, byAdmin, 'approve');
    const adminEnd = await admin.client.call('endSponsoredPlacement', { campaignId: byAdmin, reason: 'Misleading title' });
    expect(adminEnd.result.campaign).toMatchObject({ status: 'ended', endReason: 'admin', returned: 20_000 });
    expect((await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, byAdmin))).map((e) => e.action)).toContain('sponsored.end');
    expect(await earnings(creator)).toBe(before);
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true });
  });

  it('lists the creator’s own and, for admins only, each status; the queue oldest first', async () => {
    const mine = await creator.client.call('listMySponsoredPlacements', {});
    expect(mine.status).toBe(200);
    expect(mine.result.campaigns.length).toBeGreaterThan(3);
    expect(mine.result.campaigns.every((c: { creatorId: string }) => c.creatorId === creator.user.id)).toBe(true);
    expect((await other.client.call('listMySponsoredPlacements', {})).result.campaigns).toEqual([]);
    expect((await t.client().call('listMySponsoredPlacements', {})).status).toBe(401);
    expect((await creator.client.call('listSponsoredPlacements', {})).status).toBe(403);
    const queue = await admin.client.call('listSponsoredPlacements', {});
    const created = queue.result.campaigns.map((c: { createdAt: string }) => c.createdAt);
    expect(created).toEqual([...created].sort());
    expect(queue.result.campaigns.every((c: { status: string }) => c.status === 'pending')).toBe(true);
    expect((await admin.client.call('listSponsoredPlacements', { status: 'declined' })).result.campaigns).toHaveLength(1);
    expect((await admin.client.call('listSponsoredPlacements', { status: 'gone' })).status).toBe(400);
    expect((await admin.client.call('listSponsoredPlacements', { cursor: 'nonsense' })).status).toBe(400);
  });

  it('ends a campaign whose model was deleted, returning the rest, at the next settling', async () => {
    await creditLiveEarnings(t, creator, 1_000);
    const before = await earnings(creator);
    const doomed = await insertModelRow(t, creator.user.id, { title: 'Soon gone' });
    const { id } = (await create(creator, { modelId: doomed.id })).result.campaign;
    await t.services.db.delete(models).where(eq(models.id, doomed.id));
    await settleSponsoredPlacements(t.services.db, t.services.jobs);
    const [row] = await t.services.db.select().from(sponsoredCampaigns).where(eq(sponsoredCampaigns.id, id));
    expect(row).toMatchObject({ status: 'ended', endReason: 'model_not_public', modelId: null });
    expect(await earnings(creator)).toBe(before);
  });
});
