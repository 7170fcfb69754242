import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalSplit } from '../../shared/constants/payout-rules';
import type { Database } from '../db/database';
import { withdrawalRequests } from '../db/schema';
import { openTestDatabase } from '../test/open-test-database';
import { accountBalance } from './account-balance';
import { earningsSummary } from './earnings-summary';
import { creatorEarnings, platformExpenses, platformFees, providerClearing, withdrawalHolds } from './ledger-accounts';
import { postTip } from './post-tip';
import { postTransaction } from './post-transaction';
import { reconcileLedger } from './reconcile-ledger';
import { payVerificationPayout, payWithdrawal, releaseWithdrawal, reserveWithdrawal, reverseWithdrawal, type WithdrawalMoney } from './withdrawal-postings';
import { BASIC_TIP_TIER } from '../test/basic-tip-tier';
import { TIER_BENEFITS } from '../../shared/constants/creator-tiers';

// Issue 15 / decision 035: a withdrawal's life on the ledger, on PGlite and (in CI) PostgreSQL.
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
let sequence = 0;
const unique = (tag: string) => `${tag}_${(sequence += 1)}_${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
});
afterAll(async () => opened?.close());

/** A creator with `tips` live tips of ₹250 (₹212.50 each to them). */
async function creatorWithTips(tips: number, book: 'live' | 'test' = 'live'): Promise<string> {
  const creatorId = unique('creator');
  for (let i = 0; i < tips; i += 1) {
    await database.db.transaction((tx) =>
      postTip(tx, { book, paymentId: unique('pay'), orderId: unique('order'), amountPaise: 25_000, payerId: 'payer', creatorId, creatorTier: BASIC_TIP_TIER, modelId: null, message: '' }),
    );
  }
  return creatorId;
}

function withdrawal(creatorId: string, amount: number): WithdrawalMoney {
  return { withdrawalId: unique('wd'), creatorId, amount, ...withdrawalSplit(amount, TIER_BENEFITS.basic.withdrawalFeeBps) };
}

const balance = (creatorId: string) => accountBalance(database.db, creatorEarnings('live', creatorId));
const held = (creatorId: string) => accountBalance(database.db, withdrawalHolds(creatorId));

describe('withdrawals on the ledger', () => {
  it('reserves, pays the net and keeps the 2 % fee, to the paisa', async () => {
    const creatorId = await creatorWithTips(4); // ₹850.00
    const w = withdrawal(creatorId, 50_000);
    expect(w).toMatchObject({ processingFee: 1_000, netAmount: 49_000 });
    const clearingBefore = await accountBalance(database.db, providerClearing('live'));
    const feesBefore = await accountBalance(database.db, platformFees('live'));

    const reserved = await database.db.transaction((tx) => reserveWithdrawal(tx, w, 1));
    expect(reserved.available).toBe(35_000);
    expect(await held(creatorId)).toBe(50_000);
    expect(await earningsSummary(database.db, creatorId, 'live', null)).toMatchObject({ totalEarnings: 85_000, pendingWithdrawals: 50_000, totalWithdrawn: 0, availableBalance: 35_000 });

    await database.db.transaction((tx) => payWithdrawal(tx, w, 'pout_1'));
    await database.db.transaction((tx) => payWithdrawal(tx, w, 'pout_1')); // a replayed webhook
    expect(await held(creatorId)).toBe(0);
    expect(await balance(creatorId)).toBe(35_000);
    expect((await accountBalance(database.db, providerClearing('live'))) - clearingBefore).toBe(-49_000);
    expect((await accountBalance(database.db, platformFees('live'))) - feesBefore).toBe(1_000);
    expect(await earningsSummary(database.db, creatorId, 'live', null)).toMatchObject({ totalEarnings: 85_000, pendingWithdrawals: 0, totalWithdrawn: 50_000, availableBalance: 35_000 });
    expect((await reconcileLedger(database.db)).balanced).toBe(true);
  });

  it('never reserves more than the balance, and gives a released or reversed one back whole', async () => {
    const creatorId = await creatorWithTips(1); // ₹212.50
    await expect(database.db.transaction((tx) => reserveWithdrawal(tx, withdrawal(creatorId, 21_251), 1))).rejects.toThrow('amount: more than your available balance of ₹212.50');
    expect(await balance(creatorId)).toBe(21_250);

    const w = withdrawal(creatorId, 20_000);
    await database.db.transaction((tx) => reserveWithdrawal(tx, w, 1));
    await database.db.transaction((tx) => releaseWithdrawal(tx, w, 1, 'rejected'));
    await database.db.transaction((tx) => releaseWithdrawal(tx, w, 1, 'rejected'));
    expect(await balance(creatorId)).toBe(21_250);
    expect(await held(creatorId)).toBe(0);

    // Retried: reserved again as attempt 2, paid, then sent back by the bank.
    await database.db.transaction((tx) => reserveWithdrawal(tx, w, 2));
    await database.db.transaction((tx) => payWithdrawal(tx, w, 'pout_2'));
    expect(await balance(creatorId)).toBe(1_250);
    await database.db.transaction((tx) => reverseWithdrawal(tx, w, 'pout_2', 'account closed'));
    await database.db.transaction((tx) => reverseWithdrawal(tx, w, 'pout_2', 'account closed'));
    expect(await balance(creatorId)).toBe(21_250);
    expect(await earningsSummary(database.db, creatorId, 'live', null)).toMatchObject({ totalWithdrawn: 0, pendingWithdrawals: 0, availableBalance: 21_250 });
    // All time reads the running totals; a period since the first entry sums the entries: the same figures.
    expect(await earningsSummary(database.db, creatorId, 'live', new Date(0))).toEqual(await earningsSummary(database.db, creatorId, 'live', null));
    expect((await reconcileLedger(database.db)).balanced).toBe(true);
  });

  it('lets simultaneous reservations take exactly what is there', async () => {
    const creatorId = await creatorWithTips(2); // ₹425.00: three of ₹100 fit, the fourth does not
    const asks = Array.from({ length: 12 }, () => withdrawal(creatorId, 10_000));
    const results = await Promise.allSettled(asks.map((w) => database.db.transaction((tx) => reserveWithdrawal(tx, w, 1))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    expect(await balance(creatorId)).toBe(2_500);
    expect(await held(creatorId)).toBe(40_000);
    // Reserved here without their requests (createWithdrawal writes both in one transaction): the reconciliation says so.
    expect(await reconcileLedger(database.db)).toMatchObject({ balanced: false, mismatchedHolds: [{ ownerId: creatorId, held: 40_000, unpaid: 0 }] });
    const won = asks.filter((_, i) => results[i]!.status === 'fulfilled');
    await database.db.insert(withdrawalRequests).values(
      won.map((w) => ({ id: w.withdrawalId, userId: creatorId, amount: w.amount, processingFee: w.processingFee, netAmount: w.netAmount, method: 'upi' as const, destinationId: 'd', destinationLabel: 'x@okaxis', requestKey: w.withdrawalId })),
    );
    expect((await reconcileLedger(database.db)).balanced).toBe(true);
  });

  it('has no withdrawal accounts in the test book: the database refuses them', async () => {
    const creatorId = await creatorWithTips(1, 'test');
    await expect(
      database.db.transaction((tx) =>
        postTransaction(tx, {
          book: 'test',
          kind: 'withdrawal_reserve',
          idempotencyKey: unique('sneaky'),
          entries: [
            { account: creatorEarnings('test', creatorId), amount: 10_000 },
            { account: { book: 'test', kind: 'withdrawal_holds', ownerId: creatorId }, amount: -10_000 },
          ],
        }),
      ),
    ).rejects.toThrow();
    expect(await earningsSummary(database.db, creatorId, 'test', null)).toMatchObject({ availableBalance: 0, pendingWithdrawals: 0, totalWithdrawn: 0 });
  });

  it('books a ₹1 verification payout as the platform’s expense, once', async () => {
    const before = await accountBalance(database.db, platformExpenses());
    const payout = { payoutId: unique('pout'), userId: 'u', destinationId: 'd', amount: 100 };
    await database.db.transaction((tx) => payVerificationPayout(tx, payout));
    await database.db.transaction((tx) => payVerificationPayout(tx, payout));
    expect((await accountBalance(database.db, platformExpenses())) - before).toBe(100);
    expect((await reconcileLedger(database.db)).balanced).toBe(true);
  });
});
