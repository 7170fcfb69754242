import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSuperAdmin, signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { createModel } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 16 item 3: an admin features a model from its page; the home page's Featured row shows it.
let server: ServerProcess;
let browser: Browser;
let admin: E2eAccount;
let owner: E2eAccount;
/** The model's own address, /model/{slug}/{id}, where the page is opened as a shared link opens it. */
let modelAddress: string;

beforeAll(async () => {
  // The home feed is read afresh on every visit, so the test sees the change at once.
  [server, browser] = await Promise.all([startServer({ env: { HOME_FEED_CACHE_SECONDS: '0' } }), launchBrowser()]);
  [admin, owner] = await Promise.all([signUpViaApi(server, 'Arjun Admin'), signUpViaApi(server, 'Kavya Maker')]);
  await makeSuperAdmin(server, admin);
  const model = await createModel(server, owner, { title: 'Mysore palace lamp' });
  modelAddress = `/model/${model.slug}/${model.id}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('featuring a model', () => {
  it('is offered to admins only, and puts the model in the home page Featured row', async () => {
    const asOwner = await openPage(browser, { viewport: { width: 1280, height: 900 }, localStorage: CONSENT_DECIDED });
    try {
      await signInContext(asOwner.context, server, owner);
      await asOwner.page.goto(`${server.url}${modelAddress}`);
      await asOwner.page.getByRole('link', { name: /Download all/ }).waitFor();
      expect(await asOwner.page.getByRole('button', { name: /Feature on home/ }).count()).toBe(0);
    } finally {
      await asOwner.close();
    }

    for (const theme of ['light', 'dark'] as const) {
      const { page, context, errors, close } = await openPage(browser, { viewport: { width: 375, height: 800 }, theme, localStorage: CONSENT_DECIDED });
      try {
        await signInContext(context, server, admin);
        await page.goto(`${server.url}${modelAddress}`);
        // Its name says the state ('Feature on home', 'Featured on home · stop'); aria-pressed says it too.
        const toggle = page.getByRole('button', { name: /on home/ });
        await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(theme === 'light' ? 'false' : 'true');
        // Someone else's model: the admin says why (issue 27 item 15), or nothing is sent.
        await toggle.click();
        await page.getByText('Say why you are changing this model: its owner is told.').waitFor();
        expect(await toggle.getAttribute('aria-pressed')).toBe(theme === 'light' ? 'false' : 'true');
        await page.getByLabel('Reason (the owner is told)').fill(theme === 'light' ? 'A lovely lamp for Diwali' : 'Diwali is over');
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(theme === 'light' ? 'true' : 'false');
        if (theme === 'light') {
          await page.getByRole('button', { name: /Featured on home/ }).waitFor();
          await picture(page, `feature-model-375-${theme}`);
          expect(await seriousAxeViolations(page)).toEqual([]);
          await page.goto(`${server.url}/`);
          const featured = page.getByTestId('home-featured');
          await expect.poll(() => featured.textContent(), { timeout: 10_000 }).toContain('Mysore palace lamp');
        } else {
          // Stopping takes it off the home page again.
          await page.getByRole('button', { name: 'Feature on home' }).waitFor();
          await page.goto(`${server.url}/`);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          expect(await page.getByTestId('home-featured').count()).toBe(0);
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
