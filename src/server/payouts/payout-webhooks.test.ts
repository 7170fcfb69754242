import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerTransactions } from '../db/schema';
import { RAZORPAYX_WEBHOOK_PATH } from '../http/razorpayx-webhook-route';
import { reconcileLedger } from '../money/reconcile-ledger';
import { createUser, type TestUser } from '../test/factories';
import { balancesOf, giveLiveEarnings, pendingWithdrawal, startPayoutsHarness, withdrawalRow, type PayoutsHarness } from '../test/payout-harness';

let h: PayoutsHarness;
let admin: TestUser;
let creator: TestUser;

beforeAll(async () => {
  h = await startPayoutsHarness();
  admin = await createUser(h.t, { role: 'admin' });
  creator = await createUser(h.t);
  await giveLiveEarnings(h, await createUser(h.t), creator, 10_000);
  h.x.webhooks.policy = 'hold';
  h.x.outcome = 'processing';
}, 60_000);
afterAll(() => h.close());

const postingsOf = async (withdrawalId: string) =>
  (await h.t.services.db.select({ kind: ledgerTransactions.kind }).from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `withdrawal-%:${withdrawalId}%`))).map((r) => r.kind).sort();

it('a processed webhook replayed and a late one after the reversal: one payment, one reversal, balances right', async () => {
  const start = await balancesOf(h.t, creator.user.id);
  const w = await pendingWithdrawal(h.t, creator.user.id, 40_000);
  await admin.client.call('processWithdrawal', { withdrawalId: w.id });
  const { payoutId } = await withdrawalRow(h.t, w.id);
  h.x.settle(payoutId!, 'processed');
  const [processed] = h.x.webhooks.held.splice(0);
  // The same event three times, then the same news under another event id (RazorpayX's retries are new deliveries).
  expect(await h.x.webhooks.deliver(processed!, { times: 3 })).toEqual([200, 200, 200]);
  await h.x.webhooks.deliver({ ...processed!, id: `${processed!.id}b` });
  expect(await withdrawalRow(h.t, w.id)).toMatchObject({ status: 'completed' });
  expect(await balancesOf(h.t, creator.user.id)).toEqual({ available: start.available - 40_000, held: start.held });

  h.x.settle(payoutId!, 'reversed', 'Beneficiary account is closed');
  await h.x.webhooks.deliverHeld();
  expect(await withdrawalRow(h.t, w.id)).toMatchObject({ status: 'failed', failureReason: 'Reversed by the bank: Beneficiary account is closed' });
  // The whole amount, fee included, is back.
  expect(await balancesOf(h.t, creator.user.id)).toEqual(start);
  // A late 'processed' (and the reversal again) after all that changes nothing.
  await h.x.webhooks.deliver({ ...processed!, id: `${processed!.id}late` });
  await h.x.webhooks.deliverHeld();
  expect(await withdrawalRow(h.t, w.id)).toMatchObject({ status: 'failed' });
  expect(await postingsOf(w.id)).toEqual(['withdrawal_paid', 'withdrawal_reserve', 'withdrawal_reversed']);
  expect(await balancesOf(h.t, creator.user.id)).toEqual(start);
  // Paid once and reversed: the retry is refused, the creator asks anew.
  expect((await admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'retry' })).status).toBe(409);
  expect((await reconcileLedger(h.t.services.db)).balanced).toBe(true);
});

it('out of order: the reversal before its processed event still pays once and reverses once', async () => {
  const start = await balancesOf(h.t, creator.user.id);
  const w = await pendingWithdrawal(h.t, creator.user.id, 25_000);
  await admin.client.call('processWithdrawal', { withdrawalId: w.id });
  const { payoutId } = await withdrawalRow(h.t, w.id);
  h.x.settle(payoutId!, 'processed');
  h.x.settle(payoutId!, 'reversed');
  await h.x.webhooks.deliverHeld('newest-first');
  expect(await withdrawalRow(h.t, w.id)).toMatchObject({ status: 'failed' });
  expect(await postingsOf(w.id)).toEqual(['withdrawal_paid', 'withdrawal_reserve', 'withdrawal_reversed']);
  expect(await balancesOf(h.t, creator.user.id)).toEqual(start);
});

it('a failed webhook for an earlier attempt never fails the retry', async () => {
  const start = await balancesOf(h.t, creator.user.id);
  const w = await pendingWithdrawal(h.t, creator.user.id, 20_000);
  await admin.client.call('processWithdrawal', { withdrawalId: w.id });
  const first = (await withdrawalRow(h.t, w.id)).payoutId!;
  h.x.settle(first, 'failed');
  const [failed] = h.x.webhooks.held.splice(0);
  await h.x.webhooks.deliver(failed!);
  await admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'retry' });
  await h.x.webhooks.deliver({ ...failed!, id: `${failed!.id}again` });
  expect(await withdrawalRow(h.t, w.id)).toMatchObject({ status: 'processing', attempt: 2 });
  h.x.settle((await withdrawalRow(h.t, w.id)).payoutId!, 'processed');
  await h.x.webhooks.deliverHeld();
  expect(await withdrawalRow(h.t, w.id)).toMatchObject({ status: 'completed' });
  expect(await balancesOf(h.t, creator.user.id)).toEqual({ available: start.available - 20_000, held: start.held });
  expect((await reconcileLedger(h.t.services.db)).balanced).toBe(true);
});

it('refuses a forged or unsigned webhook and writes nothing', async () => {
  const w = await pendingWithdrawal(h.t, creator.user.id, 10_000);
  await admin.client.call('processWithdrawal', { withdrawalId: w.id });
  h.x.settle((await withdrawalRow(h.t, w.id)).payoutId!, 'processed');
  const [event] = h.x.webhooks.held.splice(0);
  expect(await h.x.webhooks.deliver(event!, { secret: 'not-the-webhook-secret' })).toEqual([400]);
  const unsigned = await fetch(`${h.t.url}${RAZORPAYX_WEBHOOK_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event!.body) });
  expect(unsigned.status).toBe(400);
  expect((await withdrawalRow(h.t, w.id)).status).toBe('processing');
  expect(await h.x.webhooks.deliver(event!)).toEqual([200]);
  expect((await withdrawalRow(h.t, w.id)).status).toBe('completed');
  const doc = await (await fetch(`${h.t.url}/api/openapi.json`)).json();
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([RAZORPAYX_WEBHOOK_PATH, '/api/admin/withdrawals.csv']));
  expect(await h.t.services.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `withdrawal-paid:${w.id}`))).toHaveLength(1);
});
