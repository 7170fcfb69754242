import { and, asc, desc, eq, gt, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, mailOutbox, signIns, verifications } from '../db/schema';
import { signUpOverHttp, TEST_PASSWORD, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEVICE_COOKIE, SIGN_IN_LOCK_MINUTES, SUSPICIOUS_FAILED_SIGN_INS } from './security-rules';
import { maskIp, summarizeUserAgent } from './user-agent-summary';

let t: TestApp;
beforeAll(async () => {
  // Jobs run when the test drains them, not when a worker's poll comes round.
  t = await createTestApp({}, { jobsOnDemand: true });
});
afterAll(async () => t?.close());

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const rowsOf = (userId: string) => t.services.db.select().from(signIns).where(eq(signIns.userId, userId)).orderBy(asc(signIns.createdAt));
const eventsOf = (userId: string, type: string) =>
  t.services.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.subjectId, userId), eq(domainEvents.type, type)))
    .orderBy(asc(domainEvents.id));

/** Failed sign-ins are counted after the answer: wait until `n` of them are in. */
async function failuresNoted(userId: string, n: number) {
  const noted = async () =>
    (await t.services.db.select().from(verifications).where(and(eq(verifications.identifier, `failed-sign-in:${userId}`), gt(verifications.expiresAt, new Date())))).length;
  await t.drainJobs();
  await expect.poll(noted, { timeout: 10_000 }).toBe(n);
}

async function signIn(person: TestUser, client = t.client(), userAgent = CHROME_WINDOWS, password = person.password) {
  const answer = await client.postJson('/api/auth/sign-in/email', { email: person.email, password }, { 'user-agent': userAgent });
  return { client, status: answer.status };
}

describe('sign-ins', () => {
  it('writes a row for each sign-in with a keyed device hash (never the cookie), and no event for the first sign-in ever', async () => {
    // signUpOverHttp signs in once: the account's very first sign-in is not a "new device".
    const person = await signUpOverHttp(t);
    const [first] = await rowsOf(person.user.id);
    expect(first).toMatchObject({ userId: person.user.id, method: 'password' });
    const cookie = person.client.cookies.get(DEVICE_COOKIE);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first!.deviceKey).toMatch(/^[0-9a-f]{32}$/);
    expect(first!.deviceKey).not.toContain(cookie!);
    expect(await eventsOf(person.user.id, 'security.new_device_sign_in')).toEqual([]);
  });

  it('a second sign-in from the same browser writes a row and no event; a new browser records one event, once', async () => {
    const person = await signUpOverHttp(t);
    const again = await signIn(person, person.client);
    expect(again.status).toBe(200);
    expect(await rowsOf(person.user.id)).toHaveLength(2);
    expect(await eventsOf(person.user.id, 'security.new_device_sign_in')).toEqual([]);

    const phone = await signIn(person, t.client(), SAFARI_IPHONE);
    expect(phone.status).toBe(200);
    const events = await eventsOf(person.user.id, 'security.new_device_sign_in');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: null, data: { method: 'password', userAgent: 'Safari on iPhone', ip: '127.0.0.x' } });
    expect(Date.parse(events[0]!.data.at as string)).not.toBeNaN();
    // The phone is known from now on.
    await signIn(person, phone.client, SAFARI_IPHONE);
    expect(await eventsOf(person.user.id, 'security.new_device_sign_in')).toHaveLength(1);
    expect(await rowsOf(person.user.id)).toHaveLength(4);
  });

  it('two sign-ins at once from one new browser alert once', async () => {
    const person = await signUpOverHttp(t);
    const fresh = t.client();
    const first = await signIn(person, fresh);
    expect(first.status).toBe(200);
    // A tablet new to the account signs in twice at once with the same device cookie.
    const tablet = t.client();
    tablet.cookies.set(DEVICE_COOKIE, 'TabletDeviceId000000Aa');
    await Promise.all([signIn(person, tablet), signIn(person, tablet)]);
    expect(await eventsOf(person.user.id, 'security.new_device_sign_in')).toHaveLength(2);
  });

  it('a sign-in by username is recorded, and a wrong username password counts as a failure', async () => {
    const person = await signUpOverHttp(t);
    const browser = t.client();
    const username = person.user.username!;
    expect((await browser.postJson('/api/auth/sign-in/username', { username, password: 'Wrong-Guess-123' })).status).toBe(401);
    await failuresNoted(person.user.id, 1);
    expect((await browser.postJson('/api/auth/sign-in/username', { username, password: TEST_PASSWORD })).status).toBe(200);
    expect((await rowsOf(person.user.id)).map((r) => r.method)).toEqual(['password', 'password']);
    expect(await eventsOf(person.user.id, 'security.new_device_sign_in')).toHaveLength(1);
  });

  it('a sign-in by e-mailed code is recorded too, with its method', async () => {
    const person = await signUpOverHttp(t, { verified: true });
    const browser = t.client();
    expect((await browser.call('generateOTP', { email: person.email })).status).toBe(200);
    const answer = await browser.call('verifyOTP', { email: person.email, otp: await t.lastOtp(person.email) });
    expect(answer.status).toBe(200);
    expect(browser.cookies.get(DEVICE_COOKIE)).toBeTruthy();
    expect((await rowsOf(person.user.id)).map((r) => r.method)).toEqual(['password', 'otp']);
    expect(await eventsOf(person.user.id, 'security.new_device_sign_in')).toHaveLength(1);
  });
});

