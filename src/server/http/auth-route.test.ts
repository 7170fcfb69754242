import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR } from '../auth/account-mail-limit';
import { mailOutbox } from '../db/schema';
import { createUser, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 27 item 12: the sign-in budget keyed on the path as written, so `/api/auth/./sign-in/email`
// got the general budget; and reset and sign-up-attempt e-mails had no limit per address.
let t: TestApp;
let person: TestUser;
beforeAll(async () => {
  // Behind one trusted proxy hop, each test names its own client address, so budgets do not mix.
  t = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: '30' });
  person = await createUser(t);
});
afterAll(async () => t?.close());

/** A POST with its path sent exactly as written: fetch() would resolve the dot segments first. */
function rawPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  const { port } = new URL(t.url);
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', origin: t.url, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.once('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('the auth routes’ budget', () => {
  it('counts every spelling that resolves to sign-in against the sign-in budget', async () => {
    const wrong = { email: 'nobody-here@example.in', password: 'not-the-password-1' };
    const spellings = [
      '/api/auth/./sign-in/email',
      '/api/auth/x/../sign-in/email',
      '/api/auth/%2e/sign-in/email',
      '/api/auth/x/%2E%2e/sign-in/email',
      '/api/auth/sign-in/./email',
      '/api/auth/sign-in/email',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await rawPost(spellings[i % spellings.length]!, wrong, { 'x-forwarded-for': '203.0.113.1' })).status);
    // Thirty wrong sign-ins reach better-auth (401), then the one budget they all share is spent.
    expect(statuses).toEqual([...Array<number>(30).fill(401), 429, 429]);
    // Each refused sign-in still hashes a password: slow on a busy machine.
  }, 120_000);

  it('answers 404 without better-auth for spellings that name no allowed route', async () => {
    for (const path of [
      '/api/auth//sign-in/email',
      '/api/auth/sign-in/email/',
      '/api/auth/Sign-In/email',
      '/api/auth/sign-in%2Femail',
      '/api/auth/sign-in%2femail',
      '/api/auth/%73ign-in/email',
      '/api/auth/sign-in/email%00',
      '/api/auth/x/../../fn/getSession',
      '/api/auth/..%2fsign-in/email',
    ]) {
      const answer = await rawPost(path, { email: person.email, password: person.password }, { 'x-forwarded-for': '203.0.113.2' });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });
});

describe('account e-mails anyone can ask for', () => {
  const mailsTo = async (to: string, kind: string) =>
    (await t.services.db.select({ id: mailOutbox.id }).from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))).length;

  it(`sends at most ${ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR} password reset e-mails to one address an hour, answering every request the same`, async () => {
    const target = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        rawPost('/api/auth/request-password-reset', { email: target.email, redirectTo: '/reset-password' }, { 'x-forwarded-for': `198.51.100.${i}` }),
      ),
    );
    // From fifteen addresses, as an attacker spreads them: no per-IP budget stops them.
    expect(answers.map((a) => a.status)).toEqual(Array(15).fill(200));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await mailsTo(target.email, 'password-reset')).toBe(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('limits the e-mails across the budget windows and server nodes too: the count is in the database', async () => {
    const target = await createUser(t);
    const { claimAccountMail } = await import('../auth/account-mail-limit');
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimAccountMail(t.services.db, 'password-reset', target.email.toUpperCase())));
    expect(claims.filter(Boolean)).toHaveLength(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR);
    expect(await claimAccountMail(t.services.db, 'sign-up-attempt', target.email)).toBe(true);
    const before = await mailsTo(target.email, 'password-reset');
    expect((await rawPost('/api/auth/request-password-reset', { email: target.email, redirectTo: '/reset-password' }, { 'x-forwarded-for': '203.0.113.3' })).status).toBe(200);
    expect(await mailsTo(target.email, 'password-reset')).toBe(before);
  });

  it(`sends at most ${ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR} "someone tried to sign up with your address" e-mails an hour`, async () => {
    const target = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        rawPost('/api/auth/sign-up/email', { email: target.email, password: 'Kadalekai-Parishe-2024!', name: 'Someone Else', username: `someone_${i}` }, { 'x-forwarded-for': `192.0.2.${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await mailsTo(target.email, 'sign-up-attempt')).toBe(ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR);
  });
});
