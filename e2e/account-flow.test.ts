import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, lastOtpFromLog } from './support/accounts';
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
  it('signs up, verifies with the e-mailed code, logs out and logs back in', async () => {
    const { page, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    const email = 'nila.sundaram@example.in';
    try {
      await page.goto(`${server.url}/signup`);
      await page.getByLabel(/display name/i).fill('Nila Sundaram');
      await page.getByLabel(/username/i).fill('nila_prints');
      await page.getByLabel(/e-?mail/i).fill(email);
      await page.getByLabel(/^password/i).first().fill(E2E_PASSWORD);
      const agree = page.getByRole('checkbox');
      if ((await agree.count()) > 0) await agree.first().check();
      await page.getByRole('main').getByRole('button', { name: /create account|sign up/i }).click();
      await page.waitForURL((url) => url.pathname === '/verify');

      await expect.poll(() => server.stdout().includes(email), { timeout: 10_000 }).toBe(true);
      await page.getByLabel(/code/i).fill(lastOtpFromLog(server, email));
      await page.getByRole('main').getByRole('button', { name: 'Verify', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { level: 1, name: /Nila/ }).waitFor();

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
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
