import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutDestinations, payoutSettings } from '../../db/schema';
import { destinationFingerprintText } from '../destination-view';
import { bankNameForIfsc } from '../ifsc-banks';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { notificationRowsOf } from '../../test/notification-factories';
import { addUpiDestination, askStepUpCode, setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MAX_PAYOUT_DESTINATIONS } from './add-payout-bank-account';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // Jobs run when drained: "no second notice" is then exact, not a wait.
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
  await setPin(t, owner, PIN);
  await setPin(t, other, PIN);
});
afterAll(async () => t?.close());

const rowsOf = (userId: string) => t.services.db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, userId));
const PIN = '2468';
const add = (who: TestUser, input: Record<string, unknown>) => who.client.call('addPayoutBankAccount', { holderName: 'Asha Rao', accountNumber: '50100123454321', ifsc: 'HDFC0001234', pin: PIN, ...input });

describe('addPayoutBankAccount', () => {
  it('keeps the number sealed and its last four digits, names the bank from the IFSC, and makes the first destination the default', async () => {
    const answer = await add(owner, { holderName: '  Asha Rao  ', ifsc: 'hdfc0001234' });
    expect(answer.status).toBe(200);
    const { destination } = answer.result;
    expect(destination).toMatchObject({
      method: 'bank', label: 'HDFC Bank ••••4321', upiId: null, holderName: 'Asha Rao', accountLast4: '4321', ifsc: 'HDFC0001234', bankName: 'HDFC Bank',
      verification: 'format', verifiedName: null, microPayout: { status: null, at: null }, isDefault: true,
    });
    expect(JSON.stringify(answer)).not.toContain('50100123454321');
    const [row] = await rowsOf(owner.user.id);
    expect(row!.accountNumberSealed).toMatch(/^v1\./);
    expect(row!.accountNumberSealed).not.toContain('50100123454321');
    expect(JSON.stringify(answer)).not.toContain(row!.accountNumberSealed);
    expect(t.services.payoutKeys.unseal(row!.accountNumberSealed!)).toBe('50100123454321');
    expect(row!.fingerprint).toBe(t.services.payoutKeys.fingerprint(destinationFingerprintText({ method: 'bank', accountNumber: '50100123454321', ifsc: 'HDFC0001234' })));
    expect((await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.userId, owner.user.id)))[0]!.defaultDestinationId).toBe(destination.id);

    // The same account again (however spelt) answers the one kept; a second account is not the default.
    const again = await add(owner, { holderName: 'A. Rao', accountNumber: ' 50100123454321 ', ifsc: 'HDFC0001234' });
    expect(again.result.destination).toEqual(destination);
    const second = await add(owner, { accountNumber: '000123456789', ifsc: 'ZZZZ0AB12C3' });
    expect(second.result.destination).toMatchObject({ bankName: null, label: 'ZZZZ0AB12C3 ••••6789', accountLast4: '6789', isDefault: false });
    expect(await rowsOf(owner.user.id)).toHaveLength(2);
    // Another person's copy of the same account is theirs: one row each.
    expect((await add(other, {})).result.destination).toMatchObject({ accountLast4: '4321', isDefault: true });
  });

  it('knows the large banks by their IFSC prefixes', () => {
    expect([
      ['SBIN0001234', 'State Bank of India'], ['ICIC0000001', 'ICICI Bank'], ['UTIB0000123', 'Axis Bank'], ['KKBK0000958', 'Kotak Mahindra Bank'],
      ['PUNB0244200', 'Punjab National Bank'], ['BARB0DBKORA', 'Bank of Baroda'], ['CNRB0001234', 'Canara Bank'], ['UBIN0530000', 'Union Bank of India'],
      ['IDIB000A001', 'Indian Bank'], ['BKID0000001', 'Bank of India'], ['YESB0000001', 'Yes Bank'], ['INDB0000001', 'IndusInd Bank'],
      ['IDFB0040101', 'IDFC FIRST Bank'], ['FDRL0001234', 'Federal Bank'], ['XYZW0000001', null],
    ].map(([ifsc]) => [ifsc, bankNameForIfsc(ifsc!)])).toEqual([
      ['SBIN0001234', 'State Bank of India'], ['ICIC0000001', 'ICICI Bank'], ['UTIB0000123', 'Axis Bank'], ['KKBK0000958', 'Kotak Mahindra Bank'],
      ['PUNB0244200', 'Punjab National Bank'], ['BARB0DBKORA', 'Bank of Baroda'], ['CNRB0001234', 'Canara Bank'], ['UBIN0530000', 'Union Bank of India'],
      ['IDIB000A001', 'Indian Bank'], ['BKID0000001', 'Bank of India'], ['YESB0000001', 'Yes Bank'], ['INDB0000001', 'IndusInd Bank'],
      ['IDFB0040101', 'IDFC FIRST Bank'], ['FDRL0001234', 'Federal Bank'], ['XYZW0000001', null],
    ]);
  });

  it('adds the same account sent twice at once only once', async () => {
    const person = await createUser(t);
    await setPin(t, person, PIN);
    const answers = await Promise.all(Array.from({ length: 6 }, () => add(person, { accountNumber: '112233445566' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.result.destination.id)).size).toBe(1);
    expect(await rowsOf(person.user.id)).toHaveLength(1);
  });

  it(`refuses a visitor, someone else’s userId (admins too), bad input and a ${MAX_PAYOUT_DESTINATIONS + 1}st destination, writing nothing`, async () => {
    const person = await createUser(t);
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, {}, 401, 'User not authenticated'],
      [other, { userId: person.user.id }, 403, 'You can only change your own payout settings'],
      [admin, { userId: person.user.id }, 403, 'You can only change your own payout settings'],
      [person, { holderName: 'A' }, 400, 'holderName: at least 2 characters'],
      [person, { holderName: 'A'.repeat(101) }, 400, 'holderName: at most 100 characters'],
      [person, { holderName: undefined }, 400, 'holderName is required'],
      [person, { accountNumber: '12345678' }, 400, 'accountNumber: 9 to 18 digits'],
      [person, { accountNumber: '1234567890123456789' }, 400, 'accountNumber: 9 to 18 digits'],
      [person, { accountNumber: '5010-0123-4543' }, 400, 'accountNumber: 9 to 18 digits'],
      [person, { accountNumber: 501001234543 }, 400, 'accountNumber is required'],
      [person, { ifsc: 'HDFC1001234' }, 400, 'ifsc: 4 letters, a zero, then 6 letters or digits (like HDFC0001234)'],
      [person, { ifsc: 'HDF00001234' }, 400, 'ifsc: 4 letters, a zero, then 6 letters or digits (like HDFC0001234)'],
      [person, { ifsc: undefined }, 400, 'ifsc is required'],
      [person, { bankName: 'Swiss Bank' }, 400, 'bankName: cannot be set here'],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = who ? await add(who, input) : await t.client().call('addPayoutBankAccount', { holderName: 'Asha Rao', accountNumber: '50100123454321', ifsc: 'HDFC0001234' });
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
    expect(await rowsOf(person.user.id)).toEqual([]);
    expect(await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.userId, person.user.id))).toEqual([]);

    for (let i = 0; i < MAX_PAYOUT_DESTINATIONS; i += 1) await addUpiDestination(t, person, `person${i}@okicici`, { makeDefault: i === 0 });
    const full = await add(person, { pin: undefined, code: await askStepUpCode(t, person, 'add-payout-destination') });
    expect([full.status, full.error?.message]).toEqual([400, `accountNumber: you already have ${MAX_PAYOUT_DESTINATIONS} payout destinations; remove one first`]);
    expect((await t.services.db.select({ n: count() }).from(payoutDestinations).where(eq(payoutDestinations.userId, person.user.id)))[0]!.n).toBe(MAX_PAYOUT_DESTINATIONS);
  });

  it('needs the PIN, or a code e-mailed for it; is paid nothing for 24 hours; and tells the owner at once (decision 047)', async () => {
    const person = await createUser(t);
    const bare = await add(person, { pin: undefined });
    expect([bare.status, bare.error?.message]).toEqual([400, 'code: this needs your withdrawal PIN, or, as none is set yet, a code we e-mail you; ask for the code and enter it here']);
    const wrong = await add(owner, { accountNumber: '998877665544', pin: '1111' });
    expect([wrong.status, wrong.error?.message]).toEqual([400, 'pin: wrong PIN; 4 more wrong tries lock withdrawals for 30 minutes']);
    expect(await rowsOf(person.user.id)).toEqual([]);
    expect((await rowsOf(owner.user.id)).some((row) => row.accountLast4 === '5544')).toBe(false);

    const added = await add(person, { pin: undefined, code: await askStepUpCode(t, person, 'add-payout-destination') });
    expect(added.status).toBe(200);
    const { destination } = added.result;
    expect(Date.parse(destination.usableFrom) - Date.parse(destination.createdAt)).toBe(24 * 3_600_000);
    await t.drainJobs();
    expect((await notificationRowsOf(t, person.user.id, 'security')).map((n) => [n.securityEvent, n.priority, n.message.startsWith('HDFC Bank ••••4321 was added to be paid your earnings; it can be paid from ')])).toEqual([
      ['payout_destination_added', 'high', true],
    ]);
    // The same account again is no new destination: no second notice.
    expect((await add(person, { pin: undefined, code: await askStepUpCode(t, person, 'add-payout-destination') })).result.destination.id).toBe(destination.id);
    await t.drainJobs();
    expect(await notificationRowsOf(t, person.user.id, 'security')).toHaveLength(1);
  });
});
