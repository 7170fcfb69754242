import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutDestinations } from '../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { addBankDestination, addUpiDestination, completeKyc, setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
const ACCOUNT = '501004567894321';
const PAN = 'BQRPK4821M';
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
  await addUpiDestination(t, owner, 'asha.rao@okaxis', { makeDefault: false });
  await addBankDestination(t, owner, { holderName: 'Asha Rao', accountNumber: ACCOUNT, ifsc: 'SBIN0004321' });
  await setPin(t, owner, '2580');
  await completeKyc(owner, PAN, 'Asha Rao');
});
afterAll(async () => t?.close());

describe('getPayoutSettings', () => {
  it('answers someone who never set anything with the defaults', async () => {
    const fresh = await createUser(t);
    expect((await fresh.client.call('getPayoutSettings')).result).toEqual({
      success: true,
      settings: { schedule: 'instant', defaultDestinationId: null, defaultMethod: null, pinSet: false, pinLockedUntil: null, kyc: { legalName: null, panMasked: null, complete: false }, destinations: [], withdrawalFeeBps: 200 },
    });
  });

  it('shows the owner everything, masked: the last four digits, the PAN’s mask, never the whole number, its sealed text or the PAN', async () => {
    const answer = await owner.client.call('getPayoutSettings', { userId: owner.user.id });
    const [bank] = await t.services.db.select().from(payoutDestinations).where(eq(payoutDestinations.accountLast4, '4321'));
    expect(answer.result.settings).toMatchObject({
      schedule: 'instant',
      defaultDestinationId: bank!.id,
      defaultMethod: 'bank',
      pinSet: true,
      pinLockedUntil: null,
      kyc: { legalName: 'Asha Rao', panMasked: 'BQRXXXXXXM', complete: true },
    });
    // Newest first.
    expect(answer.result.settings.destinations).toEqual([
      expect.objectContaining({ method: 'bank', label: 'State Bank of India ••••4321', accountLast4: '4321', ifsc: 'SBIN0004321', bankName: 'State Bank of India', holderName: 'Asha Rao', isDefault: true }),
      expect.objectContaining({ method: 'upi', label: 'asha.rao@okaxis', upiId: 'asha.rao@okaxis', accountLast4: null, isDefault: false }),
    ]);
    const text = JSON.stringify(answer);
    for (const secret of [ACCOUNT, ACCOUNT.slice(0, 8), bank!.accountNumberSealed!, bank!.fingerprint, PAN]) expect(text).not.toContain(secret);
    expect(t.services.payoutKeys.unseal(bank!.accountNumberSealed!)).toBe(ACCOUNT);
  });

  it('lets an admin see another member’s settings without any account detail, and no one else', async () => {
    const seen = await admin.client.call('getPayoutSettings', { userId: owner.user.id });
    expect(seen.status).toBe(200);
    expect(seen.result.settings).toMatchObject({ defaultMethod: 'bank', pinSet: true, kyc: { legalName: null, panMasked: null, complete: true } });
    expect(seen.result.settings.destinations.map((d: Record<string, unknown>) => [d.method, d.label, d.upiId, d.holderName, d.accountLast4, d.ifsc])).toEqual([
      ['bank', 'State Bank of India account', null, null, null, null],
      ['upi', 'UPI id', null, null, null, null],
    ]);
    expect(JSON.stringify(seen)).not.toMatch(/asha|4321|BQR/i);
    const cases: [TestUser | null, unknown, number, string][] = [
      [null, {}, 401, 'User not authenticated'],
      [other, { userId: owner.user.id }, 403, 'You can only see your own payout settings'],
      [admin, { userId: 'no-such-member' }, 404, 'userId: no such member'],
      [owner, { userId: '' }, 400, 'userId: Too small: expected string to have >=1 characters'],
      [owner, { accountNumber: true }, 400, 'accountNumber: cannot be set here'],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call('getPayoutSettings', input);
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
  });

  it('never puts the PAN or an account number in another callable’s answer', async () => {
    const answers = [
      await owner.client.call('getMyAccount'),
      await other.client.call('getUserProfile', { uid: owner.user.id }),
      await admin.client.call('getUserProfile', { uid: owner.user.id }),
      await owner.client.call('getUserDownloadsAndVerification'),
      await owner.client.call('updatePayoutSettings', { schedule: 'weekly', pin: '2580' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer);
      expect(text).not.toContain(PAN);
      expect(text).not.toContain(ACCOUNT);
    }
  });
});
