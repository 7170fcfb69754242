import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, signUpViaApi } from './support/accounts';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  // At info level the outbox logs each e-mail's text: codes and reset links are read there.
  [server, browser] = await Promise.all([startServer({ env: { LOG_LEVEL: 'info' } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function mailLines(email: string, kind: string): string[] {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.includes(`"kind":"${kind}"`) && line.includes(email));
}

/** The code of the last OTP e-mail: the indented 6 digits of its text (not digits in the address or the log fields). */
function lastCode(email: string): string {
  const code = mailLines(email, 'otp')
    .at(-1)
    ?.match(/\\n\s+(\d{6})\\n/)?.[1];
  if (!code) throw new Error(`No code logged for ${email}`);
  return code;
}

function lastResetLink(email: string): string {
  const link = mailLines(email, 'password-reset')
    .at(-1)
    ?.match(/(https?:\/\/[^\s"\\]+\/api\/auth\/reset-password\/[^\s"\\]+)/)?.[1];
  if (!link) throw new Error(`No reset link logged for ${email}`);
  return link;
}

async function requestReset(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/request-password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, redirectTo: '/reset-password' }),
  });
  expect(response.status).toBe(200);
  await expect.poll(() => mailLines(email, 'password-reset').length, { timeout: 10_000 }).toBeGreaterThan(0);
  return lastResetLink(email);
}

describe('sign-up', () => {
  it('answers a taken address with the same check-your-e-mail screen, and e-mails its owner', async () => {
    const owner = await signUpViaApi(server, 'Kavitha Rao');
    const { page, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await page.goto(`${server.url}/signup`);
      await page.getByLabel(/display name/i).fill('Someone Else');
      await page.getByLabel(/username/i).fill('someone_else');
      await page.getByLabel(/e-?mail/i).fill(owner.email);
      await page.getByLabel(/^password/i).first().fill(E2E_PASSWORD);
      await page.getByRole('checkbox').first().check();
      await page.getByRole('main').getByRole('button', { name: /create account/i }).click();
      await page.waitForURL((url) => url.pathname === '/verify');
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
      const text = await page.getByRole('main').innerText();
      expect(text).toContain(`To verify your address, enter the 6\u2011digit code we sent to ${owner.email}`);
      expect(text).not.toMatch(/already|exists|has an account/i);
      await expect.poll(() => mailLines(owner.email, 'sign-up-attempt').length, { timeout: 10_000 }).toBe(1);
      // No code that would verify the existing account reaches whoever signed up with its address.
      expect(mailLines(owner.email, 'otp')).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('says a short username is too short, in the words settings use, and warns about a weak password before submitting', async () => {
    const { page, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await page.goto(`${server.url}/signup`);
      await page.getByLabel(/display name/i).fill('Deepa Nair');
      await page.getByLabel(/username/i).fill('dn');
      await page.getByLabel(/e-?mail/i).fill('deepa.nair@example.in');
      const password = page.getByLabel(/^password/i).first();
      await password.fill('meshmandi');
      // zxcvbn's verdict appears while typing, before any request is sent.
      await page.getByText(/^This password is too easy to guess\. It contains your name, e-mail, username or the site's name\./).waitFor();
      await password.fill('Passw0rd!');
      await page.getByText(/^This password is too easy to guess\. This is similar to a commonly used password\./).waitFor();
      await password.fill(E2E_PASSWORD);
      await expect.poll(() => page.getByText(/too easy to guess/).count()).toBe(0);
      await page.getByRole('checkbox').first().check();
      await page.getByRole('main').getByRole('button', { name: /create account/i }).click();
      await page.getByText('Username must be at least 3 characters').waitFor();
      expect(new URL(page.url()).pathname).toBe('/signup');
      expect(await page.getByLabel(/username/i).evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('');
      await picture(page, 'signup-username-and-password-hint');
    } finally {
      await close();
    }
  });
});

describe('the verify screen', () => {
  it('says once where the code went, and after Resend clears the old error and says a new code was sent', async () => {
    const account = await signUpViaApi(server, 'Harish Gowda');
    const { page, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await page.goto(`${server.url}/verify?email=${encodeURIComponent(account.email)}&type=verification`);
      await page.getByLabel(/code/i).fill('000000');
      await page.getByRole('main').getByRole('button', { name: /^verify$/i }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid OTP' }).waitFor();

      await page.getByRole('button', { name: 'Resend code' }).click();
      await page.getByText(`We sent a new code to ${account.email}. Only the newest code works.`).waitFor();
      expect(await page.getByRole('alert').filter({ hasText: 'Invalid OTP' }).count()).toBe(0);
      const text = await page.getByRole('main').innerText();
      expect(text).not.toContain('has an account');
      await picture(page, 'verify-after-resend');

      await expect.poll(() => mailLines(account.email, 'otp').length, { timeout: 10_000 }).toBe(1);
      await page.getByLabel(/code/i).fill(lastCode(account.email));
      await page.getByRole('main').getByRole('button', { name: /^verify$/i }).click();
      await page.getByRole('heading', { name: 'E-mail verified' }).waitFor();
    } finally {
      await close();
    }
  });
});

describe('the reset-password page', () => {
  it('refuses a weak password without offering a new link, and the same link then works', async () => {
    const account = await signUpViaApi(server, 'Prakash Menon');
    const link = await requestReset(account.email);
    const { page, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await page.goto(link);
      await page.waitForURL((url) => url.pathname === '/reset-password');
      await page.getByLabel('New password', { exact: true }).fill('Passw0rd!');
      await page.getByText(/^This password is too easy to guess\./).waitFor();
      await page.getByLabel('Confirm new password', { exact: true }).fill('Passw0rd!');
      await page.getByRole('button', { name: 'Save new password' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: /too easy to guess/ });
      await refusal.waitFor();
      await picture(page, 'reset-weak-password');
      expect(await page.getByRole('link', { name: /new (reset )?link/i }).count()).toBe(0);

      await page.getByLabel('New password', { exact: true }).fill('Malleshwaram-Filter-Coffee-9');
      await page.getByLabel('Confirm new password', { exact: true }).fill('Malleshwaram-Filter-Coffee-9');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    } finally {
      await close();
    }
  });

  it('explains a bogus or used link and how to get a new one', async () => {
    const { page, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await page.goto(`${server.url}/reset-password?token=not-a-real-token`);
      await page.getByLabel('New password', { exact: true }).fill('Malleshwaram-Filter-Coffee-9');
      await page.getByLabel('Confirm new password', { exact: true }).fill('Malleshwaram-Filter-Coffee-9');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page.getByText(/^This reset link is invalid or has expired\. Reset links work for 60 minutes and only once/).waitFor();
      expect(await page.getByText('Invalid token', { exact: true }).count()).toBe(0);
      await picture(page, 'reset-bogus-token');
      await page.getByRole('link', { name: 'Send me a new link' }).click();
      await page.waitForURL((url) => url.pathname === '/forgot-password');
    } finally {
      await close();
    }
  });
});
