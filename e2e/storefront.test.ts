import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { putOnTier, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser, switchTheme } from './support/browser';
import { cardTitles } from './support/explore';
import { createModel, openPageAs, previewImage, settleImages, VIEWS } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 30 item 4 (decision 078): a creator below Pro learns what unlocks a storefront; at Pro they
// open one with a custom URL, a banner, a featured set and a collection; visitors find it by both
// routes and share it.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let visitor: E2eAccount;
const models: ModelDetail[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, visitor] = await Promise.all([signUpViaApi(server, 'Asha Rao'), signUpViaApi(server, 'Vikram Shetty')]);
  for (const [i, title] of ['Temple bell', 'Gopuram tower', 'Rangoli tile'].entries()) {
    models.push(await createModel(server, creator, { title, previews: [{ name: 'p.png', bytes: await previewImage(30 + i * 90, 800, 600) }] }));
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openMyStorefront(page: Page): Promise<void> {
  await page.goto(`${server.url}/dashboard`);
  // The Creator menu opens on hover (SPEC §2); a click after the hover would toggle it shut again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Creator' }).hover();
  await page.getByRole('menuitem', { name: 'My Storefront' }).click();
  await page.waitForURL(`${server.url}/store/${creator.uid}`);
}

describe('a creator’s storefront', () => {
  it('below Pro, My Storefront says what unlocks one', async () => {
    const { page, errors, close } = await openPageAs(browser, server, creator);
    try {
      await openMyStorefront(page);
      await page.getByRole('heading', { level: 1, name: 'Storefronts open at Pro Creator' }).waitFor();
      await page.getByText('You are a Basic Creator.', { exact: false }).waitFor();
      expect(await page.getByRole('link', { name: 'See what Pro asks' }).getAttribute('href')).toBe('/creator-tier');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, 'storefront/locked-1280');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('at Pro, the creator is told, sees the new terms, and opens a storefront with a custom URL, a banner, a featured set and a collection', async () => {
    await putOnTier(server, creator, 'pro');
    const { page, errors, close } = await openPageAs(browser, server, creator);
    try {
      await page.goto(`${server.url}/notifications`);
      await page.getByText('You are now a Pro Creator: you keep 90% of each tip, and a withdrawal\'s fee is 1%', { exact: false }).first().waitFor();
      await page.goto(`${server.url}/creator-tier`);
      await page.getByText('Pro Creator').first().waitFor();

      await openMyStorefront(page);
      await page.getByRole('heading', { level: 1, name: 'Set up your storefront' }).waitFor();
      await page.getByLabel('Storefront name').fill('Asha’s Temple Works');
      await page.getByLabel('About your storefront').fill('Bells, towers and tiles from Mysuru, ready to print.');
      await page.getByLabel('Custom URL').fill('Asha-Prints');
      await page.getByRole('radio', { name: 'Terracotta' }).check();
      await page.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await previewImage(20, 1600, 1200) });
      await page.getByRole('img', { name: 'Your banner as it will show' }).waitFor();
      await page.getByRole('checkbox', { name: /Rangoli tile/ }).check();
      await page.getByRole('checkbox', { name: /Temple bell/ }).check();
      await page.getByRole('button', { name: 'Add a link' }).click();
      await page.getByLabel('Link 1 platform').selectOption('instagram');
      await page.getByLabel('Link 1 address').fill('https://instagram.com/asha.prints');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await switchTheme(page, 'dark');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await switchTheme(page, 'light');
      await picture(page, 'storefront/editor-1280', { fullPage: true });
      await page.getByRole('button', { name: 'Open my storefront' }).click();

      await page.getByRole('heading', { level: 1, name: 'Asha’s Temple Works' }).waitFor();
      const featured = page.getByRole('list', { name: 'Featured models' });
      await featured.waitFor();
      expect(await cardTitles(featured)).toEqual(['Rangoli tile', 'Temple bell']);
      expect(await page.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toBe('https://instagram.com/asha.prints');

      await page.getByRole('button', { name: 'New collection' }).click();
      const dialog = page.getByRole('dialog', { name: 'New storefront collection' });
      await dialog.getByLabel('Name').fill('Temple series');
      await dialog.getByLabel('Kind').selectOption('series');
      await dialog.getByLabel('Tags').fill('temple, karnataka');
      await dialog.getByRole('checkbox', { name: /Gopuram tower/ }).check();
      await dialog.getByRole('checkbox', { name: /Temple bell/ }).check();
      await dialog.getByLabel('Cover').selectOption({ label: 'Temple bell' });
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Create collection' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('region', { name: 'Collections' }).getByText('Temple series').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a visitor finds it by its custom URL in any letters and by the creator, shares it, and every view is axe clean', async () => {
    for (const view of VIEWS) {
      const { page, errors, close } = await openPageAs(browser, server, visitor, view);
      try {
        await page.goto(`${server.url}/store/url/ASHA-PRINTS`);
        await page.waitForURL(`${server.url}/store/url/Asha-Prints`);
        await page.getByRole('heading', { level: 1, name: 'Asha’s Temple Works' }).waitFor();
        await page.getByRole('region', { name: 'Collections' }).getByText('Temple series').waitFor();
        await settleImages(page);
        expect(await page.getByRole('button', { name: 'Edit storefront' }).count()).toBe(0);
        expect(await seriousAxeViolations(page), `${view.width} ${view.theme}`).toEqual([]);
        await picture(page, `storefront/visitor-${view.width}-${view.theme}`, { fullPage: true });
        if (view.width === 1280 && view.theme === 'light') {
          await page.getByRole('button', { name: 'Copy link' }).click();
          await page.getByRole('status').filter({ hasText: /Link copied|Copy this link/ }).waitFor();
          await page.goto(`${server.url}/store/${creator.uid}`);
          await page.getByRole('heading', { level: 1, name: 'Asha’s Temple Works' }).waitFor();
          await switchTheme(page, 'dark');
          expect(await seriousAxeViolations(page)).toEqual([]);
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('a model made private leaves the storefront for visitors at once', async () => {
    const { page, close } = await openPageAs(browser, server, creator);
    try {
      const answer = await page.request.post(`${server.url}/api/fn/updateModel`, { data: { data: { modelId: models[2]!.id, visibility: 'private' } }, headers: { origin: server.url } });
      expect(answer.status()).toBe(200);
    } finally {
      await close();
    }
    const seen = await openPageAs(browser, server, null);
    try {
      await seen.page.goto(`${server.url}/store/url/asha-prints`);
      const featured = seen.page.getByRole('list', { name: 'Featured models' });
      await featured.waitFor();
      expect(await cardTitles(featured)).toEqual(['Temple bell']);
    } finally {
      await seen.close();
    }
  });
});
