import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_REQUIREMENTS } from '../../../shared/constants/creator-tiers';
import { creatorTiers, ledgerTransactions, notifications, tips } from '../../db/schema';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { auditEntries, createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { addUpiDestination, setTotalDownloads } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tipThroughBuiltInCheckout } from '../../test/tip-flow';
import { creditLiveEarnings } from '../../test/withdrawal-factories';

// Issue 30: a creator's tier, set by an admin, decides the split of the next tip and the fee of the next withdrawal.
let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const written = async () => ({
  tiers: Number((await t.services.db.execute<{ n: string }>(sql`select count(*) as n from creator_tiers`)).rows[0]!.n),
  audit: (await auditEntries(t, creator.user.id)).length,
});

describe('getCreatorTier', () => {
  it('shows a new creator as a Basic Creator, what they have done, and what Verified asks', async () => {
    const answer = await creator.client.call('getCreatorTier', {});
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({
      success: true,
      creatorTier: {
        userId: creator.user.id,
        tier: 'basic',
        benefits: { label: 'Basic Creator', tipShareBps: 8_500, withdrawalFeeBps: 200, uploadsPerMonth: 10, featuredChancePercent: 0 },
        setBy: 'default',
        reason: null,
        inputs: { downloads: 0, earningsPaise: 0, publicModels: 0, accountAgeDays: 0, featuredModels: 0 },
        earned: 'basic',
        next: { tier: 'verified', benefits: { label: 'Verified Creator', tipShareBps: 8_700 }, requires: TIER_REQUIREMENTS.verified },
      },
    });
  });

  it('lets an admin read anyone’s, and no one else', async () => {
    expect((await admin.client.call('getCreatorTier', { userId: creator.user.id })).result).toMatchObject({ creatorTier: { userId: creator.user.id, tier: 'basic' } });
    const nosy = await other.client.call('getCreatorTier', { userId: creator.user.id });
    expect([nosy.status, nosy.error?.message]).toEqual([403, 'Failed to get creator tier: You can only see your own creator tier']);
    const visitor = await t.client().call('getCreatorTier', {});
    expect(visitor.status).toBe(401);
  });

  it('refuses bad input in a sentence', async () => {
    const long = await admin.client.call('getCreatorTier', { userId: 'x'.repeat(65) });
    expect([long.status, long.error?.message]).toEqual([400, 'Failed to get creator tier: userId is at most 64 characters']);
    const missing = await admin.client.call('getCreatorTier', { userId: 'no-such-member' });
    expect([missing.status, missing.error?.message]).toEqual([404, 'Failed to get creator tier: userId: no such member']);
    const extra = await creator.client.call('getCreatorTier', { userId: creator.user.id, tier: 'elite' });
    expect(extra.status).toBe(400);
  });
});

