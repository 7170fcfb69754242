import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_LOCK_MINUTES, PIN_MAX_FAILURES } from '../../../shared/constants/payout-rules';
import { domainEvents, payoutSettings } from '../../db/schema';
import { checkWithdrawalPin } from '../withdrawal-pin';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { notificationRowsOf } from '../../test/notification-factories';
import { setPin } from '../../test/payout-factories';
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

const settingsOf = async (userId: string) => (await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.userId, userId)))[0];
const lockEvents = (userId: string) => t.services.db.select().from(domainEvents).where(and(eq(domainEvents.subjectId, userId), eq(domainEvents.type, 'security.withdrawal_pin_locked')));
/** What checkWithdrawalPin threw, or null when it let the PIN through. */
const tryPin = async (userId: string, pin: string | undefined) => checkWithdrawalPin(t.services, userId, pin).then(() => null, (error: Error) => error.message);
const LOCKED = /^pin: too many wrong PINs; withdrawals are locked until \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm) IST$/;

describe('setWithdrawalPin', () => {
  it('keeps the PIN as a salted scrypt hash; changing it needs the current one', async () => {
    const person = await createUser(t);
    const friend = await createUser(t);
    expect(await settingsOf(person.user.id)).toBeUndefined();
    await setPin(t, person, '482913');
    await setPin(t, friend, '482913');
    const [mine, theirs] = [await settingsOf(person.user.id), await settingsOf(friend.user.id)];
    expect(mine!.pinHash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(mine!.pinHash).not.toContain('482913');
    // A fresh salt each time: one PIN, two hashes.
    expect(mine!.pinHash).not.toBe(theirs!.pinHash);
    expect((await person.client.call('setWithdrawalPin', { pin: '1111' })).error?.message).toBe('currentPin: enter your withdrawal PIN');
    expect((await person.client.call('setWithdrawalPin', { pin: '1111', currentPin: '0000' })).error).toMatchObject({ status: 400, message: 'currentPin: wrong PIN; 4 more wrong tries lock withdrawals for 30 minutes' });
    expect((await settingsOf(person.user.id))!.pinHash).toBe(mine!.pinHash);
    await setPin(t, person, '1111', '482913');
    const changed = await settingsOf(person.user.id);
    expect(changed).toMatchObject({ pinFailures: 0, pinLockedUntil: null });
    expect(await tryPin(person.user.id, '482913')).toMatch(/^pin: wrong PIN/);
    expect(await tryPin(person.user.id, '1111')).toBeNull();
    expect((await person.client.call('getPayoutSettings')).result.settings.pinSet).toBe(true);
  });

  it('refuses a visitor, someone else’s userId (admins too) and bad input, writing nothing', async () => {
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { pin: '1234' }, 401, 'User not authenticated'],
      [other, { userId: owner.user.id, pin: '1234' }, 403, 'You can only change your own payout settings'],
      [admin, { userId: owner.user.id, pin: '1234' }, 403, 'You can only change your own payout settings'],
      [owner, { pin: '123' }, 400, 'pin: 4 to 6 digits'],
      [owner, { pin: '1234567' }, 400, 'pin: 4 to 6 digits'],
      [owner, { pin: '12a4' }, 400, 'pin: 4 to 6 digits'],
      [owner, {}, 400, 'pin is required'],
      [owner, { pin: 1234 }, 400, 'pin is required'],
      [owner, { pin: '1234', currentPin: '12' }, 400, 'currentPin: 4 to 6 digits'],
      [owner, { pin: '1234', hash: 'x' }, 400, 'hash: cannot be set here'],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call('setWithdrawalPin', input);
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
    expect(await settingsOf(owner.user.id)).toBeUndefined();
  });
});

