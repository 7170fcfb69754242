import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_REQUIRED_ABOVE_PAISE } from '../../../shared/constants/payout-rules';
import { WITHDRAWAL_DOWNLOADS_REQUIRED } from '../../../shared/constants/tip-rules';
import { createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { addUpiDestination, completeKyc, setPin, setTotalDownloads, testPan } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const NOTHING_YET = { success: true, totalDownloads: 0, downloadsRequired: WITHDRAWAL_DOWNLOADS_REQUIRED, isEligible: false, hasDestination: false, pinSet: false, kycComplete: false, kycRequiredAbove: KYC_REQUIRED_ABOVE_PAISE };

describe('getUserDownloadsAndVerification', () => {
  it('counts the downloads against the 1,000 required and says what else a withdrawal needs', async () => {
    expect((await owner.client.call('getUserDownloadsAndVerification')).result).toEqual(NOTHING_YET);
    await setTotalDownloads(t, owner.user.id, WITHDRAWAL_DOWNLOADS_REQUIRED - 1);
    expect((await owner.client.call('getUserDownloadsAndVerification', {})).result).toMatchObject({ totalDownloads: 999, isEligible: false });
    await setTotalDownloads(t, owner.user.id, WITHDRAWAL_DOWNLOADS_REQUIRED);
    await addUpiDestination(t, owner, 'asha@okaxis');
    await setPin(t, owner, '1357');
    await completeKyc(owner, testPan());
    expect((await owner.client.call('getUserDownloadsAndVerification', { userId: owner.user.id })).result).toEqual({
      ...NOTHING_YET, totalDownloads: 1000, isEligible: true, hasDestination: true, pinSet: true, kycComplete: true,
    });
  });

  it('lets an admin read another member’s, and no one else', async () => {
    expect((await admin.client.call('getUserDownloadsAndVerification', { userId: owner.user.id })).result).toMatchObject({ totalDownloads: 1000, isEligible: true, hasDestination: true });
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, {}, 401, 'User not authenticated'],
      [other, { userId: owner.user.id }, 403, 'You can only see your own payout settings'],
      [admin, { userId: 'no-such-member' }, 404, 'userId: no such member'],
      [owner, { totalDownloads: 5000 }, 400, 'totalDownloads: cannot be set here'],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call('getUserDownloadsAndVerification', input);
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
    expect((await other.client.call('getUserDownloadsAndVerification')).result).toEqual(NOTHING_YET);
  });
});
