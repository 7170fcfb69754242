import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putOnTier, signUpViaApi } from './support/accounts';
import { launchBrowser } from './support/browser';
import { cardTitles } from './support/explore';
import { createModel, openPageAs, type View } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

/**
 * Issue 28 item 4 (decision 062): a reload of explore after Load more (or the address opened in
 * another tab, or Back to a page the browser dropped) shows the whole list from the first model
 * down to the page reached, in order and none twice, scrolled where it was.
 */
let server: ServerProcess;
let browser: Browser;
/** Sixteen models made one after another: newest first, "Brass lamp 16" leads explore. */
const NEWEST_FIRST = Array.from({ length: 16 }, (_, i) => `Brass lamp ${16 - i}`);
const PAGE = 4;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const maker = await signUpViaApi(server, 'Meera Iyer');
  // 16 models in a month: more than a Basic Creator may publish.
  await putOnTier(server, maker, 'pro');
  for (const title of [...NEWEST_FIRST].reverse()) await createModel(server, maker, { title, category: 'Household', tags: ['lamp'] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const results = (page: Page) => page.getByRole('list', { name: 'Models found' });

/** PAGE models a page instead of 40, so sixteen make four pages; the server pages as it would. */
async function smallPages(page: Page) {
  await page.route('**/api/fn/searchModels', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { data?: Record<string, unknown> };
    await route.continue({ postData: JSON.stringify({ data: { ...body.data, limit: PAGE } }) });
  });
}

async function expectResults(page: Page, titles: string[]) {
  await expect.poll(async () => ((await results(page).getAttribute('aria-busy')) === 'true' ? null : cardTitles(results(page))), { timeout: 15_000 }).toEqual(titles);
}

/** The card at the top of the window (below the sticky bar) and how far its top is from there. */
async function cardAtTop(page: Page): Promise<{ title: string; offset: number; y: number }> {
  return page.evaluate(() => {
    const line = document.querySelector('header')!.getBoundingClientRect().bottom;
    const cards = [...document.querySelectorAll('[data-testid="model-card"]')];
    const card = cards.find((c) => c.getBoundingClientRect().bottom > line)!;
    return { title: card.querySelector('h2, h3')!.textContent!.trim(), offset: card.getBoundingClientRect().top - line, y: window.scrollY };
  });
}

async function loadMoreTwice(page: Page) {
  // A search, which the page's HTML never brings (the API rate-limits it), so every page is PAGE long.
  await page.goto(`${server.url}/explore?q=lamp&sort=newest`);
  await expectResults(page, NEWEST_FIRST.slice(0, PAGE));
  await page.getByRole('button', { name: 'Load more' }).click();
  await expectResults(page, NEWEST_FIRST.slice(0, 2 * PAGE));
  await page.waitForURL((url) => url.searchParams.has('after'));
  const second = new URL(page.url()).searchParams.get('after');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expectResults(page, NEWEST_FIRST.slice(0, 3 * PAGE));
  await page.waitForURL((url) => url.searchParams.get('after') !== second);
}

/** Scrolls the card with this title to 40 px below the bar, as a person reading on would, and says where that left the window. */
async function readOnTo(page: Page, title: string) {
  await page.getByRole('link', { name: title, exact: true }).first().evaluate((link) => {
    const line = document.querySelector('header')!.getBoundingClientRect().bottom;
    window.scrollBy(0, link.closest('[data-testid="model-card"]')!.getBoundingClientRect().top - line - 40);
  });
  // The place is stored as the page scrolls, the newest last: wait until that is this scroll position.
  await page.waitForFunction(() => {
    const places = JSON.parse(sessionStorage.getItem('explore-scroll') ?? '[]') as [string, { y: number }][];
    return places.at(-1)?.[1].y === Math.round(window.scrollY);
  });
  return cardAtTop(page);
}

const WIDTHS: View[] = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

describe('explore restored after Load more', () => {
  for (const view of WIDTHS) {
    it(`shows the whole list again after a reload, in order and none twice, scrolled where it was, at ${view.width} px`, async () => {
      const { page, errors, close } = await openPageAs(browser, server, null, view);
      try {
        await smallPages(page);
        await loadMoreTwice(page);
        const address = page.url();
        // Well into the second page: the first of a row at both widths (three columns, one).
        const before = await readOnTo(page, NEWEST_FIRST[6]!);
        expect(NEWEST_FIRST.indexOf(before.title)).toBeGreaterThanOrEqual(3);

        await page.reload();
        await expectResults(page, NEWEST_FIRST.slice(0, 3 * PAGE));
        expect(await page.getByRole('link', { name: 'Start from the first models' }).count()).toBe(0);
        await expect.poll(() => cardAtTop(page)).toMatchObject({ title: before.title });
        const after = await cardAtTop(page);
        expect(Math.abs(after.offset - before.offset)).toBeLessThan(24);
        await picture(page, `explore-restored-${view.width}`);
        // Load more goes on from the page reached, without a model twice.
        await page.getByRole('button', { name: 'Load more' }).click();
        await expectResults(page, NEWEST_FIRST);

        // Back to a page the browser dropped (here reloaded away from) finds the list and the place too,
        // on a tab's first entry as well (React Router names every first entry "default").
        await page.goto(address);
        await expectResults(page, NEWEST_FIRST.slice(0, 3 * PAGE));
        const held = await readOnTo(page, NEWEST_FIRST[3]!);
        await page.getByRole('link', { name: NEWEST_FIRST[0]!, exact: true }).first().click();
        await page.waitForURL((url) => url.pathname.startsWith('/model/'));
        await page.reload();
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/explore');
        await expectResults(page, NEWEST_FIRST.slice(0, 3 * PAGE));
        await expect.poll(() => cardAtTop(page)).toMatchObject({ title: held.title });

        // The address opened by someone else: the same list, at the first model of the page it names.
        const other = await openPageAs(browser, server, null, view);
        try {
          await smallPages(other.page);
          await other.page.goto(address);
          await expectResults(other.page, NEWEST_FIRST.slice(0, 3 * PAGE));
          // Its row is the one at the top (the first of a row of three at 1280 px is the model before it).
          const below = (title: string) =>
            other.page.getByRole('link', { name: title, exact: true }).first().evaluate((link) => {
              const card = link.closest('[data-testid="model-card"]')!.getBoundingClientRect();
              return Math.round(card.top - document.querySelector('header')!.getBoundingClientRect().bottom);
            });
          // Near the bar: cards above it are measured only once drawn (content-visibility), which can move it a little.
          await expect.poll(async () => Math.abs(await below(NEWEST_FIRST[2 * PAGE]!))).toBeLessThan(40);
          await picture(other.page, `explore-restored-shared-${view.width}`);
          expect(other.errors).toEqual([]);
        } finally {
          await other.close();
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
