import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_PASSWORD, makeSuperAdmin, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { inEveryView } from './support/every-view';
import { openPageAs, VIEWS } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 16 item 5, in a browser: an admin blocks an address from /admin/security and that address
// is refused at its next request, pages and API alike, while others get in; removing the rule lets
// it back in. Behind a proxy (TRUST_PROXY), X-Forwarded-For names the client, so each browser
// context speaks from its own address; the admin's has none and is 127.0.0.1.
let server: ServerProcess;
let browser: Browser;
let admin: E2eAccount;
let member: E2eAccount;

const VISITOR_IP = '198.51.100.23';
const OTHER_IP = '203.0.113.50';
const BLOCKED_TEXT = 'Access from your network has been blocked.';
const HOME_HEADING = /3D models from the community/;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { TRUST_PROXY: 'true' } }), launchBrowser()]);
  [admin, member] = await Promise.all([signUpViaApi(server, 'Arjun Admin'), signUpViaApi(server, 'Kavya Maker')]);
  await makeSuperAdmin(server, admin);
  // Five wrong passwords pause the member's password sign-in (decision 032): the page lists the account.
  for (let i = 0; i < 5; i += 1) {
    await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: member.email, password: `${E2E_PASSWORD}-wrong` }),
    });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A visitor's page whose every request (document, assets, API calls) comes from `ip`. */
async function visitorFrom(ip: string) {
  const tracked = await openPageAs(browser, server, null);
  await tracked.context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return tracked;
}

async function openSecurityPage(page: Page): Promise<void> {
  await page.goto(`${server.url}/admin/security`);
  await expect.poll(() => page.getByRole('main').textContent(), { timeout: 10_000 }).toContain('Your address: 127.0.0.1');
}

/** An API call made by the open page itself, as the app makes them. */
const apiStatus = (page: Page) =>
  page.evaluate(() => fetch('/api/fn/getHomeFeed', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status));

