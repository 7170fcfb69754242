import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_TAKEN } from '../../../shared/constants/account-rules';
import { users } from '../../db/schema';
import { TEST_PASSWORD } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign up, verify by OTP, sign out, sign in', () => {
  it('walks a new user through the whole account life cycle over HTTP', async () => {
    const browser = t.client();
    const email = 'asha@example.in';
    const signUp = await browser.postJson('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'Asha Rao',
      username: 'Asha_Makes',
    });
    expect(signUp.status).toBe(200);
    // Sign-up starts no session: the answer must look the same for an address that has an account.
    expect(browser.cookies.size).toBe(0);
    const [created] = await t.services.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({
      username: 'asha_makes',
      displayName: 'Asha Rao',
      isVerified: false,
      role: 'user',
      isAdmin: false,
      provider: 'password',
      totalDownloads: 0,
      totalLikes: 0,
      totalViews: 0,
    });

    const sent = await browser.call('generateOTP', { email, type: 'verification' });
    expect(sent.status).toBe(200);
    const code = await t.lastOtp(email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await browser.call('verifyOTP', { email, otp: code });
    expect(verified).toMatchObject({ status: 200, result: { success: true, type: 'verification' } });
    const [after] = await t.services.db.select().from(users).where(eq(users.email, email));
    expect(after?.isVerified).toBe(true);
    // Single use: the same code does not work twice.
    expect((await browser.call('verifyOTP', { email, otp: code })).error?.message).toBe('Invalid OTP');

    expect((await browser.postJson('/api/auth/sign-in/email', { email, password: TEST_PASSWORD })).status).toBe(200);
    expect((await browser.call('getMyAccount')).result).toMatchObject({ account: { email, isVerified: true } });
    const signOut = await browser.postJson('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    expect((await browser.call('getMyAccount')).status).toBe(401);

    const wrong = await browser.postJson('/api/auth/sign-in/email', { email, password: 'not-the-password-1' });
    expect(wrong.status).toBe(401);
    const signIn = await browser.postJson('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await browser.call('getMyAccount')).result).toMatchObject({ account: { email } });
  });

  it('signs in with a login code', async () => {
    const email = 'ravi@example.in';
    const signUp = await t.client().postJson('/api/auth/sign-up/email', { email, password: TEST_PASSWORD, name: 'Ravi', username: 'ravi3d' });
    expect(signUp.status).toBe(200);
    await t.services.db.update(users).set({ isVerified: true }).where(eq(users.email, email));
    const browser = t.client();
    expect((await browser.call('generateOTP', { email })).status).toBe(200);
    const answer = await browser.call('verifyOTP', { email, otp: await t.lastOtp(email) });
    expect(answer).toMatchObject({ status: 200, result: { type: 'login', signedIn: true } });
    expect((await browser.call('getMyAccount')).result).toMatchObject({ account: { email } });
  });

  it('refuses bad sign-up input and writes nothing', async () => {
    const browser = t.client();
    const short = await browser.postJson('/api/auth/sign-up/email', { email: 'x@example.in', password: 'short', name: 'X', username: 'xuser' });
    expect(short.status).toBe(400);
    const common = await browser.postJson('/api/auth/sign-up/email', { email: 'x@example.in', password: 'password123', name: 'X', username: 'xuser' });
    expect(common.status).toBe(400);
    expect(common.body.message).toMatch(/^This password is too easy to guess\. This is a commonly used password/);
    const long = await browser.postJson('/api/auth/sign-up/email', { email: 'x@example.in', password: 'a'.repeat(129), name: 'X', username: 'xuser' });
    expect(long.status).toBe(400);
    expect(await t.services.db.select().from(users).where(eq(users.email, 'x@example.in'))).toHaveLength(0);
  });

  it('keeps usernames and e-mails unique', async () => {
    const first = await t.client().postJson('/api/auth/sign-up/email', { email: 'meera@example.in', password: TEST_PASSWORD, name: 'Meera', username: 'meera' });
    expect(first.status).toBe(200);
    const sameName = await t.client().postJson('/api/auth/sign-up/email', { email: 'meera2@example.in', password: TEST_PASSWORD, name: 'M', username: 'Meera' });
    expect(sameName.status).toBe(400);
    expect(sameName.body.message).toBe(USERNAME_TAKEN);
    // The same e-mail answers like a new one (see sign-up-rules.test.ts) but makes no account.
    const sameEmail = await t.client().postJson('/api/auth/sign-up/email', { email: 'MEERA@example.in', password: TEST_PASSWORD, name: 'M', username: 'meera_two' });
    expect(sameEmail.status).toBe(200);
    expect(await t.services.db.select().from(users).where(eq(users.username, 'meera_two'))).toHaveLength(0);
    expect(await t.services.db.select().from(users).where(eq(users.email, 'meera@example.in'))).toHaveLength(1);
  });
});
