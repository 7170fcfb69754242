import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tipThroughBuiltInCheckout } from '../../test/tip-flow';

let t: TestApp;
let creator: TestUser;
let payer: TestUser;
let admin: TestUser;
let friend: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner: creator, other: payer, admin } = await createOwnerOtherAdmin(t));
  friend = await createUser(t);
  await tipThroughBuiltInCheckout(payer, { creatorId: creator.user.id, amount: 250, message: 'Great work' });
});
afterAll(async () => t?.close());

const zero = { totalEarnings: 0, totalTips: 0, averageTip: 0, totalWithdrawn: 0, pendingWithdrawals: 0, availableBalance: 0, balance: 0 };
const earnings = async (who: TestUser, input: Record<string, unknown> = {}) => who.client.call('getCreatorEarnings', input);

describe('getCreatorEarnings', () => {
  it('shows a ₹250 test tip as ₹212.50 earned in the test book, nothing in the live book, and nothing withdrawable', async () => {
    for (const timeRange of ['7d', '30d', '90d', 'all']) {
      const answer = await earnings(creator, { timeRange });
      expect(answer.result).toMatchObject({
        success: true,
        summary: zero,
        testSummary: { totalEarnings: 21_250, totalTips: 1, averageTip: 25_000, totalWithdrawn: 0, pendingWithdrawals: 0, availableBalance: 0, balance: 21_250 },
        totalDownloads: 0,
        isEligible: false,
        downloadsRequired: 1000,
      });
      expect((answer.result as { recentTips: { message: string; testMode: boolean }[] }).recentTips).toMatchObject([{ message: 'Great work', testMode: true }]);
    }
  });

  it('counts a tip sent out of earnings as spending for the sender and earning for the receiver', async () => {
    expect((await creator.client.call('sendTip', { creatorId: friend.user.id, amount: 100, testMode: true, requestId: randomUUID() })).status).toBe(200);
    expect((await earnings(creator)).result).toMatchObject({ testSummary: { totalEarnings: 21_250, balance: 11_250 } });
    expect((await earnings(friend)).result).toMatchObject({ testSummary: { totalEarnings: 10_000, totalTips: 1, averageTip: 10_000, balance: 10_000, availableBalance: 0 } });
  });

  it('says a creator may withdraw from 1,000 downloads', async () => {
    await t.services.db.update(users).set({ totalDownloads: 1000 }).where(eq(users.id, creator.user.id));
    expect((await earnings(creator)).result).toMatchObject({ totalDownloads: 1000, isEligible: true });
  });

  it("answers per role and refuses bad input: own only, admins anyone's", async () => {
    expect((await t.client().call('getCreatorEarnings', {})).status).toBe(401);
    const other = await earnings(payer, { userId: creator.user.id });
    expect([other.status, other.error?.message]).toEqual([403, 'You can only see your own earnings']);
    expect((await earnings(admin, { userId: creator.user.id })).result).toMatchObject({ testSummary: { totalEarnings: 21_250 } });
    const unknown = await earnings(admin, { userId: 'no-such-member' });
    expect([unknown.status, unknown.error?.message]).toEqual([404, 'userId: no such member']);
    for (const [input, message] of [
      [{ timeRange: '1y' }, 'timeRange: must be 7d, 30d, 90d or all'],
      [{ userId: '' }, 'userId is required'],
      [{ book: 'live' }, 'book: cannot be set here'],
    ] as const) {
      const answer = await earnings(creator, input);
      expect([answer.status, answer.error?.message]).toEqual([400, message]);
    }
  });
});