describe('password changes', () => {
  it('a change records security.password_changed; a refused one records nothing', async () => {
    const person = await signUpOverHttp(t);
    const wrong = await person.client.postJson('/api/auth/change-password', { currentPassword: 'Not-The-Password-1', newPassword: 'Nandi-Hills-Sunrise-7' });
    expect(wrong.status).toBe(400);
    expect(await eventsOf(person.user.id, 'security.password_changed')).toEqual([]);
    const changed = await person.client.postJson('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'Nandi-Hills-Sunrise-7' });
    expect(changed.status).toBe(200);
    const events = await eventsOf(person.user.id, 'security.password_changed');
    expect(events.map((e) => [e.actorId, e.data.how])).toEqual([[null, 'changed']]);
  });

  it('a reset through the e-mailed link records it as a reset', async () => {
    const person = await signUpOverHttp(t);
    const browser = t.client();
    await browser.postJson('/api/auth/request-password-reset', { email: person.email, redirectTo: '/reset-password' });
    const [mail] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email)).orderBy(desc(mailOutbox.id)).limit(1);
    const opened = await browser.fetch(mail!.text.match(/https?:\/\/\S+/)![0]);
    const token = new URL(opened.headers.get('location')!, t.url).searchParams.get('token');
    expect((await browser.postJson('/api/auth/reset-password', { token, newPassword: 'Cubbon-Park-Walk-99' })).status).toBe(200);
    expect((await eventsOf(person.user.id, 'security.password_changed')).map((e) => e.data.how)).toEqual(['reset']);
  });
});

