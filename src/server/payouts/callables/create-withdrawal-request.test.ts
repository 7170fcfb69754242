import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, withdrawalRequests } from '../../db/schema';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { financialYearStart } from '../kyc-period-limit';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { notificationRowsOf } from '../../test/notification-factories';
import { addUpiDestination, completeKyc, setPin, setTotalDownloads, testPan } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tipThroughBuiltInCheckout } from '../../test/tip-flow';
import { creditLiveEarnings, liveMoney, refundLiveTip, withdrawalRowsOf, writtenCounts } from '../../test/withdrawal-factories';

const FAILED = 'Failed to create withdrawal request';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
let upiId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
  ({ id: upiId } = await readyToWithdraw(creator, 1_000));
});
afterAll(async () => t?.close());

/** 1,000 downloads, a UPI id as the default destination and 85 % of `tipped` rupees of live earnings. */
async function readyToWithdraw(who: TestUser, tipped: number) {
  await setTotalDownloads(t, who.user.id, 1_000);
  const destination = await addUpiDestination(t, who);
  if (tipped > 0) await creditLiveEarnings(t, who, tipped);
  return destination;
}

const ask = (who: TestUser, destinationId: string, input: Record<string, unknown> = {}) =>
  who.client.call('createWithdrawalRequest', { amount: 100, paymentMethod: 'upi', accountDetails: { destinationId }, requestId: randomUUID(), ...input });

