import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { ledgerAccountTotals, ledgerAccounts, ledgerEntries, ledgerTransactions, type LedgerBook } from '../db/schema';
import { openTestDatabase } from '../test/open-test-database';
import { creatorEarnings, platformFees, platformTips, providerClearing, type AccountRef } from './ledger-accounts';
import { accountBalance } from './account-balance';
import { postRefund } from './post-refund';
import { postTip, type CapturedTip } from './post-tip';
import { postTransaction, type Posting } from './post-transaction';
import { reconcileLedger } from './reconcile-ledger';
import { reconcileLedgerAndReport } from './reconcile-ledger-job';
import { BASIC_TIP_TIER } from '../test/basic-tip-tier';

// Issue 14 item 1: the ledger module, on PGlite and (in CI) PostgreSQL.
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
let sequence = 0;

beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
});
afterAll(async () => opened?.close());

const unique = (tag: string) => `${tag}_${(sequence += 1)}_${Math.random().toString(36).slice(2, 8)}`;

function tip(overrides: Partial<CapturedTip> = {}): CapturedTip {
  return { book: 'live', paymentId: unique('pay'), orderId: unique('order'), amountPaise: 25_000, payerId: 'payer-1', creatorId: unique('creator'), creatorTier: BASIC_TIP_TIER, modelId: null, message: '', ...overrides };
}

const balanceOf = (ref: AccountRef) => accountBalance(database.db, ref);

async function counts() {
  const [row] = (
    await database.db.execute<{ t: string; e: string; a: string }>(
      sql`select (select count(*) from ledger_transactions)::text as t, (select count(*) from ledger_entries)::text as e, (select count(*) from ledger_accounts)::text as a`,
    )
  ).rows;
  return row;
}

const post = (posting: Posting) => database.db.transaction((tx) => postTransaction(tx, posting));

