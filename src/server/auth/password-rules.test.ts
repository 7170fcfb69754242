import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, mailOutbox, passwordFailures, sessions, users } from '../db/schema';
import { createUser, TEST_PASSWORD, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEAK = ['aaaaaaaa', 'abcdefgh', 'meshmandi', 'Passw0rd!', 'Meshmandi2025!'];
const GOOD = 'Nilgiri-Tea-Garden-58';

async function resetToken(email: string): Promise<string> {
  const browser = t.client();
  expect((await browser.postJson('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' })).status).toBe(200);
  const [mail] = await t.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'password-reset')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail!.text.match(/reset-password\/([^?\s]+)/)![1]!;
}

async function signsInWith(email: string, password: string): Promise<boolean> {
  return (await t.client().postJson('/api/auth/sign-in/email', { email, password })).status === 200;
}

async function failureRows(user: TestUser): Promise<number> {
  const [row] = await t.services.db.select({ n: count() }).from(passwordFailures).where(eq(passwordFailures.userId, user.user.id));
  return row!.n;
}

describe('weak passwords are refused with advice (zxcvbn, score 3 or more)', () => {
  it('at sign-up, counting the name, e-mail and username as easy guesses', async () => {
    for (const password of WEAK) {
      const answer = await t.client().postJson('/api/auth/sign-up/email', { email: 'weak@example.in', password, name: 'Weak', username: 'weak_one' });
      expect(answer.status, password).toBe(400);
      expect(answer.body.message).toMatch(/^This password is too easy to guess\. \S/);
    }
    const own = await t.client().postJson('/api/auth/sign-up/email', { email: 'rohan.desai@example.in', password: 'RohanDesai1990', name: 'Rohan Desai', username: 'rohan_prints' });
    expect(own.status).toBe(400);
    expect(own.body.message).toContain("It contains your name, e-mail, username or the site's name.");
    expect(await t.services.db.select().from(users).where(eq(users.email, 'weak@example.in'))).toHaveLength(0);
  });

  it('when changing the password, and the same password again is refused', async () => {
    const { client, email } = await createUser(t);
    for (const newPassword of WEAK) {
      const answer = await client.postJson('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword });
      expect(answer.status, newPassword).toBe(400);
      expect(answer.body.message).toMatch(/^This password is too easy to guess/);
    }
    const same = await client.postJson('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same).toMatchObject({ status: 400, body: { message: 'Your new password must be different from your current one.' } });
    expect(await signsInWith(email, TEST_PASSWORD)).toBe(true);
  });

  it('when resetting by link, the old password again too; the link still works after a refusal', async () => {
    const { email } = await createUser(t);
    const token = await resetToken(email);
    for (const newPassword of [...WEAK, TEST_PASSWORD]) {
      const answer = await t.client().postJson('/api/auth/reset-password', { token, newPassword });
      expect(answer.status, newPassword).toBe(400);
      expect(answer.body.code).toBe('PASSWORD_TOO_WEAK');
    }
    expect((await t.client().postJson('/api/auth/reset-password', { token, newPassword: GOOD })).status).toBe(200);
    expect(await signsInWith(email, GOOD)).toBe(true);
  });
});

describe('the current password guards account changes', () => {
  it('deleting the account needs the password even with a brand-new session', async () => {
    const { client, user } = await createUser(t);
    const answer = await client.postJson('/api/auth/delete-user', {});
    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^password: /) } });
    expect(await t.services.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('an account without a password (Google only) deletes itself only soon after signing in', async () => {
    const { client, user } = await createUser(t);
    await t.services.db.delete(accounts).where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    await t.services.db.update(sessions).set({ createdAt: new Date(Date.now() - 20 * 60_000) }).where(eq(sessions.userId, user.id));
    const stale = await client.postJson('/api/auth/delete-user', {});
    expect(stale).toMatchObject({ status: 403, body: { message: expect.stringMatching(/sign in with Google again/) } });
    await t.services.db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await client.postJson('/api/auth/delete-user', {})).status).toBe(200);
    expect(await t.services.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
  });

  it('allows 5 wrong current passwords per account an hour, on every route that checks one, kept in the database', async () => {
    const owner = await createUser(t);
    expect((await owner.client.postJson('/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: GOOD })).status).toBe(200);
    // A right password leaves nothing behind.
    expect(await failureRows(owner)).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      const path = i % 2 === 0 ? '/api/auth/change-password' : '/api/auth/delete-user';
      const body = i % 2 === 0 ? { currentPassword: `Wrong-Guess-${i}-Mango`, newPassword: 'Jog-Falls-Monsoon-66' } : { password: `Wrong-Guess-${i}-Mango` };
      expect((await owner.client.postJson(path, body)).status).toBe(400);
    }
    expect(await failureRows(owner)).toBe(5);
    const right = await owner.client.postJson('/api/auth/change-password', { currentPassword: GOOD, newPassword: 'Jog-Falls-Monsoon-66' });
    expect(right).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Too many wrong passwords\. Please try again in \d+ minutes/) } });
    expect((await owner.client.postJson('/api/auth/delete-user', { password: GOOD })).status).toBe(429);
    expect(await signsInWith(owner.email, GOOD)).toBe(true);

    await t.services.db.update(passwordFailures).set({ createdAt: new Date(Date.now() - 61 * 60_000) }).where(eq(passwordFailures.userId, owner.user.id));
    expect((await owner.client.postJson('/api/auth/change-password', { currentPassword: GOOD, newPassword: 'Jog-Falls-Monsoon-66' })).status).toBe(200);
  });

  it('holds under parallel guesses: no more than 5 passwords are ever checked', async () => {
    const owner = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => owner.client.postJson('/api/auth/delete-user', { password: `Parallel-Guess-${i}-Jackfruit` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});