describe('IP block and allow lists from /admin/security', () => {
  it('refuse a blocked address at its next request, pages and API alike, let others in, and let it back in once removed', async () => {
    const visitor = await visitorFrom(VISITOR_IP);
    const other = await visitorFrom(OTHER_IP);
    const desk = await openPageAs(browser, server, admin);
    try {
      await visitor.page.goto(`${server.url}/`);
      await visitor.page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(await apiStatus(visitor.page)).toBe(200);

      await openSecurityPage(desk.page);
      const form = desk.page.getByRole('form', { name: 'Block an address' });
      await form.getByLabel('IP address or range').fill(VISITOR_IP);
      await form.getByLabel('Reason').fill('Scraping every model page');
      await form.getByRole('button', { name: 'Block' }).click();
      await form.getByRole('status').filter({ hasText: `Blocked ${VISITOR_IP}/32 until removed.` }).waitFor();
      const blockedList = desk.page.getByRole('region', { name: /^Blocked/ });
      await blockedList.getByText(`${VISITOR_IP}/32`).waitFor();
      expect(await blockedList.textContent()).toMatch(/Scraping every model page[\s\S]*By Arjun Admin[\s\S]*until removed/);

      // The page the visitor already had open: its next API call is refused, its next navigation gets the blocked page.
      await expect.poll(() => apiStatus(visitor.page), { timeout: 5000 }).toBe(403);
      const refused = await visitor.page.goto(`${server.url}/explore`);
      expect(refused?.status()).toBe(403);
      expect(await visitor.page.locator('h1').textContent()).toBe(BLOCKED_TEXT);

      const elsewhere = await other.page.goto(`${server.url}/`);
      expect(elsewhere?.status()).toBe(200);
      await other.page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(await apiStatus(other.page)).toBe(200);

      // Remove asks first; Cancel changes nothing.
      await blockedList.getByRole('button', { name: `Remove ${VISITOR_IP}/32` }).click();
      const dialog = desk.page.getByRole('dialog', { name: `Unblock ${VISITOR_IP}/32?` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await apiStatus(visitor.page)).toBe(403);
      await blockedList.getByRole('button', { name: `Remove ${VISITOR_IP}/32` }).click();
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await blockedList.getByRole('status').filter({ hasText: `Removed the block on ${VISITOR_IP}/32.` }).waitFor();
      await blockedList.getByText('No addresses are blocked.').waitFor();

      const back = await visitor.page.goto(`${server.url}/`);
      expect(back?.status()).toBe(200);
      await visitor.page.getByRole('heading', { level: 1, name: HOME_HEADING }).waitFor();
      expect(await apiStatus(visitor.page)).toBe(200);

      // The browser logs each refused request as a console error; nothing else may appear.
      expect(visitor.errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
      expect([...other.errors, ...desk.errors]).toEqual([]);
    } finally {
      await Promise.all([visitor.close(), other.close(), desk.close()]);
    }
  });

  it("show the server's refusal in the form (the admin's own address, a missing description), and look right at both widths and themes", async () => {
    const desk = await openPageAs(browser, server, admin);
    try {
      await openSecurityPage(desk.page);
      const block = desk.page.getByRole('form', { name: 'Block an address' });
      const ipBox = block.getByLabel('IP address or range');
      await ipBox.fill('127.0.0.1');
      await block.getByLabel('Reason').fill('Testing');
      await block.getByRole('button', { name: 'Block' }).click();
      await block.getByRole('alert').filter({ hasText: 'Failed to block IP: 127.0.0.1/32 includes your own address (127.0.0.1). Blocking it would lock you out.' }).waitFor();
      expect(await ipBox.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => ipBox.evaluate((el) => el === document.activeElement)).toBe(true);
      // Out from under the sticky top bar, the form with its refusal as the admin sees it.
      await block.evaluate((form) => form.scrollIntoView({ block: 'center' }));
      await picture(desk.page, 'ip-block-own-address-1280-light');

      // A temporary block of a range: the list shows when it ends.
      await ipBox.fill('192.0.2.0/24');
      await block.getByLabel('Reason').fill('Credential stuffing from this range');
      await block.getByLabel('Type').selectOption('temporary');
      await block.getByRole('button', { name: 'Block' }).click();
      await block.getByRole('status').filter({ hasText: /Blocked 192\.0\.2\.0\/24 until .+\./ }).waitFor();
      expect(await ipBox.getAttribute('aria-invalid')).toBeNull();
      await desk.page.getByRole('region', { name: /^Blocked/ }).getByText(/expires/).waitFor();

      const allow = desk.page.getByRole('form', { name: 'Always allow an address' });
      await allow.getByLabel('IP address or range').fill('203.0.113.9');
      await allow.getByRole('button', { name: 'Always allow' }).click();
      await allow.getByRole('alert').filter({ hasText: 'Failed to allow IP: say whose address it is.' }).waitFor();
      expect(await allow.getByLabel('Description').getAttribute('aria-invalid')).toBe('true');
      await allow.getByLabel('Description').fill('The Bengaluru office');
      await allow.getByRole('button', { name: 'Always allow' }).click();
      await allow.getByRole('status').filter({ hasText: 'Always allowing 203.0.113.9/32 until removed.' }).waitFor();
      await desk.page.getByRole('region', { name: /^Always allowed/ }).getByText('The Bengaluru office').waitFor();
      expect(desk.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    } finally {
      await desk.close();
    }

    // Opened once and looked at in every view in place (issue 29).
    const { page, errors, close } = await openPageAs(browser, server, admin, VIEWS[0]);
    try {
      await openSecurityPage(page);
      const main = page.getByRole('main');
      await expect.poll(() => main.textContent()).toMatch(/Paused accounts[\s\S]*Kavya Maker[\s\S]*Paused until/);
      expect(await main.textContent()).toMatch(/Failed sign-ins5In the last 15 minutes/);
      await page.getByRole('region', { name: 'Latest sign-ins table', exact: true }).getByText('Arjun Admin').first().waitFor();
      await inEveryView(page, async (view, { tag, coloursOnly }) => {
        // The sign-ins table scrolls inside its own box at phone width, never the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${view.width} px`).toBeLessThanOrEqual(0);
        const table = page.getByRole('region', { name: 'Latest sign-ins table', exact: true });
        if (view.width === 375) expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
        expect(await seriousAxeViolations(page, { coloursOnly }), tag).toEqual([]);
        await picture(page, `ip-block-security-${tag}`, { fullPage: true });
      });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
