import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { auditEntries, createUser, type TestUser } from '../../test/factories';
import { giveLiveEarnings, pendingWithdrawal, startPayoutsHarness, type PayoutsHarness } from '../../test/payout-harness';

const ACCOUNT = { accountNumber: '50100987654321', ifsc: 'HDFC0001234', holderName: 'Asha Kulkarni' };
const WHOLE = 'A/c 50100987654321 IFSC HDFC0001234 Asha Kulkarni';
const MASKED = 'A/c ••••4321 IFSC HDFC0001234 Asha Kulkarni';

async function approvedByHand(h: PayoutsHarness, creator: TestUser, approver: TestUser) {
  const w = await pendingWithdrawal(h.t, creator.user.id, 20_000, ACCOUNT);
  const approved = await approver.client.call('processWithdrawal', { withdrawalId: w.id });
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${approved.error?.message}`);
  return w;
}

describe('on a site that pays by hand (production, no RazorpayX keys)', () => {
  let h: PayoutsHarness;
  let admin: TestUser;
  let superAdmin: TestUser;
  let creator: TestUser;
  beforeAll(async () => {
    h = await startPayoutsHarness({ razorpayx: false, env: { NODE_ENV: 'production' } });
    admin = await createUser(h.t, { role: 'admin' });
    superAdmin = await createUser(h.t, { role: 'super_admin' });
    creator = await createUser(h.t);
    await giveLiveEarnings(h, await createUser(h.t), creator, 5_000);
  }, 60_000);
  afterAll(() => h?.close());

  it('the queue masks account numbers for every admin; only super admins may reveal', async () => {
    const w = await approvedByHand(h, creator, admin);
    for (const [who, canReveal] of [[admin, false], [superAdmin, true]] as const) {
      const queue = await who.client.call('listWithdrawalQueue', { status: 'by-hand' });
      expect(queue.result.canRevealAccounts).toBe(canReveal);
      expect(queue.result.withdrawals.find((x: { id: string }) => x.id === w.id)).toMatchObject({ payTo: MASKED });
      expect(JSON.stringify(queue.result)).not.toContain('50100987654321');
    }
  });

  it('revealWithdrawalAccount: signed out 401, a member 403, an admin 403; a super admin sees it whole, audited each time', async () => {
    const w = await approvedByHand(h, creator, admin);
    expect((await h.t.client().call('revealWithdrawalAccount', { withdrawalId: w.id })).status).toBe(401);
    expect((await creator.client.call('revealWithdrawalAccount', { withdrawalId: w.id })).status).toBe(403);
    expect((await admin.client.call('revealWithdrawalAccount', { withdrawalId: w.id })).status).toBe(403);
    expect(await auditEntries(h.t, w.id)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) {
      const answer = await superAdmin.client.call('revealWithdrawalAccount', { withdrawalId: w.id });
      expect(answer.result).toEqual({ success: true, withdrawalId: w.id, payTo: WHOLE });
    }
    const reveals = (await auditEntries(h.t, w.id)).filter((a) => a.action === 'withdrawal.revealAccount');
    expect(reveals.map((a) => [a.actorId, a.details.userId])).toEqual([
      [superAdmin.user.id, creator.user.id],
      [superAdmin.user.id, creator.user.id],
    ]);
  });

  it('revealWithdrawalAccount bad input: 400 naming the field, 404 unknown, 409 for one not waiting to be paid by hand; nothing audited', async () => {
    const pending = await pendingWithdrawal(h.t, creator.user.id, 10_000, ACCOUNT);
    const cases: [unknown, number, string][] = [
      [{}, 400, 'withdrawalId is required'],
      [{ withdrawalId: 'x', extra: 1 }, 400, 'extra'],
      [{ withdrawalId: 'no-such-withdrawal' }, 404, 'withdrawalId: no such withdrawal'],
      [{ withdrawalId: pending.id }, 409, 'withdrawalId: it is pending, not approved and waiting to be paid by hand, so its account is not needed'],
    ];
    for (const [data, status, message] of cases) {
      const answer = await superAdmin.client.call('revealWithdrawalAccount', data);
      expect(answer.status, JSON.stringify(data)).toBe(status);
      expect(answer.error!.message).toContain(message);
    }
    expect(await auditEntries(h.t, pending.id)).toEqual([]);
  });

  it('the CSV is masked for an admin and whole for a super admin; each export is audited', async () => {
    await approvedByHand(h, creator, admin);
    const asAdmin = await (await admin.client.fetch('/api/admin/withdrawals.csv?status=by-hand')).text();
    expect(asAdmin).toContain(`"${MASKED}"`);
    expect(asAdmin).not.toContain('50100987654321');
    const asSuper = await (await superAdmin.client.fetch('/api/admin/withdrawals.csv?status=by-hand')).text();
    expect(asSuper).toContain(`"${WHOLE}"`);
    const exports = await h.t.services.db.select().from(auditLog).where(and(eq(auditLog.action, 'withdrawal.exportCsv'), eq(auditLog.targetId, 'by-hand')));
    expect(exports.map((e) => [e.actorId, e.details.accountNumbers])).toEqual([
      [admin.user.id, 'masked'],
      [superAdmin.user.id, 'whole'],
    ]);
  });

  it('one bank reference marked paid on two withdrawals at once: one completes, the other is a 409 sentence, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await approvedByHand(h, creator, admin);
      const b = await approvedByHand(h, creator, admin);
      const reference = `HDFCN5202611261${round}`;
      const answers = await Promise.all([a, b].map((w) => admin.client.call('processWithdrawal', { withdrawalId: w.id, action: 'mark-paid', reason: reference })));
      expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
      expect(answers.find((x) => x.status === 409)!.error!.message).toBe(`Failed to process withdrawal: reason: the bank reference ${reference} is already recorded for another withdrawal`);
    }
  });
});

describe('on a site whose payouts are made without a person (the built-in test payouts, as RazorpayX)', () => {
  let h: PayoutsHarness;
  beforeAll(async () => {
    h = await startPayoutsHarness({ razorpayx: false });
  }, 60_000);
  afterAll(() => h?.close());

  it('no one sees a whole account number: reveal is refused even to a super admin, and the CSV is masked', async () => {
    const superAdmin = await createUser(h.t, { role: 'super_admin' });
    const creator = await createUser(h.t);
    await giveLiveEarnings(h, await createUser(h.t), creator, 1_000);
    const w = await pendingWithdrawal(h.t, creator.user.id, 10_000, ACCOUNT);
    const queue = await superAdmin.client.call('listWithdrawalQueue', {});
    expect(queue.result).toMatchObject({ canRevealAccounts: false });
    expect(queue.result.withdrawals.find((x: { id: string }) => x.id === w.id)).toMatchObject({ payTo: MASKED });
    const reveal = await superAdmin.client.call('revealWithdrawalAccount', { withdrawalId: w.id });
    expect([reveal.status, reveal.error?.message]).toEqual([
      403,
      'withdrawalId: whole account numbers are shown only on a site that pays withdrawals by hand; here they are paid without anyone typing them',
    ]);
    const csv = await (await superAdmin.client.fetch('/api/admin/withdrawals.csv?status=pending')).text();
    expect(csv).toContain(`"${MASKED}"`);
    expect(csv).not.toContain('50100987654321');
  });
});
