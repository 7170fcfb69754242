import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutSettings } from '../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { addBankDestination, addUpiDestination, askStepUpCode, setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
  await setPin(t, owner, PIN);
});
afterAll(async () => t?.close());

const settingsRow = async (userId: string) => (await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.userId, userId)))[0];
const PIN = '3579';
const update = (who: TestUser, input: Record<string, unknown>) => who.client.call('updatePayoutSettings', { pin: PIN, ...input });

describe('updatePayoutSettings', () => {
  it('sets the schedule, and the default by method (the newest of it) or by id', async () => {
    expect((await update(owner, { schedule: 'weekly' })).result.settings).toMatchObject({ schedule: 'weekly', defaultDestinationId: null });
    const older = await addUpiDestination(t, owner, 'asha@okaxis', { makeDefault: false });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await addUpiDestination(t, owner, 'asha@ybl', { makeDefault: false });
    const bank = await addBankDestination(t, owner, {}, { pin: PIN });
    expect((await settingsRow(owner.user.id))!.defaultDestinationId).toBe(bank.id);

    const byMethod = await update(owner, { userId: owner.user.id, defaultMethod: 'upi' });
    expect(byMethod.result.settings).toMatchObject({ schedule: 'weekly', defaultDestinationId: newer.id, defaultMethod: 'upi' });
    expect(byMethod.result.settings.destinations.filter((d: { isDefault: boolean }) => d.isDefault).map((d: { id: string }) => d.id)).toEqual([newer.id]);
    expect((await update(owner, { defaultDestinationId: older.id, defaultMethod: 'upi', schedule: 'monthly' })).result.settings).toMatchObject({ schedule: 'monthly', defaultDestinationId: older.id, defaultMethod: 'upi' });
    expect((await update(owner, { defaultMethod: 'bank' })).result.settings).toMatchObject({ schedule: 'monthly', defaultDestinationId: bank.id, defaultMethod: 'bank' });
    expect(await settingsRow(owner.user.id)).toMatchObject({ schedule: 'monthly', defaultDestinationId: bank.id });
  });

  it('refuses a visitor, someone else’s userId (admins too), someone else’s destination and bad input, writing nothing', async () => {
    const person = await createUser(t);
    await setPin(t, person, PIN);
    const othersUpi = await addUpiDestination(t, other, 'other@okaxis');
    const before = await settingsRow(owner.user.id);
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { schedule: 'weekly' }, 401, 'User not authenticated'],
      [other, { userId: person.user.id, schedule: 'weekly' }, 403, 'You can only change your own payout settings'],
      [admin, { userId: person.user.id, schedule: 'weekly' }, 403, 'You can only change your own payout settings'],
      [person, {}, 400, 'schedule: give a schedule, a defaultMethod or a defaultDestinationId to change'],
      [person, { schedule: 'daily' }, 400, "schedule: must be 'instant', 'weekly' or 'monthly'"],
      [person, { defaultMethod: 'paypal' }, 400, "defaultMethod: must be 'upi' or 'bank'"],
      [person, { defaultMethod: 'upi' }, 400, 'defaultMethod: you have no UPI id yet; add one first'],
      [person, { schedule: 'weekly', defaultMethod: 'bank' }, 400, 'defaultMethod: you have no bank account yet; add one first'],
      [person, { schedule: 'weekly', defaultDestinationId: othersUpi.id }, 400, 'defaultDestinationId: not one of your payout destinations'],
      [person, { defaultDestinationId: 'no-such-destination' }, 400, 'defaultDestinationId: not one of your payout destinations'],
      [person, { schedule: 'weekly', pinHash: 'x' }, 400, 'pinHash: cannot be set here'],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = who ? await update(who, input) : await t.client().call('updatePayoutSettings', input);
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
    expect(await settingsRow(person.user.id)).toMatchObject({ schedule: 'instant', defaultDestinationId: null });
    expect(await settingsRow(owner.user.id)).toEqual(before);
    // A destination of the other method, named with a method it is not.
    const bank = (await owner.client.call('getPayoutSettings')).result.settings.destinations.find((d: { method: string }) => d.method === 'bank');
    const mismatch = await update(owner, { defaultDestinationId: bank.id, defaultMethod: 'upi', schedule: 'instant' });
    expect([mismatch.status, mismatch.error?.message]).toEqual([400, 'defaultMethod: the chosen destination is a bank account, not a UPI id']);
    expect(await settingsRow(owner.user.id)).toEqual(before);
  });

  it('needs the PIN or an e-mailed code for a default or a schedule that pays by itself, not for instant (decision 047)', async () => {
    const person = await createUser(t);
    const upi = await addUpiDestination(t, person, 'person.default@okaxis', { makeDefault: false });
    const NEEDS_CODE = 'code: this needs your withdrawal PIN, or, as none is set yet, a code we e-mail you; ask for the code and enter it here';
    for (const input of [{ schedule: 'weekly' }, { schedule: 'monthly' }, { defaultDestinationId: upi.id }, { defaultMethod: 'upi' }, { schedule: 'instant', defaultMethod: 'upi' }]) {
      const answer = await update(person, { ...input, pin: undefined });
      expect([answer.status, answer.error?.message], JSON.stringify(input)).toEqual([400, NEEDS_CODE]);
    }
    expect(await settingsRow(person.user.id)).toBeUndefined();
    expect((await update(person, { schedule: 'instant', pin: undefined })).result.settings).toMatchObject({ schedule: 'instant', defaultDestinationId: null });
    const code = await askStepUpCode(t, person, 'change-payout-settings');
    expect((await update(person, { schedule: 'weekly', defaultDestinationId: upi.id, pin: undefined, code })).result.settings).toMatchObject({ schedule: 'weekly', defaultDestinationId: upi.id });
    // Spent: the same code changes nothing more.
    expect((await update(person, { schedule: 'monthly', pin: undefined, code })).status).toBe(400);
    expect(await settingsRow(person.user.id)).toMatchObject({ schedule: 'weekly', defaultDestinationId: upi.id });
  });
});
