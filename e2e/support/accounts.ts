import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import type { ServerProcess } from './server';

export const E2E_PASSWORD = 'Lalbagh-Glasshouse-2025';

export interface E2eAccount {
  email: string;
  username: string;
  name: string;
  password: string;
  uid: string;
  /** The session cookie, as `name=value`. */
  cookie: string;
}

async function post(server: ServerProcess, path: string, body: unknown, cookie?: string): Promise<Response> {
  try {
    return await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  } catch (error) {
    // "fetch failed" alone says nothing: say whether the server is still there, and what it last wrote.
    const { exitCode, signalCode } = server.child;
    const state = exitCode === null && signalCode === null ? 'is still running' : `exited (code ${exitCode}, signal ${signalCode})`;
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw new Error(`POST ${path} got no answer${cause}. The server ${state}; its last output:\n${(server.stderr() + server.stdout()).slice(-2000)}`, { cause: error });
  }
}

/** Signs a new account up over HTTP (faster than the form when a test only needs someone signed in). */
export async function signUpViaApi(server: ServerProcess, name = 'Lakshmi Iyer'): Promise<E2eAccount> {
  const tag = randomBytes(3).toString('hex');
  const email = `e2e-${tag}@example.in`;
  const username = `maker_${tag}`;
  const response = await post(server, '/api/auth/sign-up/email', { email, password: E2E_PASSWORD, name, username });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  // Sign-up starts no session (decision 018): sign in as a person would.
  const signIn = await post(server, '/api/auth/sign-in/email', { email, password: E2E_PASSWORD });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.includes('session_token'));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { email, username, name, password: E2E_PASSWORD, uid: user.id, cookie };
}

/** Makes the account the site's first super admin through the real first-run call. */
export async function makeSuperAdmin(server: ServerProcess, account: E2eAccount): Promise<void> {
  const response = await post(server, '/api/fn/completeAdminSetup', {}, account.cookie);
  if (!response.ok) throw new Error(`completeAdminSetup failed: ${response.status} ${await response.text()}`);
}

export async function signInContext(context: BrowserContext, server: ServerProcess, account: E2eAccount): Promise<void> {
  const eq = account.cookie.indexOf('=');
  await context.addCookies([{ name: account.cookie.slice(0, eq), value: account.cookie.slice(eq + 1), url: server.url }]);
}

/** The last 6-digit code the server's outbox logged for an address (the server must log at info). */
export function lastOtpFromLog(server: ServerProcess, email: string): string {
  const lines = server.stdout().split('\n').filter((line) => line.includes('"kind":"otp"') && line.includes(email));
  // The indented 6 digits of the e-mail's text: never digits of the address or of the log's fields.
  const code = lines.at(-1)?.match(/\\n\s+(\d{6})\\n/)?.[1];
  if (!code) throw new Error(`No OTP logged for ${email}`);
  return code;
}

/** One super admin per test server, made when first needed. */
const siteAdmins = new WeakMap<ServerProcess, Promise<E2eAccount>>();

/** The server's super admin, made through the real first-run call the first time a test asks; the server must have none yet. */
export function siteAdmin(server: ServerProcess): Promise<E2eAccount> {
  let admin = siteAdmins.get(server);
  if (!admin) {
    admin = signUpViaApi(server, 'Meshmandi Team').then(async (made) => {
      await makeSuperAdmin(server, made);
      return made;
    });
    siteAdmins.set(server, admin);
  }
  return admin;
}

/**
 * Puts a creator on a tier through the admin override (`updateCreatorTier`), for a test that
 * publishes more models than a Basic Creator's month allows (10). As the server's `siteAdmin`, or
 * the admin passed.
 */
export async function putOnTier(server: ServerProcess, account: E2eAccount, tier: 'verified' | 'pro' | 'elite', admin?: E2eAccount): Promise<void> {
  const chosen = admin ?? (await siteAdmin(server));
  const response = await post(server, '/api/fn/updateCreatorTier', { data: { userId: account.uid, tier, reason: 'This test publishes more than a month allows' } }, chosen.cookie);
  if (!response.ok) throw new Error(`updateCreatorTier failed: ${response.status} ${await response.text()}`);
}

/**
 * Fills /signup as a person would (the page must be open) and sends it: the verify screen comes
 * next, where the e-mailed code (lastOtpFromLog) finishes the sign-up.
 */
export async function fillSignUpForm(page: Page, person: { name: string; username: string; email: string }): Promise<void> {
  await page.getByLabel(/display name/i).fill(person.name);
  await page.getByLabel(/username/i).fill(person.username);
  await page.getByLabel(/e-?mail/i).fill(person.email);
  await page.getByLabel(/^password/i).first().fill(E2E_PASSWORD);
  const agree = page.getByRole('checkbox');
  if ((await agree.count()) > 0) await agree.first().check();
  await page.getByRole('main').getByRole('button', { name: /create account|sign up/i }).click();
}
