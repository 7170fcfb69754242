import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, payoutSettings, verifications } from '../../db/schema';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
  await setPin(t, owner, '7391');
});
afterAll(async () => t?.close());

const SUBJECT = 'Your Meshmandi withdrawal PIN reset code';
const codesOf = (userId: string) => t.services.db.select().from(verifications).where(eq(verifications.identifier, `withdrawal-pin-reset:${userId}`));
const resetMailsTo = (email: string) => t.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, SUBJECT)));

describe('requestWithdrawalPinReset', () => {
  it('e-mails a 6-digit code to the account’s own address, kept only as a keyed hash, good for 15 minutes', async () => {
    const before = Date.now();
    const answer = await owner.client.call('requestWithdrawalPinReset');
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ success: true, sentTo: owner.email, expiresAt: expect.any(String) });
    const minutes = (Date.parse(answer.result.expiresAt) - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15.1);

    const [mail, ...more] = await resetMailsTo(owner.email);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe('otp');
    const code = await t.lastOtp(owner.email);
    expect(code).toMatch(/^[0-9]{6}$/);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(code);
      expect(part).toContain('15 minutes');
    }
    expect(mail!.text).toContain('Enter this code with your new withdrawal PIN');

    const [stored, ...others] = await codesOf(owner.user.id);
    expect(others).toEqual([]);
    expect(stored!.expiresAt.toISOString()).toBe(answer.result.expiresAt);
    // Neither the code nor its plain hash: six digits hashed without a key are read back in a second.
    expect(stored!.value).not.toContain(code);
    expect(stored!.value).not.toBe(createHash('sha256').update(code).digest('base64url'));
    expect(stored!.value).toBe(t.services.payoutKeys.fingerprint(`withdrawal-pin-reset:${owner.user.id}:${code}`));
  });

  it('sends at most one code a minute; a later one replaces the last', async () => {
    const person = await createUser(t);
    await setPin(t, person, '5120');
    expect((await person.client.call('requestWithdrawalPinReset')).status).toBe(200);
    const [first] = await codesOf(person.user.id);
    const again = await person.client.call('requestWithdrawalPinReset', {});
    expect([again.status, again.error?.message]).toEqual([429, expect.stringMatching(/^Please wait (60|59|58) seconds before asking for another code\.$/)]);
    expect(await resetMailsTo(person.email)).toHaveLength(1);
    // A minute on (moved back rather than waited for): a new code, and the old one is gone.
    await t.services.db.update(verifications).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(verifications.id, first!.id));
    expect((await person.client.call('requestWithdrawalPinReset')).status).toBe(200);
    const codes = await codesOf(person.user.id);
    expect(codes).toHaveLength(1);
    expect(codes[0]!.id).not.toBe(first!.id);
    expect(await resetMailsTo(person.email)).toHaveLength(2);
  });

  it('sends nothing while wrong PINs have locked withdrawals', async () => {
    const person = await createUser(t);
    await setPin(t, person, '6044');
    const until = new Date(Date.now() + 20 * 60_000);
    await t.services.db.update(payoutSettings).set({ pinLockedUntil: until }).where(eq(payoutSettings.userId, person.user.id));
    const answer = await person.client.call('requestWithdrawalPinReset');
    expect([answer.status, answer.error?.message]).toEqual([400, expect.stringMatching(/^pin: too many wrong PINs; withdrawals are locked until .+ IST$/)]);
    expect(await codesOf(person.user.id)).toEqual([]);
    expect(await resetMailsTo(person.email)).toEqual([]);
  });

  it('refuses a visitor, someone else’s userId (admins too), bad input and a person with no PIN, writing and sending nothing', async () => {
    const noPin = await createUser(t);
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, {}, 401, 'User not authenticated'],
      [other, { userId: owner.user.id }, 403, 'You can only change your own payout settings'],
      [admin, { userId: owner.user.id }, 403, 'You can only change your own payout settings'],
      [owner, { email: other.email }, 400, 'email: cannot be set here'],
      [owner, { userId: 42 }, 400, 'userId: Invalid input: expected string, received number'],
      [noPin, {}, 400, 'No withdrawal PIN is set, so there is none to reset: set one instead'],
    ];
    const codesBefore = await t.services.db.select().from(verifications).where(like(verifications.identifier, 'withdrawal-pin-reset:%'));
    for (const [who, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call('requestWithdrawalPinReset', input);
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
    expect(await t.services.db.select().from(verifications).where(like(verifications.identifier, 'withdrawal-pin-reset:%'))).toEqual(codesBefore);
    for (const who of [other, admin, noPin]) expect(await resetMailsTo(who.email)).toEqual([]);
    expect(await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.userId, noPin.user.id))).toEqual([]);
  });
});