describe('checkWithdrawalPin (what a withdrawal asks)', () => {
  it('does nothing without a PIN; with one, refuses a missing or wrong PIN and counts each wrong try at once', async () => {
    const person = await createUser(t);
    expect(await tryPin(person.user.id, undefined)).toBeNull();
    expect(await tryPin(person.user.id, '9999')).toBeNull();
    await setPin(t, person, '2468');
    expect(await tryPin(person.user.id, undefined)).toBe('pin: enter your withdrawal PIN');
    expect((await settingsOf(person.user.id))!.pinFailures).toBe(0);
    expect(await tryPin(person.user.id, '1357')).toBe('pin: wrong PIN; 4 more wrong tries lock withdrawals for 30 minutes');
    expect(await tryPin(person.user.id, '1357')).toBe('pin: wrong PIN; 3 more wrong tries lock withdrawals for 30 minutes');
    // Committed before the throw: whatever the caller's own transaction does next, the count stands.
    expect((await settingsOf(person.user.id))!.pinFailures).toBe(2);
    // A right PIN starts the count again.
    expect(await tryPin(person.user.id, '2468')).toBeNull();
    expect((await settingsOf(person.user.id))!.pinFailures).toBe(0);
  });

  it(`${PIN_MAX_FAILURES} wrong PINs in a row lock withdrawals for ${PIN_LOCK_MINUTES} minutes with a security notification; then even the right PIN is refused until the time is up`, async () => {
    const person = await createUser(t);
    await setPin(t, person, '8024');
    for (let i = 1; i < PIN_MAX_FAILURES; i += 1) expect(await tryPin(person.user.id, '0000')).toMatch(/^pin: wrong PIN; \d more wrong tr(y locks|ies lock) withdrawals/);
    const fifth = await tryPin(person.user.id, '0000');
    expect(fifth).toMatch(LOCKED);
    expect(fifth).toBe(await lockedText(person.user.id));
    const locked = await settingsOf(person.user.id);
    expect(locked!.pinFailures).toBe(0);
    const minutesLeft = (locked!.pinLockedUntil!.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(PIN_LOCK_MINUTES - 1);
    expect(minutesLeft).toBeLessThanOrEqual(PIN_LOCK_MINUTES);
    const events = await lockEvents(person.user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: null, data: { failedAttempts: PIN_MAX_FAILURES, minutes: PIN_LOCK_MINUTES, until: locked!.pinLockedUntil!.toISOString() } });
    await t.drainJobs();
    await expect.poll(async () => (await notificationRowsOf(t, person.user.id, 'security')).map((n) => [n.securityEvent, n.priority, n.message]), { timeout: 15_000, interval: 250 }).toEqual([
      ['withdrawal_pin_locked', 'high', "5 wrong withdrawal PINs in a row: withdrawals from your account are locked for 30 minutes. If this wasn't you, change your password and your withdrawal PIN."],
    ]);
    // The 6th try, with the right PIN: refused, saying until when, and not counted.
    expect(await tryPin(person.user.id, '8024')).toMatch(LOCKED);
    expect(await tryPin(person.user.id, undefined)).toMatch(LOCKED);
    // Changing the PIN is no way round it.
    const change = await person.client.call('setWithdrawalPin', { pin: '1111', currentPin: '8024' });
    expect([change.status, change.error?.message]).toEqual([400, expect.stringMatching(/^currentPin: too many wrong PINs; withdrawals are locked until /)]);
    expect((await person.client.call('getPayoutSettings')).result.settings.pinLockedUntil).toBe(locked!.pinLockedUntil!.toISOString());
    expect(await settingsOf(person.user.id)).toMatchObject({ pinHash: locked!.pinHash, pinFailures: 0 });
    expect(await lockEvents(person.user.id)).toHaveLength(1);
    // The time is up (moved into the past rather than waited for): the right PIN works again.
    await t.services.db.update(payoutSettings).set({ pinLockedUntil: new Date(Date.now() - 1000) }).where(eq(payoutSettings.userId, person.user.id));
    expect((await person.client.call('getPayoutSettings')).result.settings.pinLockedUntil).toBeNull();
    expect(await tryPin(person.user.id, '8024')).toBeNull();
    expect(await settingsOf(person.user.id)).toMatchObject({ pinFailures: 0, pinLockedUntil: null });
  });

  it('locks once, with one notification, however many wrong tries arrive at once', async () => {
    const person = await createUser(t);
    await setPin(t, person, '5555');
    const answers = await Promise.all(Array.from({ length: 12 }, () => tryPin(person.user.id, '4444')));
    expect(answers.filter((a) => a?.startsWith('pin: wrong PIN'))).toHaveLength(PIN_MAX_FAILURES - 1);
    expect(answers.filter((a) => a !== null && LOCKED.test(a))).toHaveLength(12 - (PIN_MAX_FAILURES - 1));
    expect(await lockEvents(person.user.id)).toHaveLength(1);
    await t.drainJobs();
    await expect.poll(async () => (await notificationRowsOf(t, person.user.id, 'security')).length, { timeout: 15_000, interval: 250 }).toBe(1);
  });
});

async function lockedText(userId: string): Promise<string> {
  const row = await settingsOf(userId);
  return row?.pinLockedUntil ? `pin: too many wrong PINs; withdrawals are locked until ${row.pinLockedUntil.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })} IST` : 'not locked';
}
