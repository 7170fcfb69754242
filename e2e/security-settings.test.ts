import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { launchBrowser } from './support/browser';
import { fitsAndPassesAxeInEveryView } from './support/every-view';
import { openPageAs, VIEWS } from './support/models';
import { startServer, type ServerProcess } from './support/server';

// Issue 13 item 8: /settings/security lists the account's sessions and recent sign-ins and ends them.
let server: ServerProcess;
let browser: Browser;
let account: E2eAccount;

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  account = await signUpViaApi(server, 'Meera Pillai');
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Signs the account in from "a phone" over HTTP and answers its session cookie. */
async function signInFromPhone(who: E2eAccount = account): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'user-agent': IPHONE },
    body: JSON.stringify({ email: who.email, password: who.password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => pair.includes('session_token'))
    .join('; ');
}

async function signedIn(cookie: string): Promise<boolean> {
  const response = await fetch(`${server.url}/api/fn/getMyAccount`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.url, cookie }, body: '{}' });
  return response.status === 200;
}

const devices = (page: Page) => page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
const signIns = (page: Page) => page.getByRole('list', { name: 'Recent sign-ins' }).getByRole('listitem');

describe('/settings/security', () => {
  it('sends a visitor to log in and back, then lists sessions and sign-ins; ends one session, then every other', async () => {
    const phone = await signInFromPhone();
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      await page.goto(`${server.url}/settings/security`);
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel(/e-?mail or username/i).fill(account.email);
      await page.getByLabel(/^password/i).first().fill(account.password);
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === '/settings/security');
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();

      // Three sessions: the sign-up's, the phone's and this browser's (listed first, marked).
      await expect.poll(() => devices(page).count()).toBe(3);
      expect(await devices(page).first().innerText()).toContain('This device');
      const phoneRow = devices(page).filter({ hasText: 'Safari on iPhone' });
      expect(await phoneRow.innerText()).toMatch(/IP 127\.0\.0\.x/);

      // Three sign-ins, newest first: this browser (this device, new), the phone (new), the first one.
      await expect.poll(() => signIns(page).count()).toBe(3);
      const rows = await signIns(page).allInnerTexts();
      expect(rows[0]).toContain('This device');
      expect(rows[0]).toContain('New device');
      expect(rows[1]).toContain('Safari on iPhone');
      expect(rows[1]).toContain('New device');
      expect(rows[2]).not.toContain('New device');
      expect(rows.join('\n')).not.toContain('127.0.0.1');

      // End the phone's session: it is signed out at once.
      expect(await signedIn(phone)).toBe(true);
      await page.getByRole('button', { name: 'End session on Safari on iPhone' }).click();
      await expect.poll(() => devices(page).count()).toBe(2);
      expect(await signedIn(phone)).toBe(false);

      // Sign out everywhere else: the sign-up's session goes, this one stays.
      await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
      await page.getByText('Done. Every other browser and device is signed out').waitFor();
      await expect.poll(() => devices(page).count()).toBe(1);
      expect(await signedIn(account.cookie)).toBe(false);

      // Account settings links here.
      await page.goto(`${server.url}/profile/edit`);
      await page.getByRole('link', { name: 'Security and recent sign-ins' }).click();
      await page.waitForURL((url) => url.pathname === '/settings/security');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reads well at desktop and phone width in both themes, with no serious axe findings', async () => {
    const viewer = await signUpViaApi(server, 'Meera Pillai');
    await signInFromPhone(viewer);
    // Opened once and looked at in every view in place (issue 29).
    const { page, errors, close } = await openPageAs(browser, server, viewer, VIEWS[0]);
    try {
      await page.goto(`${server.url}/settings/security`);
      await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
      await expect.poll(() => signIns(page).count()).toBeGreaterThan(0);
      await devices(page).first().waitFor();
      await fitsAndPassesAxeInEveryView(page, 'security-settings');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
