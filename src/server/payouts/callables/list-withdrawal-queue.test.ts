import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditEntries, createUser, type TestUser } from '../../test/factories';
import { balancesOf, giveLiveEarnings, pendingWithdrawal, startPayoutsHarness, withdrawalRow, type PayoutsHarness } from '../../test/payout-harness';

let h: PayoutsHarness;
let admin: TestUser;
let creator: TestUser;

// A production site without RazorpayX keys: approved withdrawals are paid by hand.
beforeAll(async () => {
  h = await startPayoutsHarness({ razorpayx: false, env: { NODE_ENV: 'production' } });
  admin = await createUser(h.t, { role: 'admin' });
  creator = await createUser(h.t, { name: '=HYPERLINK("http://evil")' });
  await giveLiveEarnings(h, await createUser(h.t), creator, 5_000);
}, 60_000);
afterAll(() => h.close());

it('approval makes it "to be paid by hand"; the export lists it (the account masked for an admin), safely; mark-paid completes it with the bank reference', async () => {
  const start = await balancesOf(h.t, creator.user.id);
  const w = await pendingWithdrawal(h.t, creator.user.id, 20_000, { accountNumber: '50100123456789', ifsc: 'HDFC0001234', holderName: 'Asha Kulkarni' });
  const approved = await admin.client.call('processWithdrawal', { withdrawalId: w.id });
  expect(approved.result.withdrawal).toMatchObject({ status: 'processing', payoutMode: 'by-hand' });

  const queue = await admin.client.call('listWithdrawalQueue', { status: 'by-hand' });
  expect(queue.result.withdrawals).toEqual([expect.objectContaining({ id: w.id, payTo: 'A/c ••••6789 IFSC HDFC0001234 Asha Kulkarni', processedBy: admin.user.id, hold: null })]);

  const csv = await admin.client.fetch('/api/admin/withdrawals.csv?status=by-hand');
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toContain('text/csv');
  const text = await csv.text();
  expect(text).toContain('"A/c ••••6789 IFSC HDFC0001234 Asha Kulkarni"');
  expect(text).not.toContain('50100123456789');
  expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  expect(text).toContain('"196.00"');
  expect((await h.t.client().fetch('/api/admin/withdrawals.csv')).status).toBe(401);
  expect((await creator.client.fetch('/api/admin/withdrawals.csv')).status).toBe(403);
  expect((await admin.client.fetch('/api/admin/withdrawals.csv?status=lost')).status).toBe(400);

  const noReference = await admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'mark-paid' });
  expect(noReference.status).toBe(400);
  expect(noReference.error!.message).toContain('reason');
  expect((await withdrawalRow(h.t, w.id)).status).toBe('processing');
  const paid = await admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'mark-paid', reason: 'HDFCN52026112612345' });
  expect(paid.result.withdrawal).toMatchObject({ status: 'completed' });
  expect(await balancesOf(h.t, creator.user.id)).toEqual({ available: start.available - 20_000, held: start.held });
  expect((await auditEntries(h.t, w.id)).map((a) => [a.action, a.details.bankReference ?? null])).toEqual([['withdrawal.approve', null], ['withdrawal.mark-paid', 'HDFCN52026112612345']]);
  expect((await creator.client.call('initiateMicroPayout', {})).status).toBe(503);
});