describe('updateCreatorTier', () => {
  it('is for admins only, and bad input writes nothing', async () => {
    const before = await written();
    const asked = { userId: creator.user.id, tier: 'pro', reason: 'Long-time maker' };
    expect((await t.client().call('updateCreatorTier', asked)).status).toBe(401);
    const self = await creator.client.call('updateCreatorTier', asked);
    expect(self.status).toBe(403);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...asked, tier: 'gold' }, 400, 'Failed to update creator tier: tier: one of basic, verified, pro, elite'],
      [{ ...asked, reason: '   ' }, 400, "Failed to update creator tier: reason: say why you are changing this creator's tier"],
      [{ ...asked, reason: 'r'.repeat(501) }, 400, 'Failed to update creator tier: reason: at most 500 characters'],
      [{ userId: creator.user.id, tier: 'pro' }, 400, 'Failed to update creator tier: reason: must be text'],
      [{ ...asked, userId: 'no-such-member' }, 404, 'Failed to update creator tier: userId: no such member'],
    ];
    for (const [input, status, message] of cases) {
      const answer = await admin.client.call('updateCreatorTier', input);
      expect([answer.status, answer.error?.message], JSON.stringify(input)).toEqual([status, message]);
    }
    expect(await written()).toEqual(before);
  });

  it('splits the next tip by the new tier, leaves the last one as it was paid, and charges the next withdrawal the new fee', async () => {
    const basicPayment = await tipThroughBuiltInCheckout(other, { creatorId: creator.user.id, amount: 250, testMode: true });

    const set = await admin.client.call('updateCreatorTier', { userId: creator.user.id, tier: 'pro', reason: 'Long-time maker' });
    expect(set.status).toBe(200);
    expect(set.result).toMatchObject({ creatorTier: { tier: 'pro', setBy: 'admin', reason: 'Long-time maker', benefits: { label: 'Pro Creator', tipShareBps: 9_000, withdrawalFeeBps: 100 } } });
    const [entry] = (await auditEntries(t, creator.user.id)).filter((row) => row.action === 'creator.updateTier');
    expect(entry).toMatchObject({ actorId: admin.user.id, details: { reason: 'Long-time maker', before: { tier: 'basic' }, after: { tier: 'pro' } } });

    // The creator is told.
    await t.drainJobs();
    const told = await t.services.db.select().from(notifications).where(and(eq(notifications.recipientId, creator.user.id), eq(notifications.type, 'creator_tier')));
    expect(told.map((n) => n.message)).toEqual(["You are now a Pro Creator: you keep 90% of each tip, and a withdrawal's fee is 1%. Long-time maker"]);
    // The creator's share now reads 90 % to anyone about to tip.
    expect((await t.client().call('getTipShare', { creatorId: creator.user.id })).result).toEqual({ success: true, creatorId: creator.user.id, tipShareBps: 9_000 });

    const proPayment = await tipThroughBuiltInCheckout(other, { creatorId: creator.user.id, amount: 250, testMode: true });
    const paid = await t.services.db.select().from(tips).where(eq(tips.toUserId, creator.user.id));
    const byPayment = new Map(paid.map((tip) => [tip.paymentId, [tip.creatorAmount, tip.platformFee]]));
    expect(byPayment.get(basicPayment)).toEqual([21_250, 3_750]);
    expect(byPayment.get(proPayment)).toEqual([22_500, 2_500]);
    const postings = await t.services.db.select({ details: ledgerTransactions.details }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'tip'));
    const tierOf = (paymentId: string) => (postings.find((p) => (p.details as { paymentId: string }).paymentId === paymentId)?.details as { creatorTier: string }).creatorTier;
    expect([tierOf(basicPayment), tierOf(proPayment)]).toEqual(['basic', 'pro']);

    // A withdrawal of ₹500 now pays the Pro fee of 1 %: ₹5, and ₹495 to the creator.
    await setTotalDownloads(t, creator.user.id, 1_000);
    const destination = await addUpiDestination(t, creator);
    await creditLiveEarnings(t, creator, 1_000);
    const asked = await creator.client.call('createWithdrawalRequest', { amount: 500, paymentMethod: 'upi', accountDetails: { destinationId: destination.id }, requestId: randomUUID() });
    expect(asked.status).toBe(200);
    expect(asked.result).toMatchObject({ withdrawal: { amount: 50_000, processingFee: 500, netAmount: 49_500 } });
    expect((await creator.client.call('getPayoutSettings', {})).result).toMatchObject({ settings: { withdrawalFeeBps: 100 } });
    const [reserve] = await t.services.db.select({ details: ledgerTransactions.details }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'withdrawal_reserve'));
    expect(reserve?.details).toMatchObject({ amount: 50_000, processingFee: 500, netAmount: 49_500, creatorTier: 'pro' });

    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true });
  });

  it('setting the same tier again changes nothing and tells no one', async () => {
    const [row] = await t.services.db.select().from(creatorTiers).where(eq(creatorTiers.userId, creator.user.id));
    const again = await admin.client.call('updateCreatorTier', { userId: creator.user.id, tier: 'pro', reason: 'Checking' });
    expect(again.status).toBe(200);
    const [after] = await t.services.db.select().from(creatorTiers).where(eq(creatorTiers.userId, creator.user.id));
    expect(after).toEqual(row);
  });
});

describe('getTipShare', () => {
  it('answers anyone with the share alone, and says when there is no such creator', async () => {
    expect((await other.client.call('getTipShare', { creatorId: other.user.id })).result).toEqual({ success: true, creatorId: other.user.id, tipShareBps: 8_500 });
    const missing = await t.client().call('getTipShare', { creatorId: 'no-such-creator' });
    expect([missing.status, missing.error?.message]).toEqual([404, 'creatorId: no such creator']);
    const blank = await t.client().call('getTipShare', { creatorId: ' ' });
    expect([blank.status, blank.error?.message]).toEqual([400, 'creatorId is required']);
  });
});
