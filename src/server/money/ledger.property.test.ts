import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TIP_PAISE, MIN_TIP_PAISE } from '../../shared/constants/tip-rules';
import { CREATOR_TIERS, TIER_BENEFITS } from '../../shared/constants/creator-tiers';
import { MAX_WITHDRAWAL_PAISE, MIN_WITHDRAWAL_PAISE, withdrawalSplit } from '../../shared/constants/payout-rules';
import type { Database } from '../db/database';
import { ledgerAccounts } from '../db/schema';
import { openTestDatabase } from '../test/open-test-database';
import { naturalBalance } from './ledger-accounts';
import { postRefund } from './post-refund';
import { postTip } from './post-tip';
import { reconcileLedger } from './reconcile-ledger';
import { splitTip } from '../../shared/tip-split';
import { BASIC_TIP_TIER } from '../test/basic-tip-tier';

// Issue 14: whatever tips, repeats and refunds arrive, at once and in any order, no paisa is lost
// or made: every book sums to zero, and each creator is owed exactly their shares less what refunds took.
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
let run = 0;

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
});
afterAll(async () => opened?.close());

describe('the tip split and the withdrawal fee, by tier (issue 30)', () => {
  const tier = fc.constantFrom(...CREATOR_TIERS);

  it("always add up to the whole, in whole paise, within half a paisa of the tier's share and fee", () => {
    fc.assert(
      fc.property(tier, fc.integer({ min: MIN_TIP_PAISE, max: MAX_TIP_PAISE }), (t, amount) => {
        const { creatorShare, platformFee } = splitTip(amount, TIER_BENEFITS[t].tipShareBps);
        expect(creatorShare + platformFee).toBe(amount);
        expect(Number.isInteger(platformFee) && Number.isInteger(creatorShare) && platformFee >= 0).toBe(true);
        expect(Math.abs(creatorShare - (amount * TIER_BENEFITS[t].tipShareBps) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(tier, fc.integer({ min: MIN_WITHDRAWAL_PAISE, max: MAX_WITHDRAWAL_PAISE }), (t, amount) => {
        const { processingFee, netAmount } = withdrawalSplit(amount, TIER_BENEFITS[t].withdrawalFeeBps);
        expect(processingFee + netAmount).toBe(amount);
        expect(Number.isInteger(processingFee) && processingFee > 0).toBe(true);
        expect(Math.abs(processingFee - (amount * TIER_BENEFITS[t].withdrawalFeeBps) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a higher tier never less of a tip, and never a higher withdrawal fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_TIP_PAISE, max: MAX_TIP_PAISE }), (amount) => {
        const shares = CREATOR_TIERS.map((t) => splitTip(amount, TIER_BENEFITS[t].tipShareBps).creatorShare);
        const fees = CREATOR_TIERS.map((t) => withdrawalSplit(amount, TIER_BENEFITS[t].withdrawalFeeBps).processingFee);
        expect(shares).toEqual([...shares].sort((x, y) => x - y));
        expect(fees).toEqual([...fees].sort((x, y) => y - x));
      }),
    );
  });

  it("is the original's table to the paisa on ₹250 and ₹500", () => {
    expect(CREATOR_TIERS.map((t) => splitTip(25_000, TIER_BENEFITS[t].tipShareBps))).toEqual([
      { creatorShare: 21_250, platformFee: 3_750 },
      { creatorShare: 21_750, platformFee: 3_250 },
      { creatorShare: 22_500, platformFee: 2_500 },
      { creatorShare: 23_750, platformFee: 1_250 },
    ]);
    expect(CREATOR_TIERS.map((t) => withdrawalSplit(50_000, TIER_BENEFITS[t].withdrawalFeeBps).processingFee)).toEqual([1_000, 750, 500, 250]);
    // Half a paisa goes to the platform's fee: 15 % of ₹10.50 is 157.5 paise → 158.
    expect(splitTip(1_050, 8_500)).toEqual({ creatorShare: 892, platformFee: 158 });
  });
});

type Step =
  | { kind: 'tip'; payment: number; creator: number | null; amount: number; test: boolean; repeats: number }
  | { kind: 'refund'; payment: number; part: number; repeats: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('tip' as const), payment: fc.nat(11), creator: fc.option(fc.nat(2), { nil: null }), amount: fc.integer({ min: MIN_TIP_PAISE, max: 500_000 }), test: fc.boolean(), repeats: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), payment: fc.nat(11), part: fc.integer({ min: 1, max: 3 }), repeats: fc.integer({ min: 1, max: 2 }) }) },
);

describe('the ledger under concurrent, repeated and out-of-order reports', () => {
  it('keeps every book at zero and every creator owed exactly their shares less refunds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run += 1;
        const creators = [0, 1, 2].map((i) => `prop-${run}-creator-${i}`);
        // The first report of a payment decides what it was; later ones repeat it (a webhook and a verify).
        const payments = new Map<number, { amount: number; creator: number | null; test: boolean }>();
        for (const s of steps) if (s.kind === 'tip' && !payments.has(s.payment)) payments.set(s.payment, { amount: s.amount, creator: s.creator, test: s.test });
        const calls = steps.flatMap((s, index) => {
          const paymentId = `prop-${run}-pay-${s.payment}`;
          if (s.kind === 'tip') {
            const first = payments.get(s.payment)!;
            const tip = { book: first.test ? ('test' as const) : ('live' as const), paymentId, orderId: `o-${paymentId}`, amountPaise: first.amount, payerId: 'payer', creatorId: first.creator === null ? null : creators[first.creator]!, creatorTier: first.creator === null ? null : BASIC_TIP_TIER, modelId: null, message: '' };
            return Array.from({ length: s.repeats }, () => () => database.db.transaction((tx) => postTip(tx, tip)));
          }
          const paid = payments.get(s.payment);
          // A third, two thirds or all of what the tip was; some do not fit what is left, and are refused.
          const amountPaise = paid ? Math.max(1, Math.floor((paid.amount * s.part) / 3)) : 100;
          return Array.from({ length: s.repeats }, () => () => database.db.transaction((tx) => postRefund(tx, { refundId: `prop-${run}-refund-${index}`, paymentId, amountPaise })).catch(() => null));
        });
        await Promise.all(calls.map((call) => call()));

        const report = await reconcileLedger(database.db);
        expect(report.balanced, JSON.stringify(report)).toBe(true);
        // Each creator: shares of their posted tips, less what the refunds posted took back.
        const owed = await database.db.execute<{ owner_id: string; book: string; balance: string }>(
          sql`select owner_id, book, balance::text from ${ledgerAccounts} where kind = 'creator_earnings' and owner_id like ${`prop-${run}-%`}`,
        );
        const fromRows = await database.db.execute<{ owner: string; book: string; net: string }>(sql`
          select t.details->>'creatorId' as owner, t.book,
                 sum(case when t.kind = 'tip' then (t.details->>'creatorShare')::bigint else -(t.details->>'fromCreator')::bigint end)::text as net
            from ledger_transactions t
           where t.details->>'creatorId' like ${`prop-${run}-%`}
           group by 1, 2`);
        const expected = new Map(fromRows.rows.map((r) => [`${r.book}:${r.owner}`, Number(r.net)]));
        for (const row of owed.rows) expect(naturalBalance('creator_earnings', Number(row.balance))).toBe(expected.get(`${row.book}:${row.owner_id}`) ?? 0);
        // No payment was posted twice.
        const tips = await database.db.execute<{ n: string; distinct: string }>(
          sql`select count(*)::text as n, count(distinct idempotency_key)::text as distinct from ledger_transactions where idempotency_key like ${`tip:prop-${run}-%`}`,
        );
        expect(Number(tips.rows[0]!.n)).toBe(payments.size);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
