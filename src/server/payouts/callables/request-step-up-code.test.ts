import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, payoutDestinations, payoutSettings, verifications } from '../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { askStepUpCode, setPin } from '../../test/payout-factories';
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

const SUBJECT = 'Your Meshmandi code to confirm a change to your earnings';
const codesOf = (userId: string) => t.services.db.select().from(verifications).where(like(verifications.identifier, `step-up:%:${userId}`));
const codeMailsTo = (email: string) => t.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, SUBJECT)));
const upisOf = (userId: string) => t.services.db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, userId));
const addUpi = (who: TestUser, upiId: string, proof: Record<string, unknown>) => who.client.call('verifyUpiVpa', { upiId, ...proof });

describe('requestStepUpCode (decision 047)', () => {
  it('e-mails a code for one purpose to the account’s own address, kept as a keyed hash, good for 15 minutes', async () => {
    const before = Date.now();
    const answer = await owner.client.call('requestStepUpCode', { purpose: 'add-payout-destination' });
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ success: true, sentTo: owner.email, expiresAt: expect.any(String) });
    expect((Date.parse(answer.result.expiresAt) - before) / 60_000).toBeGreaterThan(14.9);
    const [mail, ...more] = await codeMailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe('otp');
    const code = await t.lastOtp(owner.email);
    expect(mail!.text).toContain('Enter this code to add a UPI id or bank account for your earnings to be paid to');
    const [stored, ...others] = await codesOf(owner.user.id);
    expect(others).toEqual([]);
    expect(stored!.identifier).toBe(`step-up:add-payout-destination:${owner.user.id}`);
    expect(stored!.value).not.toContain(code);
    expect(stored!.value).toBe(t.services.payoutKeys.fingerprint(`step-up:add-payout-destination:${owner.user.id}:${code}`));
  });

  it('confirms one action of its own purpose, once: not another purpose, not a second time', async () => {
    const person = await createUser(t);
    const tipCode = await askStepUpCode(t, person, 'tip-from-earnings');
    const wrongPurpose = await addUpi(person, 'person@okaxis', { code: tipCode });
    expect([wrongPurpose.status, wrongPurpose.error?.message]).toEqual([400, 'code: this code has expired, was used, or a newer one was sent; ask for a new code']);
    const code = await askStepUpCode(t, person, 'add-payout-destination');
    // Two at once with one code: one is added, the other finds the code spent.
    const answers = await Promise.all([addUpi(person, 'person@okaxis', { code }), addUpi(person, 'person@ybl', { code })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(await upisOf(person.user.id)).toHaveLength(1);
    const again = await addUpi(person, 'person@ibl', { code });
    expect([again.status, again.error?.message]).toEqual([400, 'code: this code has expired, was used, or a newer one was sent; ask for a new code']);
    expect(await upisOf(person.user.id)).toHaveLength(1);
  });

  it('counts a wrong code as a wrong PIN: the fifth in a row locks withdrawals and ends the code', async () => {
    const person = await createUser(t);
    const code = await askStepUpCode(t, person, 'add-payout-destination');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await addUpi(person, 'guess@okaxis', { code: wrong });
      expect([answer.status, answer.error?.message]).toEqual([400, `code: wrong code; ${left} more wrong ${left === 1 ? 'try locks' : 'tries lock'} withdrawals for 30 minutes`]);
    }
    const locking = await addUpi(person, 'guess@okaxis', { code: wrong });
    expect(locking.error?.message).toMatch(/^code: too many wrong PINs; withdrawals are locked until .+ IST$/);
    expect(await codesOf(person.user.id)).toEqual([]);
    const right = await addUpi(person, 'guess@okaxis', { code });
    expect(right.status).toBe(400);
    const asked = await person.client.call('requestStepUpCode', { purpose: 'add-payout-destination' });
    expect(asked.error?.message).toMatch(/^code: too many wrong PINs; withdrawals are locked until .+ IST$/);
    expect(await upisOf(person.user.id)).toEqual([]);
  });

  it('sends at most one unused code a minute per purpose', async () => {
    const person = await createUser(t);
    expect((await person.client.call('requestStepUpCode', { purpose: 'change-payout-settings' })).status).toBe(200);
    const again = await person.client.call('requestStepUpCode', { purpose: 'change-payout-settings' });
    expect([again.status, again.error?.message]).toEqual([429, expect.stringMatching(/^Please wait \d+ seconds before asking for another code\.$/)]);
    expect((await person.client.call('requestStepUpCode', { purpose: 'tip-from-earnings' })).status).toBe(200);
    expect(await codesOf(person.user.id)).toHaveLength(2);
  });

  it('refuses a visitor, an account with a PIN (the PIN is asked for instead), someone else’s userId and bad input', async () => {
    const withPin = await createUser(t);
    await setPin(t, withPin, '2580');
    const sent = (await codeMailsTo(withPin.email)).length;
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { purpose: 'tip-from-earnings' }, 401, 'User not authenticated'],
      [withPin, { purpose: 'tip-from-earnings' }, 400, 'purpose: your account has a withdrawal PIN; give the PIN instead of asking for a code'],
      [other, { purpose: 'withdraw-everything' }, 400, 'purpose: one of tip-from-earnings, add-payout-destination, change-payout-settings, set-withdrawal-pin, sponsor-from-earnings'],
      [other, {}, 400, 'purpose: one of tip-from-earnings, add-payout-destination, change-payout-settings, set-withdrawal-pin, sponsor-from-earnings'],
      [admin, { purpose: 'tip-from-earnings', userId: owner.user.id }, 400, 'userId: cannot be set here'],
      [admin, { purpose: 'tip-from-earnings', to: 'thief@example.com' }, 400, 'to: cannot be set here'],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = who ? await who.client.call('requestStepUpCode', input) : await t.client().call('requestStepUpCode', input);
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
    expect(await codeMailsTo(withPin.email)).toHaveLength(sent);
    expect(await codesOf(admin.user.id)).toEqual([]);
    expect(await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.userId, other.user.id))).toEqual([]);
  });
});
