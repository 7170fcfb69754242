import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('meshmandi.cookie-consent') ?? 'null'));
const bar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

describe('cookie consent', () => {
  it('Accept All stores every category and the bar stays away after reload', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${server.url}/`);
      await bar(page).getByRole('button', { name: 'Accept All' }).click();
      expect(await bar(page).count()).toBe(0);
      expect(await stored(page)).toMatchObject({ essential: true, analytics: true, preferences: true, marketing: true });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await bar(page).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Essential Only stores only essential; close hides the bar without storing anything', async () => {
    const first = await openPage(browser);
    try {
      await first.page.goto(`${server.url}/`);
      await bar(first.page).getByRole('button', { name: 'Essential Only' }).click();
      expect(await stored(first.page)).toMatchObject({ essential: true, analytics: false, preferences: false, marketing: false });
    } finally {
      await first.close();
    }
    const second = await openPage(browser);
    try {
      await second.page.goto(`${server.url}/`);
      await bar(second.page).getByRole('button', { name: 'Close cookie notice' }).click();
      expect(await bar(second.page).count()).toBe(0);
      expect(await stored(second.page)).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('Learn more opens the preferences dialog; Save Preferences keeps the toggles; Cancel changes nothing', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${server.url}/`);
      await bar(page).getByRole('button', { name: 'Learn more' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
      expect(await dialog.getByRole('switch', { name: 'Essential' }).isDisabled()).toBe(true);
      await dialog.getByRole('switch', { name: 'Analytics' }).click();
      await dialog.getByRole('button', { name: 'Save Preferences' }).click();
      expect(await stored(page)).toMatchObject({ essential: true, analytics: true, preferences: false, marketing: false });

      await page.getByRole('contentinfo').getByRole('button', { name: 'Manage Cookies' }).click();
      await dialog.getByRole('switch', { name: 'Marketing' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(await stored(page)).toMatchObject({ analytics: true, marketing: false });
    } finally {
      await close();
    }
  });

  it('opens the dialog on the global open-cookie-settings event', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${server.url}/about`);
      await page.evaluate(() => window.dispatchEvent(new Event('open-cookie-settings')));
      await page.getByRole('dialog', { name: 'Cookie preferences' }).waitFor();
    } finally {
      await close();
    }
  });

  it('shows the GDPR wording to visitors from the EEA or UK', async () => {
    const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/`);
      await bar(page).getByText(/GDPR/).waitFor();
    } finally {
      await context.close();
    }
    const india = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const indianPage = await india.newPage();
    try {
      await indianPage.goto(`${server.url}/`);
      await bar(indianPage).waitFor();
      expect(await bar(indianPage).getByText(/GDPR/).count()).toBe(0);
    } finally {
      await india.close();
    }
  });

  describe('closing the dialog hands focus back', () => {
    const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body ? 'the page body' : (document.activeElement?.textContent?.trim() ?? null)));
    const manageCookies = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Manage Cookies' });
    const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });

    it.each(['Escape', 'Cancel', 'Close'])('to Manage Cookies after %s', async (how) => {
      const { page, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
      try {
        await page.goto(`${server.url}/about`);
        await manageCookies(page).click();
        await dialog(page).waitFor();
        if (how === 'Escape') await page.keyboard.press('Escape');
        else await dialog(page).getByRole('button', { name: how, exact: true }).click();
        await dialog(page).waitFor({ state: 'detached' });
        await expect.poll(() => focused(page)).toBe('Manage Cookies');
      } finally {
        await close();
      }
    });

    it('to Learn more when the bar opened it', async () => {
      const { page, close } = await openPage(browser);
      try {
        await page.goto(`${server.url}/`);
        await bar(page).getByRole('button', { name: 'Learn more' }).click();
        await dialog(page).waitFor();
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
        await expect.poll(() => focused(page)).toBe('Learn more');
      } finally {
        await close();
      }
    });

    it('to Manage Cookies when the bar that opened it has gone (Save Preferences decides)', async () => {
      const { page, close } = await openPage(browser);
      try {
        await page.goto(`${server.url}/`);
        await bar(page).getByRole('button', { name: 'Learn more' }).click();
        await dialog(page).getByRole('button', { name: 'Save Preferences' }).click();
        await dialog(page).waitFor({ state: 'detached' });
        expect(await bar(page).count()).toBe(0);
        await expect.poll(() => focused(page)).toBe('Manage Cookies');
      } finally {
        await close();
      }
    });

    it('to the footer’s Manage Cookies when nothing opened it (the open-cookie-settings event)', async () => {
      const { page, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
      try {
        await page.goto(`${server.url}/about`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.evaluate(() => window.dispatchEvent(new Event('open-cookie-settings')));
        await dialog(page).waitFor();
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });
        await expect.poll(() => focused(page)).toBe('Manage Cookies');
      } finally {
        await close();
      }
    });
  });
});