describe('the ledger', () => {
  it('posts a ₹250 tip as ₹212.50 owed to the creator and ₹37.50 to the platform, against the provider', async () => {
    const given = tip();
    const clearingBefore = await balanceOf(providerClearing('live'));
    const feesBefore = await balanceOf(platformFees('live'));
    const posted = await database.db.transaction((tx) => postTip(tx, given));
    expect(posted.posted).toBe(true);
    expect(await balanceOf(creatorEarnings('live', given.creatorId!))).toBe(21_250);
    expect((await balanceOf(platformFees('live'))) - feesBefore).toBe(3_750);
    expect((await balanceOf(providerClearing('live'))) - clearingBefore).toBe(25_000);
    const entries = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, posted.transactionId));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-21_250, -3_750, 25_000]);
    const [row] = await database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, posted.transactionId));
    expect(row).toMatchObject({ book: 'live', kind: 'tip', idempotencyKey: `tip:${given.paymentId}`, details: { creatorShare: 21_250, platformFee: 3_750, amount: 25_000 } });
  });

  it('posts a tip to the platform whole, and keeps the test book apart from the live one', async () => {
    const platformBefore = await balanceOf(platformTips('live'));
    await database.db.transaction((tx) => postTip(tx, tip({ creatorId: null, amountPaise: 5_000 })));
    expect((await balanceOf(platformTips('live'))) - platformBefore).toBe(5_000);

    const creatorId = unique('creator');
    await database.db.transaction((tx) => postTip(tx, tip({ book: 'test', creatorId })));
    expect(await balanceOf(creatorEarnings('test', creatorId))).toBe(21_250);
    expect(await balanceOf(creatorEarnings('live', creatorId))).toBe(0);
  });

  it('posts a payment once however many times, and at once, it is reported', async () => {
    const given = tip();
    const results = await Promise.all(Array.from({ length: 20 }, () => database.db.transaction((tx) => postTip(tx, given))));
    expect(results.filter((r) => r.posted)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await balanceOf(creatorEarnings('live', given.creatorId!))).toBe(21_250);
  });

  it('refuses every unsound posting, and writes nothing for it', async () => {
    const before = await counts();
    const creator = creatorEarnings('live', unique('creator'));
    const refused: [string, Posting][] = [
      ['unbalanced', { book: 'live', kind: 'x', idempotencyKey: unique('k'), entries: [{ account: providerClearing('live'), amount: 100 }, { account: creator, amount: -99 }] }],
      ['one entry', { book: 'live', kind: 'x', idempotencyKey: unique('k'), entries: [{ account: providerClearing('live'), amount: 0 }] }],
      ['zero', { book: 'live', kind: 'x', idempotencyKey: unique('k'), entries: [{ account: providerClearing('live'), amount: 0 }, { account: creator, amount: 0 }] }],
      ['a fraction of a paisa', { book: 'live', kind: 'x', idempotencyKey: unique('k'), entries: [{ account: providerClearing('live'), amount: 10.5 }, { account: creator, amount: -10.5 }] }],
      ['beyond safe integers', { book: 'live', kind: 'x', idempotencyKey: unique('k'), entries: [{ account: providerClearing('live'), amount: 2 ** 60 }, { account: creator, amount: -(2 ** 60) }] }],
      ['two books', { book: 'live', kind: 'x', idempotencyKey: unique('k'), entries: [{ account: providerClearing('live'), amount: 100 }, { account: creatorEarnings('test', 'c'), amount: -100 }] }],
      ['no key', { book: 'live', kind: 'x', idempotencyKey: '', entries: [{ account: providerClearing('live'), amount: 100 }, { account: creator, amount: -100 }] }],
    ];
    for (const [why, posting] of refused) await expect(post(posting), why).rejects.toThrow();
    await expect(database.db.transaction((tx) => postTip(tx, tip({ amountPaise: 999 })))).rejects.toThrow(/outside/);
    await expect(database.db.transaction((tx) => postTip(tx, tip({ amountPaise: 10_000_001 })))).rejects.toThrow(/outside/);
    await expect(database.db.transaction((tx) => postTip(tx, tip({ payerId: 'same', creatorId: 'same' })))).rejects.toThrow(/themselves/);
    expect(await counts()).toEqual(before);
  });

  it('lets no one change or remove an entry, nor commit entries that do not balance or cross books, even in plain SQL', async () => {
    const posted = await database.db.transaction((tx) => postTip(tx, tip()));
    const [entry] = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, posted.transactionId)).limit(1);
    await expect(database.db.execute(sql`update ledger_entries set amount = amount + 1 where id = ${entry!.id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_entries where id = ${entry!.id}`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_transactions where id = ${posted.transactionId}`)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();

    const before = await counts();
    const [account] = await database.db.select({ id: ledgerAccounts.id, book: ledgerAccounts.book }).from(ledgerAccounts).where(eq(ledgerAccounts.id, entry!.accountId));
    const other: LedgerBook = account!.book === 'live' ? 'test' : 'live';
    const [stranger] = await database.db.insert(ledgerAccounts).values({ book: other, kind: 'provider_clearing', ownerId: unique('stray') }).returning({ id: ledgerAccounts.id });
    const forged = (second: { account: number; amount: number }) =>
      database.db.transaction(async (tx) => {
        const [t] = await tx.insert(ledgerTransactions).values({ book: account!.book, kind: 'forged', idempotencyKey: unique('forged') }).returning({ id: ledgerTransactions.id });
        await tx.insert(ledgerEntries).values([
          { transactionId: t!.id, accountId: account!.id, amount: 100, kind: 'forged' },
          { transactionId: t!.id, accountId: second.account, amount: second.amount, kind: 'forged' },
        ]);
      });
    // PostgreSQL's driver reports the commit that failed, with the trigger's message as its cause.
    const reason = (error: unknown) => `${(error as Error).message} ${((error as { cause?: Error }).cause?.message ?? '')}`;
    expect(reason(await forged({ account: account!.id, amount: -99 }).catch((error: unknown) => error))).toMatch(/does not balance/);
    expect(reason(await forged({ account: stranger!.id, amount: -100 }).catch((error: unknown) => error))).toMatch(/another book/);
    const after = await counts();
    expect({ t: after!.t, e: after!.e }).toEqual({ t: before!.t, e: before!.e });
  });

  it('takes a refund back from the creator and the platform in proportion, once per refund, never beyond the tip', async () => {
    const given = tip({ amountPaise: 2_500 });
    await database.db.transaction((tx) => postTip(tx, given));
    const creator = creatorEarnings('live', given.creatorId!);
    expect(await balanceOf(creator)).toBe(2_125);
    const refund = (refundId: string, amountPaise: number, paymentId = given.paymentId) => database.db.transaction((tx) => postRefund(tx, { refundId, paymentId, amountPaise }));
    const first = unique('rfnd');
    expect((await refund(first, 1_250))?.posted).toBe(true);
    expect((await refund(first, 1_250))?.posted).toBe(false);
    expect(await balanceOf(creator)).toBe(2_125 - 1_063);
    await expect(refund(unique('rfnd'), 1_251)).rejects.toThrow(/does not fit/);
    expect((await refund(unique('rfnd'), 1_250))?.posted).toBe(true);
    // Two halves take back exactly the whole share: the creator is at zero, not a paisa off.
    expect(await balanceOf(creator)).toBe(0);
    await expect(refund(unique('rfnd'), 1)).rejects.toThrow(/does not fit/);
    expect(await refund(unique('rfnd'), 100, unique('never-paid'))).toBeNull();
  });

  it('lets a creator already owed nothing go below zero on a refund, which payouts must respect', async () => {
    const given = tip();
    await database.db.transaction((tx) => postTip(tx, given));
    const creator = creatorEarnings('live', given.creatorId!);
    // A later correction moves the earnings out (as a payout will), then the payer is refunded.
    await post({ book: 'live', kind: 'correction', idempotencyKey: unique('move'), entries: [{ account: creator, amount: 21_250 }, { account: providerClearing('live'), amount: -21_250 }] });
    await database.db.transaction((tx) => postRefund(tx, { refundId: unique('rfnd'), paymentId: given.paymentId, amountPaise: 25_000 }));
    expect(await balanceOf(creator)).toBe(-21_250);
  });

  it('reconciles: every book sums to zero and every cached balance matches, and a tampered balance is caught', async () => {
    const sound = await reconcileLedger(database.db);
    expect(sound).toMatchObject({ balanced: true, unbalancedTransactions: [], mismatchedAccounts: [], crossBookEntries: 0 });
    expect(sound.books.map((b) => b.total)).toEqual(sound.books.map(() => 0));
    expect(sound.entries).toBeGreaterThan(10);

    const given = tip();
    await database.db.transaction((tx) => postTip(tx, given));
    await database.db.execute(sql`update ledger_accounts set balance = balance - 1 where kind = 'creator_earnings' and owner_id = ${given.creatorId}`);
    const tampered = await reconcileLedger(database.db);
    expect(tampered.balanced).toBe(false);
    // The hourly job says so as an error.
    const logged: { level: string; message: string }[] = [];
    const log = { info: (_: object, message: string) => logged.push({ level: 'info', message }), error: (_: object, message: string) => logged.push({ level: 'error', message }) };
    await reconcileLedgerAndReport(database.db, log as never);
    expect(logged).toEqual([{ level: 'error', message: 'LEDGER DOES NOT RECONCILE' }]);
    expect(tampered.mismatchedAccounts).toEqual([expect.objectContaining({ ownerId: given.creatorId, cached: -21_251, actual: -21_250 })]);
    await database.db.execute(sql`update ledger_accounts set balance = balance + 1 where kind = 'creator_earnings' and owner_id = ${given.creatorId}`);
    expect((await reconcileLedger(database.db)).balanced).toBe(true);
    await reconcileLedgerAndReport(database.db, log as never);
    expect(logged.at(-1)).toEqual({ level: 'info', message: 'ledger reconciled: every book sums to zero' });
  });

  it("keeps each account's running totals by kind with its entries, and catches a tampered total", async () => {
    const given = tip();
    await database.db.transaction((tx) => postTip(tx, given));
    await database.db.transaction((tx) => postRefund(tx, { refundId: unique('rfnd'), paymentId: given.paymentId, amountPaise: 10_000 }));
    const [account] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, given.creatorId!));
    const totals = await database.db.select().from(ledgerAccountTotals).where(eq(ledgerAccountTotals.accountId, account!.id));
    // ₹250 credited 212.50 by the tip; the ₹100 refund took back its share, 85.00, as a debit.
    expect(totals.map((t) => [t.kind, t.debits, t.credits]).sort()).toEqual([
      ['refund', 8_500, 0],
      ['tip', 0, -21_250],
    ]);
    // Posting the same payment again moves nothing.
    await database.db.transaction((tx) => postTip(tx, given));
    expect(await database.db.select().from(ledgerAccountTotals).where(eq(ledgerAccountTotals.accountId, account!.id))).toHaveLength(2);
    expect((await reconcileLedger(database.db)).balanced).toBe(true);

    await database.db.execute(sql`update ledger_account_totals set credits = credits - 1 where account_id = ${account!.id} and kind = 'tip'`);
    expect(await reconcileLedger(database.db)).toMatchObject({ balanced: false, mismatchedTotals: [{ accountId: account!.id, kind: 'tip' }] });
    await database.db.execute(sql`update ledger_account_totals set credits = credits + 1 where account_id = ${account!.id} and kind = 'tip'`);
    expect((await reconcileLedger(database.db)).balanced).toBe(true);
  });
});
