import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, fillSignUpForm, lastOtpFromLog } from './support/accounts';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  // At info level the outbox logs each e-mail's text, which is where the test reads the code.
  [server, browser] = await Promise.all([startServer({ env: { LOG_LEVEL: 'info' } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a new account, in the browser', () => {
  let attempt = 0;
  it('signs up, verifies with the e-mailed code, logs out and logs back in', async () => {
    const { page, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    // A retry signs up afresh: the first attempt's account already holds the name.
    attempt += 1;
    const suffix = attempt === 1 ? '' : String(attempt);
    const email = `nila.sundaram${suffix}@example.in`;
    // One dashboard request is still under way when the user logs out: signing out waits for it
    // rather than ending the session under it (which answered it 401).
    await page.route((url) => url.pathname === '/api/fn/listCollaborationRequests', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const collaborationAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/fn/listCollaborationRequests');
    try {
      await page.goto(`${server.url}/signup`);
      await fillSignUpForm(page, { name: 'Nila Sundaram', username: `nila_prints${suffix}`, email });
      await page.waitForURL((url) => url.pathname === '/verify');

      await expect.poll(() => server.stdout().includes(email), { timeout: 10_000 }).toBe(true);
      await page.getByLabel(/code/i).fill(lastOtpFromLog(server, email));
      await page.getByRole('main').getByRole('button', { name: 'Verify', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { level: 1, name: /Nila/ }).waitFor();

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
      expect((await collaborationAnswered).status()).toBe(200);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await page.getByLabel(/e-?mail/i).first().fill(email);
      await page.getByLabel(/^password/i).first().fill(E2E_PASSWORD);
      await page.getByRole('main').getByRole('button', { name: /log in|sign in/i }).first().click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the server message for a wrong password', async () => {
    const { page, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      await page.goto(`${server.url}/login`);
      await page.getByLabel(/e-?mail/i).first().fill('nobody@example.in');
      await page.getByLabel(/^password/i).first().fill('Wrong-Password-123');
      await page.getByRole('main').getByRole('button', { name: /log in|sign in/i }).first().click();
      await page.getByRole('alert').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await close();
    }
  });
});