describe('failed sign-ins', () => {
  it(`${SUSPICIOUS_FAILED_SIGN_INS} wrong passwords in a burst pause password sign-in (one account_locked event, however many arrive at once), and then even the right password is refused`, async () => {
    const person = await signUpOverHttp(t);
    const attacker = t.client();
    for (let i = 0; i < SUSPICIOUS_FAILED_SIGN_INS - 1; i += 1) expect((await signIn(person, attacker, CHROME_WINDOWS, 'Wrong-Guess-123')).status).toBe(401);
    await failuresNoted(person.user.id, SUSPICIOUS_FAILED_SIGN_INS - 1);
    expect(await eventsOf(person.user.id, 'security.account_locked')).toEqual([]);
    // The rest arrive at once: still one alert.
    await Promise.all(Array.from({ length: 6 }, () => signIn(person, attacker, CHROME_WINDOWS, 'Wrong-Guess-123')));
    await t.drainJobs();
    await expect.poll(() => eventsOf(person.user.id, 'security.account_locked'), { timeout: 10_000 }).toHaveLength(1);
    const events = await eventsOf(person.user.id, 'security.account_locked');
    expect(events[0]).toMatchObject({ actorId: null, data: { reason: 'failed_sign_ins', failedAttempts: SUSPICIOUS_FAILED_SIGN_INS, method: 'password', minutes: SIGN_IN_LOCK_MINUTES } });
    expect(await eventsOf(person.user.id, 'security.suspicious_activity')).toEqual([]);
    // Paused: the right password, from the owner's own browser, by e-mail or by username.
    const refused = await t.client().postJson('/api/auth/sign-in/email', { email: person.email, password: person.password }, { 'user-agent': SAFARI_IPHONE });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_LOCKED', message: expect.stringMatching(/^Too many wrong passwords for this account\. Password sign-in is paused for 1[45] minutes: sign in with an e-mailed code, or reset your password by e-mail\.$/) });
    const byUsername = await t.client().postJson('/api/auth/sign-in/username', { username: person.user.username, password: person.password });
    expect(byUsername.status).toBe(429);
    // Once the pause is over, the right password works.
    await t.services.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(like(verifications.identifier, `%:${person.user.id}`));
    expect((await signIn(person)).status).toBe(200);
    // Wrong usernames and unknown addresses count toward no one.
    expect((await t.client().postJson('/api/auth/sign-in/email', { email: 'nobody-here@example.in', password: 'Wrong-Guess-123' })).status).toBe(401);
  });

  it('wrong e-mailed codes count too', async () => {
    const person = await signUpOverHttp(t, { verified: true });
    const browser = t.client();
    expect((await browser.call('generateOTP', { email: person.email })).status).toBe(200);
    const right = await t.lastOtp(person.email);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < SUSPICIOUS_FAILED_SIGN_INS; i += 1) expect((await browser.call('verifyOTP', { email: person.email, otp: wrong })).status).toBe(400);
    await failuresNoted(person.user.id, SUSPICIOUS_FAILED_SIGN_INS);
    const events = await eventsOf(person.user.id, 'security.suspicious_activity');
    expect(events.map((e) => e.data.method)).toEqual(['otp']);
  });

  it('an e-mailed code or a password reset ends the pause at once (account_unlocked), and forgets the failures', async () => {
    for (const how of ['email_code', 'password_reset'] as const) {
      const person = await signUpOverHttp(t, { verified: true });
      const attacker = t.client();
      for (let i = 0; i < SUSPICIOUS_FAILED_SIGN_INS; i += 1) await signIn(person, attacker, CHROME_WINDOWS, 'Wrong-Guess-123');
      await t.drainJobs();
      await expect.poll(() => eventsOf(person.user.id, 'security.account_locked'), { timeout: 10_000 }).toHaveLength(1);
      expect((await signIn(person)).status).toBe(429);
      const browser = t.client();
      let password = person.password;
      if (how === 'email_code') {
        expect((await browser.call('generateOTP', { email: person.email })).status).toBe(200);
        expect((await browser.call('verifyOTP', { email: person.email, otp: await t.lastOtp(person.email) })).status).toBe(200);
      } else {
        await browser.postJson('/api/auth/request-password-reset', { email: person.email, redirectTo: '/reset-password' });
        const [mail] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email)).orderBy(desc(mailOutbox.id)).limit(1);
        const opened = await browser.fetch(mail!.text.match(/https?:\/\/\S+/)![0]);
        const token = new URL(opened.headers.get('location')!, t.url).searchParams.get('token');
        password = 'Cubbon-Park-Walk-99';
        expect((await browser.postJson('/api/auth/reset-password', { token, newPassword: password })).status).toBe(200);
      }
      await t.drainJobs();
      await expect.poll(() => eventsOf(person.user.id, 'security.account_unlocked'), { timeout: 10_000 }).toHaveLength(1);
      expect((await eventsOf(person.user.id, 'security.account_unlocked'))[0]).toMatchObject({ data: { how } });
      expect((await signIn(person, t.client(), CHROME_WINDOWS, password)).status).toBe(200);
      // The count starts again from nothing: four more wrong passwords lock nothing.
      for (let i = 0; i < SUSPICIOUS_FAILED_SIGN_INS - 1; i += 1) await signIn(person, attacker, CHROME_WINDOWS, 'Wrong-Guess-123');
      await failuresNoted(person.user.id, SUSPICIOUS_FAILED_SIGN_INS - 1);
      expect((await signIn(person, t.client(), CHROME_WINDOWS, password)).status).toBe(200);
    }
  });

  it('a new burst after a quiet window alerts again', async () => {
    const person = await signUpOverHttp(t);
    const attacker = t.client();
    for (let i = 0; i < SUSPICIOUS_FAILED_SIGN_INS; i += 1) await signIn(person, attacker, CHROME_WINDOWS, 'Wrong-Guess-123');
    await failuresNoted(person.user.id, SUSPICIOUS_FAILED_SIGN_INS);
    expect(await eventsOf(person.user.id, 'security.account_locked')).toHaveLength(1);
    // The window passes: the failures and the burst marker expire.
    const past = new Date(Date.now() - 1000);
    await t.services.db.update(verifications).set({ expiresAt: past }).where(like(verifications.identifier, `%:${person.user.id}`));
    for (let i = 0; i < SUSPICIOUS_FAILED_SIGN_INS - 1; i += 1) await signIn(person, attacker, CHROME_WINDOWS, 'Wrong-Guess-123');
    await failuresNoted(person.user.id, SUSPICIOUS_FAILED_SIGN_INS - 1);
    expect(await eventsOf(person.user.id, 'security.account_locked')).toHaveLength(1);
    await signIn(person, attacker, CHROME_WINDOWS, 'Wrong-Guess-123');
    await failuresNoted(person.user.id, SUSPICIOUS_FAILED_SIGN_INS);
    expect(await eventsOf(person.user.id, 'security.account_locked')).toHaveLength(2);
  });
});

describe('summaries', () => {
  it('names browsers and systems, and hides the last part of an address', () => {
    expect(summarizeUserAgent(CHROME_WINDOWS)).toBe('Chrome on Windows');
    expect(summarizeUserAgent(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(summarizeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Linux');
    expect(summarizeUserAgent(`${CHROME_WINDOWS} Edg/131.0.0.0`)).toBe('Edge on Windows');
    expect(summarizeUserAgent('')).toBe('Unknown device');
    expect(maskIp('203.0.113.57')).toBe('203.0.113.x');
    expect(maskIp('::ffff:10.1.2.3')).toBe('10.1.2.x');
    expect(maskIp('2001:db8:85a3:0:0:8a2e:370:7334')).toBe('2001:db8:85a3:…');
    expect(maskIp(null)).toBeNull();
  });
});
