import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSuperAdmin, signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 16 item 6: an admin raises an alert; the dashboard counts it; another admin reads it.
let server: ServerProcess;
let browser: Browser;
let admin: E2eAccount;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await signUpViaApi(server, 'Arjun Admin');
  await makeSuperAdmin(server, admin);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('alerts', () => {
  it('are raised from the page, counted on the dashboard, and marked read', async () => {
    const { page, context, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 }, localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, admin);
      await page.goto(`${server.url}/admin/alerts`);
      await page.getByText('Nothing needs your attention.').waitFor();
      await page.getByLabel('Title').fill('Razorpay maintenance tonight');
      await page.getByLabel('Message').fill('Payouts pause from 02:00 to 04:00 IST.');
      await page.getByLabel('Severity').selectOption('warning');
      await page.getByLabel('Link (optional)').fill('https://evil.example');
      await page.getByRole('button', { name: 'Raise alert' }).click();
      await page.getByRole('alert').filter({ hasText: 'A path on this site, such as /admin/reports.' }).waitFor();
      await page.getByLabel('Link (optional)').fill('/admin/withdrawals');
      await page.getByRole('button', { name: 'Raise alert' }).click();
      const list = page.getByRole('list', { name: 'Unread alerts, latest first' });
      await list.getByText('Razorpay maintenance tonight').waitFor();
      await expect.poll(() => list.textContent()).toContain('Raised by Arjun Admin');
      await picture(page, 'admin-alerts-1280-light', { fullPage: true });
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${server.url}/admin`);
      await page.getByRole('link', { name: /Alerts.*1 unread/ }).waitFor();

      await page.goto(`${server.url}/admin/alerts`);
      await page.getByRole('button', { name: 'Mark read' }).click();
      await page.getByText('Nothing needs your attention.').waitFor();
      await page.getByRole('button', { name: 'All' }).click();
      await expect.poll(() => page.url()).toContain('show=all');
      await page.getByRole('button', { name: 'Mark unread' }).waitFor();
      // The one 400 is the refused link above, which the browser logs as a failed request.
      expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
