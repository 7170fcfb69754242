import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USERNAME_TAKEN } from '../../shared/constants/account-rules';
import { mailOutbox, otpRequests, users, verifications } from '../db/schema';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mails(email: string, kind: string): Promise<number> {
  const [row] = await t.services.db.select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));
  return row!.n;
}

async function signUp(fields: Record<string, unknown>) {
  const client = t.client();
  const answer = await client.postJson('/api/auth/sign-up/email', fields);
  return { ...answer, cookies: client.cookies.size };
}

describe('sign-up applies the profile rules to every field it sets', () => {
  it('refuses a display name that updateProfile would refuse, naming the field, and writes nothing', async () => {
    const cases: Array<[string, RegExp]> = [
      ['x'.repeat(60_000), /^name: must be at most 60 characters$/],
      ['x'.repeat(61), /^name: must be at most 60 characters$/],
      ['', /^name: must not be empty$/],
      ['   \t ', /^name: must not be empty$/],
    ];
    for (const [name, message] of cases) {
      const email = `name${name.length}@example.in`;
      const answer = await signUp({ email, password: TEST_PASSWORD, name, username: `name_${name.length}` });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
      expect(await t.services.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('stores the display name trimmed, and the username as updateProfile would', async () => {
    const answer = await signUp({ email: 'trim@example.in', password: TEST_PASSWORD, name: '  Anil Kumble  ', username: ' Anil.Prints ' });
    expect(answer.body).toMatchObject({ user: { email: 'trim@example.in' } });
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'trim@example.in'));
    expect(row).toMatchObject({ displayName: 'Anil Kumble', username: 'anil.prints' });
  });

  it('refuses usernames against the same rules, with a length message for short ones', async () => {
    const cases: Array<[string, RegExp]> = [
      ['ab', /^username: must be at least 3 characters$/],
      ['a'.repeat(31), /^username: must be at most 30 characters$/],
      ['bad name!', /^username: may contain only letters, digits, dots and underscores$/],
    ];
    for (const [username, message] of cases) {
      const answer = await signUp({ email: 'user-rules@example.in', password: TEST_PASSWORD, name: 'U', username });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(await t.services.db.select().from(users).where(eq(users.email, 'user-rules@example.in'))).toHaveLength(0);
  });

  it('says a username is taken in the words settings use', async () => {
    const owner = await createUser(t);
    const answer = await signUp({ email: 'second@example.in', password: TEST_PASSWORD, name: 'S', username: owner.user.username!.toUpperCase() });
    expect(answer).toMatchObject({ status: 400, body: { message: USERNAME_TAKEN } });
    const settings = await (await createUser(t)).client.call('updateProfile', { username: owner.user.username });
    expect(settings.error?.message).toBe(USERNAME_TAKEN);
  });

  it('refuses an image URL (avatars come only from our upload) and any field sign-up does not take', async () => {
    const image = await signUp({ email: 'pixel@example.in', password: TEST_PASSWORD, name: 'P', username: 'pixel_user', image: 'https://tracker.example/p.gif' });
    expect(image.status).toBe(400);
    expect(image.body.message).toMatch(/^image: /);
    const extra = await signUp({ email: 'pixel@example.in', password: TEST_PASSWORD, name: 'P', username: 'pixel_user', photoURL: 'https://tracker.example/p.gif', role: 'admin' });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toMatch(/cannot be set here/);
    expect(await t.services.db.select().from(users).where(eq(users.email, 'pixel@example.in'))).toHaveLength(0);
  });
});

describe('sign-up does not tell whether an address has an account', () => {
  it('answers an existing address like a new one, makes nothing, and e-mails the owner instead', async () => {
    const owner = await createUser(t, { verified: true });
    const fresh = await signUp({ email: 'brand-new@example.in', password: TEST_PASSWORD, name: 'Nila', username: 'nila_new' });
    const taken = await signUp({ email: owner.email.toUpperCase(), password: TEST_PASSWORD, name: 'Nila', username: 'nila_other' });
    for (const answer of [fresh, taken]) {
      expect(answer.status).toBe(200);
      expect(answer.cookies).toBe(0);
      expect(answer.body).not.toHaveProperty('token');
    }
    const shape = (body: { user: Record<string, unknown> }) => {
      const { id: _id, createdAt: _c, updatedAt: _u, email: _e, username: _n, ...rest } = body.user;
      return { keys: Object.keys(body.user).sort(), rest };
    };
    expect(shape(taken.body)).toEqual(shape(fresh.body));
    expect(taken.body.user.email).toBe(owner.email);
    expect(taken.body.user.id).not.toBe(owner.user.id);

    expect(await t.services.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    expect(await t.services.db.select().from(users).where(eq(users.username, 'nila_other'))).toHaveLength(0);
    expect(await mails(owner.email, 'sign-up-attempt')).toBe(1);
    const [mail] = await t.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, owner.email), eq(mailOutbox.kind, 'sign-up-attempt')));
    expect(mail?.text).toContain('/forgot-password');
    expect(await mails('brand-new@example.in', 'sign-up-attempt')).toBe(0);

    // The web app then asks for a verification code: the new address gets one, the verified owner
    // does not (their e-mail above says what happened), and both answers are the same.
    const newCode = await t.client().call('generateOTP', { email: 'brand-new@example.in', type: 'verification' });
    const ownerCode = await t.client().call('generateOTP', { email: owner.email, type: 'verification' });
    expect(ownerCode.status).toBe(newCode.status);
    expect(ownerCode.result?.message.replace(owner.email, '')).toBe(newCode.result?.message.replace('brand-new@example.in', ''));
    expect(await mails('brand-new@example.in', 'otp')).toBe(1);
    expect(await mails(owner.email, 'otp')).toBe(0);
  });

  it('sends no code that would verify an unverified account someone else made, while a sign-up with its address is recent', async () => {
    const victim = 'lalitha.squatted@example.in';
    const squatter = await signUp({ email: victim, password: 'Attacker-Chosen-Pass-77', name: 'Not Lalitha', username: 'squatter' });
    expect(squatter.status).toBe(200);
    const real = await signUp({ email: victim, password: TEST_PASSWORD, name: 'Lalitha', username: 'lalitha_real' });
    expect(real).toMatchObject({ status: 200, cookies: 0 });
    expect(await mails(victim, 'sign-up-attempt')).toBe(1);

    const asked = await t.client().call('generateOTP', { email: victim, type: 'verification' });
    expect(asked).toMatchObject({ status: 200, result: { success: true } });
    expect(await mails(victim, 'otp')).toBe(0);

    // Once the attempt is old, the account's own "verify later" works again.
    await t.services.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.identifier, `sign-up-attempt:${victim}`));
    await t.services.db.delete(otpRequests).where(eq(otpRequests.email, victim));
    expect((await t.client().call('generateOTP', { email: victim, type: 'verification' })).status).toBe(200);
    expect(await mails(victim, 'otp')).toBe(1);
  });
});