describe('createWithdrawalRequest and createWithdrawRequest (issue 15 item 4)', () => {
  it('reserves ₹500 on the ledger with a ₹10 fee and ₹490 to pay, pending; a retry answers the same withdrawal and reserves nothing again', async () => {
    expect(await liveMoney(t, creator)).toEqual({ earnings: 85_000, held: 0 });
    const requestId = randomUUID();
    const first = await ask(creator, upiId, { amount: 500, requestId });
    expect(first.status).toBe(200);
    const [row] = await withdrawalRowsOf(t, creator);
    expect(first.result).toEqual({
      success: true,
      availableBalance: 35_000,
      withdrawal: {
        id: row!.id,
        amount: 50_000,
        processingFee: 1_000,
        netAmount: 49_000,
        method: 'upi',
        destinationLabel: row!.destinationLabel,
        schedule: 'instant',
        status: 'pending',
        failureReason: null,
        payoutMode: null,
        createdAt: row!.createdAt.toISOString(),
        updatedAt: row!.updatedAt.toISOString(),
        processedAt: null,
        completedAt: null,
      },
    });
    expect(row).toMatchObject({ requestKey: requestId, destinationId: upiId, attempt: 1 });
    expect(row!.destinationLabel).toMatch(/@okaxis$/);
    expect(await liveMoney(t, creator)).toEqual({ earnings: 35_000, held: 50_000 });

    const again = await ask(creator, upiId, { amount: 500, requestId });
    expect([again.status, again.result]).toEqual([200, first.result]);
    expect(await withdrawalRowsOf(t, creator)).toHaveLength(1);
    expect(await liveMoney(t, creator)).toEqual({ earnings: 35_000, held: 50_000 });

    const reused = await ask(creator, upiId, { amount: 200, requestId });
    expect([reused.status, reused.error?.message]).toEqual([409, `${FAILED}: requestId: already used for another withdrawal`]);

    // The earnings summary reads the same ledger: ₹500 pending, ₹350 available.
    expect((await creator.client.call('getCreatorEarnings', {})).result).toMatchObject({ summary: { pendingWithdrawals: 50_000, availableBalance: 35_000 } });
    const events = await t.services.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'withdrawal.requested'), eq(domainEvents.subjectId, creator.user.id)));
    expect(events.map((e) => e.data)).toEqual([{ withdrawalId: row!.id, amount: 50_000, processingFee: 1_000, netAmount: 49_000, method: 'upi', schedule: 'instant' }]);
  });

  it('tells the creator the request is pending, with the amount, fee and net, from the event committed with it; a retry or a refused request tells nothing more', async () => {
    const teller = await createUser(t);
    const { id } = await readyToWithdraw(teller, 1_000);
    const requestId = randomUUID();
    const first = await ask(teller, id, { amount: 500, requestId });
    expect(first.status).toBe(200);
    expect((await ask(teller, id, { amount: 500, requestId })).status).toBe(200);
    // ₹350 left: refused, and the transaction that would have recorded its event rolled back.
    expect((await ask(teller, id, { amount: 400 })).status).toBe(400);
    const events = await t.services.db.select().from(domainEvents).where(and(eq(domainEvents.type, 'withdrawal.requested'), eq(domainEvents.subjectId, teller.user.id)));
    expect(events).toMatchObject([{ actorId: teller.user.id, data: { withdrawalId: first.result.withdrawal.id } }]);

    const message = 'Your withdrawal of ₹500.00 is pending: fee ₹10.00, you receive ₹490.00';
    await expect
      .poll(async () => (await teller.client.call('listNotifications', {})).result?.notifications?.map((n: { message: string }) => n.message) ?? [], { timeout: 15_000, interval: 250 })
      .toEqual([message]);
    // The creator asked for it themselves: a receipt from Meshmandi, not a notice of their own action.
    expect(await notificationRowsOf(t, teller.user.id)).toMatchObject([
      {
        type: 'withdrawal_requested',
        category: 'tips',
        priority: 'medium',
        actorId: null,
        actorName: '',
        message,
        actionUrl: '/earnings',
        sourceEventId: events[0]!.id,
        details: { withdrawalId: first.result.withdrawal.id, amount: 50_000, processingFee: 1_000, netAmount: 49_000, method: 'upi', schedule: 'instant' },
      },
    ]);
  });

  it('answers createWithdrawRequest (SPEC §7: amount, method, accountDetails) with the same implementation, paid instantly', async () => {
    const answer = await creator.client.call('createWithdrawRequest', { amount: 100.5, method: 'upi', accountDetails: { destinationId: upiId }, requestId: randomUUID(), userId: creator.user.id });
    expect(answer.status).toBe(200);
    expect(answer.result).toMatchObject({ success: true, availableBalance: 24_950, withdrawal: { amount: 10_050, processingFee: 201, netAmount: 9_849, schedule: 'instant', status: 'pending' } });
    expect(await liveMoney(t, creator)).toEqual({ earnings: 24_950, held: 60_050 });
  });

  it('answers per role: signed out 401, for someone else 403 (admins too), each message behind SPEC §8’s words', async () => {
    for (const name of ['createWithdrawalRequest', 'createWithdrawRequest']) {
      const signedOut = await t.client().call(name, { amount: 100, requestId: randomUUID() });
      expect([signedOut.status, signedOut.error?.message]).toEqual([401, `${FAILED}: User not authenticated`]);
      for (const who of [other, admin]) {
        const input = { amount: 100, accountDetails: { destinationId: upiId }, requestId: randomUUID(), userId: creator.user.id };
        const answer = await who.client.call(name, name === 'createWithdrawRequest' ? { ...input, method: 'upi' } : { ...input, paymentMethod: 'upi' });
        expect([answer.status, answer.error?.message]).toEqual([403, `${FAILED}: userId: you can only withdraw your own earnings`]);
      }
    }
    expect(await liveMoney(t, creator)).toEqual({ earnings: 24_950, held: 60_050 });
  });

  it('refuses bad input with a 4xx naming the field, writing nothing', async () => {
    const otherDestination = await readyToWithdraw(other, 0);
    const before = await writtenCounts(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: 99.99 }, 400, 'amount: the minimum withdrawal is ₹100'],
      [{ amount: 200_000.01 }, 400, 'amount: the maximum withdrawal is ₹2,00,000'],
      [{ amount: 100.001 }, 400, 'amount: at most two decimals (whole paise)'],
      [{ amount: '500' }, 400, 'amount: give the amount in rupees, as a number'],
      [{ amount: 250 }, 400, 'amount: more than your available balance of ₹249.50'],
      [{ paymentMethod: 'paypal' }, 400, "paymentMethod: must be 'upi' or 'bank' (PayPal payouts are not offered)"],
      [{ paymentMethod: 'bank' }, 400, "paymentMethod: the destination is a UPI id, so the method must be 'upi'"],
      [{ accountDetails: undefined }, 400, 'accountDetails: give { destinationId } of a saved UPI id or bank account'],
      [{ accountDetails: {} }, 400, 'accountDetails.destinationId is required'],
      [{ accountDetails: { destinationId: otherDestination.id } }, 404, 'accountDetails.destinationId: no saved UPI id or bank account of yours has this id'],
      [{ accountDetails: { destinationId: 'nowhere' } }, 404, 'accountDetails.destinationId: no saved UPI id or bank account of yours has this id'],
      [{ requestId: 'again' }, 400, 'requestId: a UUID made for this request (a retry sends the same one)'],
      [{ requestId: undefined }, 400, 'requestId is required'],
      [{ schedule: 'daily' }, 400, "schedule: must be 'instant', 'weekly' or 'monthly'"],
      [{ pin: '12' }, 400, 'pin: 4 to 6 digits'],
      [{ fee: 0 }, 400, 'fee: cannot be set here'],
    ];
    for (const [input, status, message] of cases) {
      const answer = await ask(creator, upiId, input);
      expect([answer.status, answer.error?.message], message).toEqual([status, `${FAILED}: ${message}`]);
    }
    const older = await creator.client.call('createWithdrawRequest', { amount: 100, method: 'bank', accountDetails: { destinationId: upiId }, requestId: randomUUID() });
    expect([older.status, older.error?.message]).toEqual([400, `${FAILED}: method: the destination is a UPI id, so the method must be 'upi'`]);
    const notJson = await creator.client.postJson('/api/fn/createWithdrawalRequest', [1, 2]);
    expect([notJson.status, notJson.body.error.message]).toEqual([400, `${FAILED}: The request body must be a JSON object: {"data": …}`]);
    // Someone whose models have fewer than 1,000 downloads may not withdraw yet.
    await creditLiveEarnings(t, other, 1_000);
    await setTotalDownloads(t, other.user.id, 999);
    const early = await ask(other, otherDestination.id);
    expect([early.status, early.error?.message]).toEqual([403, `${FAILED}: totalDownloads: withdrawals open at 1,000 downloads of your models; you have 999`]);
    // A refused request's row and ledger posting roll back together (only the tip above was written).
    expect(await writtenCounts(t)).toEqual({ withdrawals: before.withdrawals, transactions: before.transactions + 1 });
    expect(await liveMoney(t, creator)).toEqual({ earnings: 24_950, held: 60_050 });
  });

  it('needs KYC-lite on file above ₹10,000 a financial year, across all requests (issue 27 item 4)', async () => {
    const big = await createUser(t);
    const { id } = await readyToWithdraw(big, 20_000);
    const atThreshold = await ask(big, id, { amount: 10_000 });
    expect(atThreshold.status).toBe(200);
    const tooBig = await ask(big, id, { amount: 10_000.01 });
    expect([tooBig.status, tooBig.error?.message]).toEqual([403, `${FAILED}: amount: withdrawals above ₹10,000 need your legal name and PAN (KYC-lite) on file`]);
    // Each under the limit, but the year's ₹10,000 is used: refused, and nothing written.
    const before = await writtenCounts(t);
    const second = await ask(big, id, { amount: 100 });
    const since = `1 April ${financialYearStart(new Date()).toISOString().slice(0, 4)}`;
    expect([second.status, second.error?.message]).toEqual([
      403,
      `${FAILED}: amount: without your legal name and PAN (KYC-lite) on file, withdrawals are limited to ₹10,000 a financial year; you have asked for ₹10,000 since ${since}, so at most ₹0 more`,
    ]);
    expect(await writtenCounts(t)).toEqual(before);
    // A retry of the first request is answered, not counted again.
    expect((await ask(big, id, { amount: 10_000, requestId: (await withdrawalRowsOf(t, big))[0]!.requestKey })).status).toBe(200);
    await completeKyc(big, testPan());
    expect((await ask(big, id, { amount: 5_000.01 })).result).toMatchObject({ withdrawal: { amount: 500_001 } });
    // ₹17,000 earned, ₹15,000.01 held: the balance, not KYC, is what stops it now.
    const short = await ask(big, id, { amount: 10_000.01 });
    expect([short.status, short.error?.message]).toEqual([400, `${FAILED}: amount: more than your available balance of ₹1,999.99`]);
  });

  it('counts pending, approved and paid withdrawals of this financial year, not rejected or failed ones nor last year’s', async () => {
    const steady = await createUser(t);
    const { id } = await readyToWithdraw(steady, 30_000);
    const first = await ask(steady, id, { amount: 6_000 });
    expect(first.status).toBe(200);
    // Asked for last financial year (still unpaid): not counted.
    await t.services.db.update(withdrawalRequests).set({ createdAt: new Date(financialYearStart(new Date()).getTime() - 1_000) }).where(eq(withdrawalRequests.id, first.result.withdrawal.id));
    const second = await ask(steady, id, { amount: 6_000 });
    expect(second.status).toBe(200);
    expect((await admin.client.call('processWithdrawal', { withdrawalId: second.result.withdrawal.id, action: 'reject', reason: 'Asked twice' })).status).toBe(200);
    const third = await ask(steady, id, { amount: 6_000 });
    expect(third.status).toBe(200);
    expect((await admin.client.call('processWithdrawal', { withdrawalId: third.result.withdrawal.id })).status).toBe(200);
    expect((await ask(steady, id, { amount: 4_000 })).status).toBe(200);
    expect((await ask(steady, id, { amount: 100 })).status).toBe(403);
  });

  it('five requests of ₹2,500 at once without KYC: four pass, the fifth is refused (the limit is checked under a lock)', async () => {
    const racer = await createUser(t);
    const { id } = await readyToWithdraw(racer, 20_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(racer, id, { amount: 2_500 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 403]);
    const rows = await withdrawalRowsOf(t, racer);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(1_000_000);
    expect(await liveMoney(t, racer)).toEqual({ earnings: 700_000, held: 1_000_000 });
  });

  it('the financial year begins on 1 April, India time', () => {
    expect(financialYearStart(new Date('2026-03-31T18:29:59Z')).toISOString()).toBe('2025-03-31T18:30:00.000Z');
    expect(financialYearStart(new Date('2026-03-31T18:30:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(financialYearStart(new Date('2027-01-15T00:00:00Z')).toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it('never withdraws test-book earnings', async () => {
    const tester = await createUser(t);
    const { id } = await readyToWithdraw(tester, 0);
    await tipThroughBuiltInCheckout(other, { creatorId: tester.user.id, amount: 500 });
    const answer = await ask(tester, id);
    expect([answer.status, answer.error?.message]).toEqual([400, `${FAILED}: amount: more than your available balance of ₹0`]);
    expect(await withdrawalRowsOf(t, tester)).toEqual([]);
  });

  it('refuses every withdrawal while a refund has left the balance below zero', async () => {
    const refunded = await createUser(t);
    const { id } = await readyToWithdraw(refunded, 0);
    const paymentId = await creditLiveEarnings(t, refunded, 200);
    expect((await ask(refunded, id, { amount: 150 })).status).toBe(200);
    await refundLiveTip(t, paymentId, 200);
    expect(await liveMoney(t, refunded)).toEqual({ earnings: -15_000, held: 15_000 });
    const refused = await ask(refunded, id);
    expect([refused.status, refused.error?.message]).toEqual([400, `${FAILED}: amount: more than your available balance of ₹0`]);
    await creditLiveEarnings(t, refunded, 200);
    const stillShort = await ask(refunded, id);
    expect([stillShort.status, stillShort.error?.message]).toEqual([400, `${FAILED}: amount: more than your available balance of ₹20`]);
    expect(await withdrawalRowsOf(t, refunded)).toHaveLength(1);
  });

  it('asks for the PIN once one is set, and counts wrong ones', async () => {
    const careful = await createUser(t);
    const { id } = await readyToWithdraw(careful, 1_000);
    await setPin(t, careful, '482916');
    const none = await ask(careful, id);
    expect([none.status, none.error?.message]).toEqual([400, `${FAILED}: pin: enter your withdrawal PIN`]);
    const wrong = await ask(careful, id, { pin: '000000' });
    expect([wrong.status, wrong.error?.message]).toEqual([400, `${FAILED}: pin: wrong PIN; 4 more wrong tries lock withdrawals for 30 minutes`]);
    expect(await withdrawalRowsOf(t, careful)).toEqual([]);
    expect((await ask(careful, id, { pin: '482916' })).status).toBe(200);
    expect(await liveMoney(t, careful)).toEqual({ earnings: 75_000, held: 10_000 });
  });

  it('reconciles holds with unpaid withdrawals, and reports a request the ledger holds nothing for', async () => {
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true, mismatchedHolds: [] });
    const stray = randomUUID();
    await t.services.db.insert(withdrawalRequests).values({
      id: stray, userId: creator.user.id, amount: 10_000, processingFee: 200, netAmount: 9_800, method: 'upi', destinationId: upiId, destinationLabel: 'x@okaxis', requestKey: stray,
    });
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: false, mismatchedHolds: [{ ownerId: creator.user.id, held: 60_050, unpaid: 70_050 }] });
    // withdrawal_requests is not append-only (its status moves), so the test can take its stray row back.
    await t.services.db.delete(withdrawalRequests).where(eq(withdrawalRequests.id, stray));
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true });
  });

  it('never leaves a withdrawal pointing at a destination removed at the same moment', async () => {
    const racer = await createUser(t);
    await readyToWithdraw(racer, 2_000);
    for (let round = 0; round < 8; round += 1) {
      const { id } = await addUpiDestination(t, racer);
      const [asked, removed] = await Promise.all([
        ask(racer, id, { amount: 100 }),
        racer.client.call('removePayoutDestination', { destinationId: id }),
      ]);
      // One of the two wins; whichever it is, no unpaid withdrawal is left without somewhere to go.
      expect([asked.status, removed.status].filter((status) => status === 200)).toHaveLength(1);
      const orphans = await t.services.db.execute(
        sql`select w.id from withdrawal_requests w left join payout_destinations d on d.id = w.destination_id where w.user_id = ${racer.user.id} and w.status = 'pending' and d.id is null`,
      );
      expect(orphans.rows).toEqual([]);
    }
    expect((await reconcileLedger(t.services.db)).balanced).toBe(true);
  });
});
