import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_LOCK_MINUTES, PIN_MAX_FAILURES } from '../../../shared/constants/payout-rules';
import { domainEvents, payoutSettings, verifications } from '../../db/schema';
import { checkWithdrawalPin } from '../withdrawal-pin';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { notificationRowsOf } from '../../test/notification-factories';
import { askPinResetCode, setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // Jobs run when the test drains them, not when a worker's poll comes round.
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const NO_LIVE_CODE = 'code: this code has expired, was used, or a newer one was sent; ask for a new code';
const LOCKED = /^code: too many wrong PINs; withdrawals are locked until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST$/;
const settingsOf = async (userId: string) => (await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.userId, userId)))[0];
const codesOf = (userId: string) => t.services.db.select().from(verifications).where(eq(verifications.identifier, `withdrawal-pin-reset:${userId}`));
const eventsOf = (userId: string, type: 'security.withdrawal_pin_reset' | 'security.withdrawal_pin_locked') =>
  t.services.db.select().from(domainEvents).where(and(eq(domainEvents.subjectId, userId), eq(domainEvents.type, type)));
/** What checkWithdrawalPin threw, or null when it let the PIN through. */
const tryPin = async (userId: string, pin: string) => checkWithdrawalPin(t.services, userId, pin).then(() => null, (error: Error) => error.message);
/** A code that is surely not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const reset = (who: TestUser, code: string, pin: string) => who.client.call('resetWithdrawalPin', { code, pin });

describe('resetWithdrawalPin', () => {
  it('sets the new PIN with the e-mailed code, once: the code is spent, the count clean, and the owner is told', async () => {
    await setPin(t, owner, '7391');
    expect(await tryPin(owner.user.id, '0000')).toMatch(/^pin: wrong PIN/);
    const code = await askPinResetCode(t, owner);
    const answer = await reset(owner, code, '482615');
    expect([answer.status, answer.result]).toEqual([200, { success: true }]);
    expect(await settingsOf(owner.user.id)).toMatchObject({ pinFailures: 0, pinLockedUntil: null });
    expect(await codesOf(owner.user.id)).toEqual([]);
    expect(await tryPin(owner.user.id, '7391')).toMatch(/^pin: wrong PIN/);
    expect(await tryPin(owner.user.id, '482615')).toBeNull();

    // The same code again: spent, and not counted as a wrong try.
    const again = await reset(owner, code, '111111');
    expect([again.status, again.error?.message]).toEqual([400, NO_LIVE_CODE]);
    expect(await settingsOf(owner.user.id)).toMatchObject({ pinFailures: 0 });
    expect(await tryPin(owner.user.id, '482615')).toBeNull();

    const [event, ...more] = await eventsOf(owner.user.id, 'security.withdrawal_pin_reset');
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actorId: null, data: { ip: '127.0.0.x', userAgent: expect.any(String), at: expect.any(String) } });
    await t.drainJobs();
    await expect.poll(async () => (await notificationRowsOf(t, owner.user.id, 'security')).map((n) => [n.securityEvent, n.priority]), { timeout: 15_000, interval: 250 }).toEqual([['withdrawal_pin_reset', 'high']]);
    const [notice] = await notificationRowsOf(t, owner.user.id, 'security');
    expect(notice!.message).toMatch(/^Your withdrawal PIN was reset with a code e-mailed to you( on [^.]+)? from 127\.0\.0\.x\. If this wasn't you, change your password and your e-mail's password, then reset your withdrawal PIN again\.$/);
  });

  it(`counts wrong codes with wrong PINs: the ${PIN_MAX_FAILURES}th in a row locks withdrawals, ends the code, and shuts the reset path too`, async () => {
    const person = await createUser(t);
    await setPin(t, person, '2468');
    for (let i = 0; i < 2; i += 1) expect(await tryPin(person.user.id, '1357')).toMatch(/^pin: wrong PIN/);
    const code = await askPinResetCode(t, person);
    const wrong = otherThan(code);
    const third = await reset(person, wrong, '9090');
    expect([third.status, third.error?.message]).toEqual([400, `code: wrong code; 2 more wrong tries lock withdrawals for ${PIN_LOCK_MINUTES} minutes`]);
    expect((await reset(person, wrong, '9090')).error?.message).toBe(`code: wrong code; 1 more wrong try locks withdrawals for ${PIN_LOCK_MINUTES} minutes`);
    expect((await reset(person, wrong, '9090')).error?.message).toMatch(LOCKED);
    const locked = await settingsOf(person.user.id);
    expect(locked!.pinLockedUntil!.getTime()).toBeGreaterThan(Date.now() + (PIN_LOCK_MINUTES - 1) * 60_000);
    expect(await codesOf(person.user.id)).toEqual([]);
    expect(await eventsOf(person.user.id, 'security.withdrawal_pin_locked')).toHaveLength(1);

    // Locked: the right code is refused, no new one is sent, and the PIN is what it was.
    const right = await reset(person, code, '9090');
    expect([right.status, right.error?.message]).toEqual([400, expect.stringMatching(LOCKED)]);
    const ask = await person.client.call('requestWithdrawalPinReset');
    expect([ask.status, ask.error?.message]).toEqual([400, expect.stringMatching(/^pin: too many wrong PINs; withdrawals are locked until /)]);
    expect(await settingsOf(person.user.id)).toMatchObject({ pinHash: locked!.pinHash, pinLockedUntil: locked!.pinLockedUntil });
    expect(await eventsOf(person.user.id, 'security.withdrawal_pin_reset')).toEqual([]);

    // Once the lock is over (moved into the past rather than waited for), a new code resets it.
    await t.services.db.update(payoutSettings).set({ pinLockedUntil: new Date(Date.now() - 1000) }).where(eq(payoutSettings.userId, person.user.id));
    expect((await reset(person, await askPinResetCode(t, person), '9090')).status).toBe(200);
    expect(await tryPin(person.user.id, '9090')).toBeNull();
  });

  it('refuses an expired code and an earlier one replaced by a newer, and the newest still works', async () => {
    const person = await createUser(t);
    await setPin(t, person, '3141');
    const expired = await askPinResetCode(t, person);
    await t.services.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000), createdAt: new Date(Date.now() - 16 * 60_000) }).where(eq(verifications.identifier, `withdrawal-pin-reset:${person.user.id}`));
    const late = await reset(person, expired, '2718');
    expect([late.status, late.error?.message]).toEqual([400, NO_LIVE_CODE]);
    // Nothing could have matched, so nothing was counted.
    expect(await settingsOf(person.user.id)).toMatchObject({ pinFailures: 0 });

    const earlier = await askPinResetCode(t, person);
    await t.services.db.update(verifications).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(verifications.identifier, `withdrawal-pin-reset:${person.user.id}`));
    const newest = await askPinResetCode(t, person);
    if (earlier !== newest) expect((await reset(person, earlier, '2718')).error?.message).toMatch(/^code: wrong code; 4 more wrong tries/);
    expect((await reset(person, newest, '2718')).status).toBe(200);
    expect(await tryPin(person.user.id, '2718')).toBeNull();
  });

  it('lets one code make one reset, however many arrive at once', async () => {
    const person = await createUser(t);
    await setPin(t, person, '8080');
    const code = await askPinResetCode(t, person);
    const answers = await Promise.all(['1001', '2002', '3003', '4004'].map((pin) => reset(person, code, pin)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    for (const answer of answers.filter((a) => a.status === 400)) expect(answer.error?.message).toBe(NO_LIVE_CODE);
    expect(await eventsOf(person.user.id, 'security.withdrawal_pin_reset')).toHaveLength(1);
    expect(await settingsOf(person.user.id)).toMatchObject({ pinFailures: 0 });
  });

  it('refuses a visitor, someone else’s userId (admins too), bad input, no code asked for and no PIN set, writing nothing', async () => {
    const person = await createUser(t);
    await setPin(t, person, '5566');
    const code = await askPinResetCode(t, person);
    const neverAsked = await createUser(t);
    await setPin(t, neverAsked, '7788');
    const noPin = await createUser(t);
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { code, pin: '1234' }, 401, 'User not authenticated'],
      [other, { userId: person.user.id, code, pin: '1234' }, 403, 'You can only change your own payout settings'],
      [admin, { userId: person.user.id, code, pin: '1234' }, 403, 'You can only change your own payout settings'],
      [person, { pin: '1234' }, 400, 'code is required'],
      [person, { code: '12345', pin: '1234' }, 400, 'code: the 6 digits from the e-mail'],
      [person, { code: '12a456', pin: '1234' }, 400, 'code: the 6 digits from the e-mail'],
      [person, { code: 123456, pin: '1234' }, 400, 'code is required'],
      [person, { code }, 400, 'pin is required'],
      [person, { code, pin: '123' }, 400, 'pin: 4 to 6 digits'],
      [person, { code, pin: '1234567' }, 400, 'pin: 4 to 6 digits'],
      [person, { code, pin: '1234', currentPin: '5566' }, 400, 'currentPin: cannot be set here'],
      [neverAsked, { code: '123456', pin: '1234' }, 400, NO_LIVE_CODE],
      [noPin, { code: '123456', pin: '1234' }, 400, 'No withdrawal PIN is set, so there is none to reset: set one instead'],
    ];
    const before = [await settingsOf(person.user.id), await codesOf(person.user.id), await settingsOf(neverAsked.user.id)];
    for (const [who, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call('resetWithdrawalPin', input);
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
    expect([await settingsOf(person.user.id), await codesOf(person.user.id), await settingsOf(neverAsked.user.id)]).toEqual(before);
    expect(await settingsOf(noPin.user.id)).toBeUndefined();
    // The code is still good after all that.
    expect((await reset(person, code, '1234')).status).toBe(200);
  });
});
