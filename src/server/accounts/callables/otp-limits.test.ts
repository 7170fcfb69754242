import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, otpRequests, verifications } from '../../db/schema';
import { createUser, reloadUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves every code requested for an address `seconds` into the past, instead of sleeping. */
async function ageOtpRequests(email: string, seconds: number): Promise<void> {
  await t.services.db
    .update(otpRequests)
    .set({ createdAt: sql`${otpRequests.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(otpRequests.email, email));
}

async function otpMailCount(email: string): Promise<number> {
  const [row] = await t.services.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'otp')));
  return row!.n;
}

async function otpRequestCount(email: string): Promise<number> {
  const [row] = await t.services.db.select({ n: count() }).from(otpRequests).where(eq(otpRequests.email, email));
  return row!.n;
}

/** A wrong code that is surely not the one sent. */
function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('generateOTP', () => {
  it('sends a 6-digit login code by default, which signs the caller in', async () => {
    const { email } = await createUser(t, { verified: true });
    const browser = t.client();
    const sent = await browser.call('generateOTP', { email });
    expect(sent).toMatchObject({ status: 200, result: { success: true } });
    const [request] = await t.services.db.select().from(otpRequests).where(eq(otpRequests.email, email));
    expect(request?.type).toBe('login');
    const code = await t.lastOtp(email);
    expect(code).toMatch(/^[0-9]{6}$/);
    // The answer never carries the code itself.
    expect(JSON.stringify(sent)).not.toContain(code);
    const verified = await browser.call('verifyOTP', { email, otp: code });
    expect(verified).toMatchObject({ status: 200, result: { success: true, type: 'login', signedIn: true } });
    expect((await browser.call('getMyAccount')).result).toMatchObject({ account: { email } });
  });

  it('answers the same for unknown addresses and e-mails them nothing', async () => {
    const { email } = await createUser(t, { verified: true });
    const known = await t.client().call('generateOTP', { email });
    for (const type of ['login', 'verification'] as const) {
      const unknown = `nobody-${type}@example.in`;
      const answer = await t.client().call('generateOTP', { email: unknown, type });
      expect(answer.status).toBe(known.status);
      expect(answer.result?.message.replace(unknown, '')).toBe(known.result?.message.replace(email, ''));
      expect(await otpMailCount(unknown)).toBe(0);
    }
  });

  it('sends the code to the address, not to whoever asked, even when a signed-in user or admin asks', async () => {
    const owner = await createUser(t, { verified: true });
    for (const asker of [await createUser(t), await createUser(t, { role: 'admin' })]) {
      await ageOtpRequests(owner.email, 120);
      const answer = await asker.client.call('generateOTP', { email: owner.email });
      expect(answer.status).toBe(200);
      expect(await otpMailCount(asker.email)).toBe(0);
    }
    expect(await otpMailCount(owner.email)).toBe(2);
  });

  it('refuses a bad e-mail or type with a 400 naming the field, and writes nothing', async () => {
    const bad = await t.client().call('generateOTP', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/^email: /);
    const missing = await t.client().call('generateOTP', {});
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toContain('email');
    const badType = await t.client().call('generateOTP', { email: 'typed@example.in', type: 'password-reset' });
    expect(badType.status).toBe(400);
    expect(badType.error?.message).toMatch(/^type: /);
    expect(await otpRequestCount('not-an-email')).toBe(0);
    expect(await otpRequestCount('typed@example.in')).toBe(0);
  });
});

describe('resendOTP', () => {
  it("refuses a second code within 60 s with a 429 that says 'wait', and sends nothing", async () => {
    const { email } = await createUser(t, { verified: true });
    expect((await t.client().call('generateOTP', { email })).status).toBe(200);
    const again = await t.client().call('resendOTP', { email });
    expect(again.status).toBe(429);
    expect(again.error?.code).toBe('resource-exhausted');
    expect(again.error?.message).toContain('wait');
    expect(await otpMailCount(email)).toBe(1);
  });

  it('sends a new code after a minute; the new code works and the old one does not', async () => {
    const { email } = await createUser(t, { verified: true });
    await t.client().call('generateOTP', { email });
    const first = await t.lastOtp(email);
    await ageOtpRequests(email, 61);
    const again = await t.client().call('resendOTP', { email });
    expect(again).toMatchObject({ status: 200, result: { success: true } });
    expect(await otpMailCount(email)).toBe(2);
    const second = await t.lastOtp(email);
    const browser = t.client();
    if (first !== second) expect((await browser.call('verifyOTP', { email, otp: first })).error?.message).toBe('Invalid OTP');
    expect((await browser.call('verifyOTP', { email, otp: second })).result).toMatchObject({ signedIn: true });
  });

  it('allows five codes an hour, then refuses with the spec text until the hour has passed', async () => {
    const { email } = await createUser(t, { verified: true });
    for (let i = 0; i < 5; i += 1) {
      const call = i === 0 ? 'generateOTP' : 'resendOTP';
      expect((await t.client().call(call, { email })).status).toBe(200);
      await ageOtpRequests(email, 61);
    }
    const sixth = await t.client().call('resendOTP', { email });
    expect(sixth.status).toBe(429);
    expect(sixth.error?.message).toBe('Too many OTP requests. Please try again later.');
    expect((await t.client().call('generateOTP', { email })).error?.message).toBe('Too many OTP requests. Please try again later.');
    expect(await otpMailCount(email)).toBe(5);
    expect(await otpRequestCount(email)).toBe(5);
    await ageOtpRequests(email, 60 * 60);
    expect((await t.client().call('resendOTP', { email })).status).toBe(200);
  });

  it('answers the same for unknown addresses, and refuses a bad e-mail with a 400 naming it', async () => {
    const unknown = await t.client().call('resendOTP', { email: 'ghost@example.in' });
    expect(unknown).toMatchObject({ status: 200, result: { success: true } });
    expect(await otpMailCount('ghost@example.in')).toBe(0);
    const bad = await t.client().call('resendOTP', { email: 'ghost@' });
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/^email: /);
  });
});

describe('verifyOTP', () => {
  async function freshCode(): Promise<{ email: string; code: string }> {
    const { email } = await createUser(t, { verified: true });
    expect((await t.client().call('generateOTP', { email })).status).toBe(200);
    return { email, code: await t.lastOtp(email) };
  }

  it("refuses a wrong code with 'Invalid OTP' and a right code still works afterwards", async () => {
    const { email, code } = await freshCode();
    const browser = t.client();
    const wrong = await browser.call('verifyOTP', { email, otp: wrongCode(code) });
    expect(wrong).toMatchObject({ status: 400, error: { message: 'Invalid OTP' } });
    expect(browser.cookies.size).toBe(0);
    expect((await browser.call('verifyOTP', { email, otp: code })).status).toBe(200);
  });

  it("answers 'Invalid OTP' for an address that never got a code or has no account", async () => {
    expect((await t.client().call('verifyOTP', { email: 'never@example.in', otp: '123456' })).error?.message).toBe('Invalid OTP');
    await t.client().call('generateOTP', { email: 'noaccount@example.in' });
    expect((await t.client().call('verifyOTP', { email: 'noaccount@example.in', otp: '123456' })).error?.message).toBe('Invalid OTP');
  });

  it('refuses a code requested more than 10 minutes ago', async () => {
    const { email, code } = await freshCode();
    await ageOtpRequests(email, 10 * 60 + 1);
    const late = await t.client().call('verifyOTP', { email, otp: code });
    expect(late).toMatchObject({ status: 400, error: { message: 'OTP has expired. Please request a new one.' } });
  });

  it('refuses a code whose stored expiry has passed', async () => {
    const { email, code } = await freshCode();
    await t.services.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%-otp-${email}`));
    const late = await t.client().call('verifyOTP', { email, otp: code });
    expect(late).toMatchObject({ status: 400, error: { message: 'OTP has expired. Please request a new one.' } });
  });

  it('locks the code after 5 wrong tries, even for the right code, until a new one is requested', async () => {
    const { email, code } = await freshCode();
    const browser = t.client();
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.call('verifyOTP', { email, otp: wrongCode(code) })).error?.message).toBe('Invalid OTP');
    }
    const locked = 'Too many failed attempts. Please request a new OTP.';
    const right = await browser.call('verifyOTP', { email, otp: code });
    expect(right).toMatchObject({ status: 403, error: { message: locked } });
    expect((await browser.call('verifyOTP', { email, otp: code })).error?.message).toBe(locked);
    expect((await browser.call('getMyAccount')).status).toBe(401);

    await ageOtpRequests(email, 61);
    expect((await browser.call('resendOTP', { email })).status).toBe(200);
    const next = await t.lastOtp(email);
    expect((await browser.call('verifyOTP', { email, otp: next })).result).toMatchObject({ signedIn: true });
  });

  it('verifies the address the code was sent to, never the signed-in caller', async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    await t.client().call('generateOTP', { email: owner.email, type: 'verification' });
    const answer = await other.client.call('verifyOTP', { email: owner.email, otp: await t.lastOtp(owner.email) });
    expect(answer).toMatchObject({ status: 200, result: { type: 'verification', signedIn: false } });
    expect((await reloadUser(t, owner.user.id))?.isVerified).toBe(true);
    expect((await reloadUser(t, other.user.id))?.isVerified).toBe(false);
    expect((await other.client.call('getMyAccount')).result).toMatchObject({ account: { email: other.email } });
  });

  it('refuses a code that is not 6 digits, or a bad e-mail, with a 400 naming the field', async () => {
    const { email, code } = await freshCode();
    for (const otp of ['12345', '1234567', 'abcdef', '12 456', '']) {
      const answer = await t.client().call('verifyOTP', { email, otp });
      expect(answer.status).toBe(400);
      expect(answer.error?.message).toMatch(/^otp: /);
    }
    const badEmail = await t.client().call('verifyOTP', { email: 'nope', otp: code });
    expect(badEmail.status).toBe(400);
    expect(badEmail.error?.message).toMatch(/^email: /);
    // None of those spent a try: the code still works.
    expect((await t.client().call('verifyOTP', { email, otp: code })).status).toBe(200);
    const [request] = await t.services.db.select().from(otpRequests).where(eq(otpRequests.email, email));
    expect(request?.outcome).toBe('verified');
  });

  it('counts wrong codes per address across codes: minting new ones does not reset them, for a day', async () => {
    const { email } = await createUser(t, { verified: true });
    const browser = t.client();
    for (let i = 0; i < 3; i += 1) {
      expect((await browser.call(i === 0 ? 'generateOTP' : 'resendOTP', { email })).status).toBe(200);
      const code = await t.lastOtp(email);
      for (let j = 0; j < 5; j += 1) expect((await browser.call('verifyOTP', { email, otp: wrongCode(code) })).status).toBe(400);
      await ageOtpRequests(email, 61);
    }
    expect((await browser.call('resendOTP', { email })).status).toBe(200);
    const fourth = await browser.call('verifyOTP', { email, otp: await t.lastOtp(email) });
    expect(fourth).toMatchObject({ status: 403, error: { message: expect.stringMatching(/^Too many failed attempts/) } });
    expect((await browser.call('getMyAccount')).status).toBe(401);

    await ageOtpRequests(email, 24 * 60 * 60);
    expect((await browser.call('resendOTP', { email })).status).toBe(200);
    expect((await browser.call('verifyOTP', { email, otp: await t.lastOtp(email) })).result).toMatchObject({ signedIn: true });
  });
});

describe("better-auth's own OTP routes", () => {
  it('cannot send codes, sign in with a code the app locked, or reset a password by code: they answer 404', async () => {
    const { email } = await createUser(t, { verified: true });
    const browser = t.client();
    for (let i = 0; i < 8; i += 1) {
      expect((await browser.postJson('/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' })).status).toBe(404);
      expect((await browser.postJson('/api/auth/forget-password/email-otp', { email })).status).toBe(404);
      expect((await browser.postJson('/api/auth/email-otp/request-password-reset', { email })).status).toBe(404);
    }
    expect(await otpMailCount(email)).toBe(0);

    expect((await browser.call('generateOTP', { email })).status).toBe(200);
    const code = await t.lastOtp(email);
    for (let j = 0; j < 6; j += 1) await browser.call('verifyOTP', { email, otp: wrongCode(code) });
    expect((await browser.postJson('/api/auth/sign-in/email-otp', { email, otp: code })).status).toBe(404);
    expect((await browser.postJson('/api/auth/email-otp/reset-password', { email, otp: code, password: 'Hampi-Boulder-Sunset-31' })).status).toBe(404);
    expect((await browser.call('getMyAccount')).status).toBe(401);
  });
});
