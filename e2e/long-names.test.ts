import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSuperAdmin, signUpViaApi, type E2eAccount } from './support/accounts';
import { launchBrowser } from './support/browser';
import { clippedPlaceholder, fitOf, lineCount, squeezedSelect } from './support/geometry';
import { inEachWidth, inEveryView } from './support/every-view';
import { clientFor, openPageAs, VIEWS } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;
let superAdmin: E2eAccount;
/** Unbroken 60-character names, the longest a display name may be. */
const ADMIN_NAME = 'Venkatanarasimharajuvaripetasubramanyaswamytirthankarakrishn';
const MEMBER_NAME = 'Chakravartirajagopalachariyarvenkataramanasubbarayalukrishna';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  superAdmin = await signUpViaApi(server, ADMIN_NAME);
  await makeSuperAdmin(server, superAdmin);
  const [admin] = await Promise.all([signUpViaApi(server, 'Meena Admin'), signUpViaApi(server, MEMBER_NAME)]);
  const answer = await clientFor(server, superAdmin).call('updateUserRole', { userId: admin.uid, newRole: 'admin' });
  if (answer.status !== 200) throw new Error(`updateUserRole failed: ${JSON.stringify(answer.error)}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('long unbroken names wrap inside the page', () => {
  // Each screen opened once and looked at in every view in place (issue 29).
  it('on the dashboard heading', async () => {
    const { page, errors, close } = await openPageAs(browser, server, superAdmin, VIEWS[0]);
    try {
      await page.goto(`${server.url}/dashboard`);
      const heading = page.getByRole('heading', { level: 1, name: `Hello, ${ADMIN_NAME}` });
      await heading.waitFor();
      await inEveryView(page, async (_view, { tag }) => {
        const where = `dashboard at ${tag}`;
        expect(await fitOf(heading), where).toEqual({ overflow: 0, pastViewport: 0 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBeLessThanOrEqual(0);
        await picture(page, `dashboard-long-name-${tag}`, { fullPage: true });
      });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('in the admin delete dialog, and the role selects show their whole role', async () => {
    const { page, errors, close } = await openPageAs(browser, server, superAdmin, VIEWS[0]);
    try {
      await page.goto(`${server.url}/admin`);
      const selects = page.getByRole('combobox', { name: /^Role of / }).locator('visible=true');
      await selects.first().waitFor();
      await inEveryView(page, async (_view, { tag }) => {
        const where = `admin at ${tag}`;
        expect(await selects.count(), where).toBe(3);
        for (const select of await selects.all()) {
          expect(await squeezedSelect(select), `${where}: ${await select.getAttribute('aria-label')}`).toBe(0);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${where}: scrolls sideways`).toBeLessThanOrEqual(0);
        await picture(page, `admin-users-long-names-${tag}`, { fullPage: true });
      });
      // Each width shows its own Delete button (a table row's, a card's): the dialog is opened from each.
      await inEachWidth(page, async (_size, tag) => {
        const where = `admin at ${tag} px`;
        await page.getByRole('button', { name: `Delete ${MEMBER_NAME}` }).locator('visible=true').click();
        const dialog = page.getByRole('dialog', { name: `Delete ${MEMBER_NAME}?` });
        await dialog.waitFor();
        expect(await fitOf(dialog.getByRole('heading')), where).toEqual({ overflow: 0, pastViewport: 0 });
        expect(await fitOf(dialog), where).toEqual({ overflow: 0, pastViewport: 0 });
        await picture(page, `admin-delete-long-name-${tag}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        // Focus goes back to the Delete button that opened the dialog, not to the page body.
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Delete ${MEMBER_NAME}`);
      });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the top bar: search placeholder and sign-in links', () => {
  const widths = [375, 768, 1024, 1280];
  for (const who of ['visitor', 'signed in'] as const) {
    it(`shows whole for a ${who} at ${widths.join(', ')} px`, async () => {
      for (const width of widths) {
        const { page, close } = await openPageAs(browser, server, who === 'visitor' ? null : superAdmin, { width, height: 800 });
        try {
          await page.goto(`${server.url}/about`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          if (who === 'signed in') await page.getByRole('button', { name: /Account menu/ }).waitFor();
          if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
          const search = page.getByRole(width < 768 ? 'dialog' : 'banner').getByRole('searchbox');
          expect(await clippedPlaceholder(search), `${who} at ${width} px: "${await search.getAttribute('placeholder')}"`).toBe(0);
          if (who === 'visitor' && width >= 768) {
            for (const name of ['Login', 'Sign Up']) expect(await lineCount(page.getByRole('banner').getByRole('link', { name })), `${name} at ${width} px`).toBe(1);
          }
        } finally {
          await close();
        }
      }
    });
  }
});
