import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutSettings } from '../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { maskPan } from './update-kyc-lite';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const settingsRow = async (userId: string) => (await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.userId, userId)))[0];
const kyc = (who: TestUser, input: Record<string, unknown>) => who.client.call('updateKycLite', { legalName: 'Asha Rao', pan: 'ABCDE1234F', ...input });

describe('updateKycLite', () => {
  it('keeps the PAN masked and hashed only, and answers the mask', async () => {
    const answer = await kyc(owner, { legalName: '  Asha Rao ', pan: 'abcde1234f' });
    expect(answer).toMatchObject({ status: 200, result: { success: true, kyc: { legalName: 'Asha Rao', panMasked: 'ABCXXXXXXF', complete: true } } });
    const row = await settingsRow(owner.user.id);
    expect(row).toMatchObject({ legalName: 'Asha Rao', panMasked: 'ABCXXXXXXF', panHash: t.services.payoutKeys.fingerprint('pan:ABCDE1234F') });
    expect(row!.kycUpdatedAt).toBeInstanceOf(Date);
    // Nowhere whole: not in the row, not in any answer.
    expect(JSON.stringify(row)).not.toMatch(/ABCDE1234F/i);
    const reads = [answer, await owner.client.call('getPayoutSettings'), await admin.client.call('getPayoutSettings', { userId: owner.user.id }), await owner.client.call('getUserDownloadsAndVerification'), await owner.client.call('getMyAccount')];
    for (const read of reads) expect(JSON.stringify(read)).not.toMatch(/ABCDE1234F|DE1234/i);
    expect(maskPan('PQRST6789Z')).toBe('PQRXXXXXXZ');
    // The owner may send it again, or change name and PAN.
    expect((await kyc(owner, { pan: 'ABCDE1234F', legalName: 'Asha R. Rao' })).result.kyc).toEqual({ legalName: 'Asha R. Rao', panMasked: 'ABCXXXXXXF', complete: true });
  });

  it('refuses a PAN already on another account (409), however the two arrive', async () => {
    const refused = await kyc(other, { pan: 'abcde1234f', legalName: 'Someone Else' });
    expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([409, 'already-exists', 'pan: already used by another account']);
    expect(await settingsRow(other.user.id)).toBeUndefined();
    const [a, b] = [await createUser(t), await createUser(t)];
    const answers = await Promise.all([kyc(a, { pan: 'FGHIJ5678K' }), kyc(b, { pan: 'FGHIJ5678K' })]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const rows = await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.panHash, t.services.payoutKeys.fingerprint('pan:FGHIJ5678K')));
    expect(rows).toHaveLength(1);
  });

  it('refuses a visitor, someone else’s userId (admins too) and bad input, writing nothing', async () => {
    const person = await createUser(t);
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, {}, 401, 'User not authenticated'],
      [other, { userId: person.user.id, pan: 'KLMNO1234P' }, 403, 'You can only change your own payout settings'],
      [admin, { userId: person.user.id, pan: 'KLMNO1234P' }, 403, 'You can only change your own payout settings'],
      [person, { legalName: 'Al' }, 400, 'legalName: at least 3 characters'],
      [person, { legalName: '   Al   ' }, 400, 'legalName: at least 3 characters'],
      [person, { legalName: 'A'.repeat(101) }, 400, 'legalName: at most 100 characters'],
      [person, { legalName: undefined }, 400, 'legalName is required'],
      [person, { pan: 'ABCDE12345' }, 400, 'pan: five letters, four digits, one letter (like ABCDE1234F)'],
      [person, { pan: 'ABCD01234F' }, 400, 'pan: five letters, four digits, one letter (like ABCDE1234F)'],
      [person, { pan: 'ABCDE1234FG' }, 400, 'pan: five letters, four digits, one letter (like ABCDE1234F)'],
      [person, { pan: undefined }, 400, 'pan is required'],
      [person, { pan: 'KLMNO1234P', panMasked: 'KLMXXXXXXP' }, 400, 'panMasked: cannot be set here'],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = who ? await kyc(who, input) : await t.client().call('updateKycLite', { legalName: 'Asha Rao', pan: 'KLMNO1234P' });
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
      // A refused PAN is not echoed back either.
      expect(JSON.stringify(answer)).not.toContain('KLMNO1234P');
    }
    expect(await settingsRow(person.user.id)).toBeUndefined();
  });
});
