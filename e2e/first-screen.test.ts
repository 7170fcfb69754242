import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { analysedModel, createModel, previewImage } from './support/models';
import { startServer, type ServerProcess } from './support/server';

// Issue 9's page speed: a page's HTML brings its first screen's data and preloads its chunk
// (decision 022), so the first render draws the page itself, asks the API for none of what it
// carried, and nothing on the screen moves when the rest arrives.

let server: ServerProcess;
let browser: Browser;
let maker: E2eAccount;
let modelPath: string;
let bareModelPath: string;

// The embedded database `npm start` uses, even when CI puts the other browser files' servers on
// PostgreSQL (decision 081): the first screen's reads on PGlite, as a new site serves them.
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ embedded: true }), launchBrowser()]);
  maker = await signUpViaApi(server, 'Nandini Rao');
  for (const [index, title] of ['Gear train', 'Spiral vase', 'Cable clip', 'Desk organiser', 'Phone stand', 'Hex key holder'].entries()) {
    const model = await createModel(server, maker, { title, previews: [{ name: 'front.png', bytes: await previewImage(40 * index) }] });
    // Measured, so the model page does not poll for the analysis while it is looked at.
    await analysedModel(server, maker, model.id);
    if (index === 0) modelPath = `/model/${model.slug}/${model.id}`;
  }
  // No images: its page opens on the 3D view, which only the browser draws.
  const bare = await createModel(server, maker, { title: 'Bare cable tidy' });
  await analysedModel(server, maker, bare.id);
  bareModelPath = `/model/${bare.slug}/${bare.id}`;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Before any script of the page: the layout shifts (as Lighthouse adds them) and whether the 'Loading...' spinner ever showed. */
async function watchFirstScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { shift: 0, spinner: false };
    (window as unknown as { __firstScreen: typeof state }).__firstScreen = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if ([...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.includes('Loading...'))) state.spinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Counts the page's requests from now on, but for the notification stream, which stays open. `quiet`
 * resolves once none is in flight and none starts across two painted frames: everything the page
 * asks for after its first screen has arrived and been drawn, so what would ask the API or shift the
 * layout late has had its chance.
 */
function watchRequests(page: Page): { quiet(): Promise<void> } {
  const inFlight = new Set<Request>();
  let started = 0;
  const stream = (request: Request) => request.url().includes('/notifications/stream') || request.resourceType() === 'eventsource';
  page.on('request', (request) => {
    if (stream(request)) return;
    started += 1;
    inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      for (;;) {
        await expect.poll(() => inFlight.size, { timeout: 30_000 }).toBe(0);
        const seen = started;
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
        if (inFlight.size === 0 && started === seen) return;
      }
    },
  };
}

const firstScreen = (page: Page) => page.evaluate(() => (window as unknown as { __firstScreen: { shift: number; spinner: boolean } }).__firstScreen);

const PAGES = [
  { name: 'home', path: () => '/', drawn: 'Hex key holder', ready: (page: Page) => page.getByRole('link', { name: /Hex key holder/ }).first().waitFor(), carried: ['getSession', 'getSiteInfo', 'getHomeFeed'] },
  { name: 'explore', path: () => '/explore', drawn: 'Hex key holder', ready: (page: Page) => page.getByRole('link', { name: /Hex key holder/ }).first().waitFor(), carried: ['getSession', 'getSiteInfo', 'searchModels'] },
  {
    name: 'explore, filtered',
    path: () => '/explore?category=3D+Printing&sort=newest',
    drawn: 'Gear train',
    ready: (page: Page) => page.getByRole('link', { name: /Gear train/ }).first().waitFor(),
    carried: ['getSession', 'getSiteInfo', 'searchModels'],
  },
  { name: 'model page', path: () => modelPath, drawn: 'Gear train', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Gear train' }).waitFor(), carried: ['getSession', 'getSiteInfo', 'getModel'] },
  {
    name: 'model page on its 3D view',
    path: () => bareModelPath,
    drawn: 'Bare cable tidy',
    ready: (page: Page) => page.getByTestId('model-viewer-canvas').waitFor(),
    carried: ['getSession', 'getSiteInfo', 'getModel'],
  },
  {
    name: 'profile',
    path: () => `/profile/${maker.uid}`,
    drawn: 'Cable clip',
    ready: (page: Page) => page.getByRole('link', { name: /Cable clip/ }).first().waitFor(),
    carried: ['getSession', 'getSiteInfo', 'getUserProfile', 'searchModels'],
  },
];

describe('the first screen of a page', () => {
  for (const target of PAGES) {
    for (const who of ['visitor', 'member'] as const) {
      it(`${target.name} (${who}): drawn from the HTML’s data without the spinner, asking the API for none of it, and nothing shifts`, async () => {
        const { page, context, errors, close } = await openPage(browser, { viewport: { width: 412, height: 823 }, localStorage: CONSENT_DECIDED });
        try {
          if (who === 'member') await signInContext(context, server, maker);
          await watchFirstScreen(page);
          const requests = watchRequests(page);
          const asked: string[] = [];
          page.on('request', (request) => {
            const name = /\/api\/fn\/([^/?]+)/.exec(request.url())?.[1];
            if (name) asked.push(name);
          });
          // The server has drawn the page: its HTML shows it before any script runs.
          const served = await page.request.get(`${server.url}${target.path()}`);
          // Inert until the app has hydrated it: a click before then would do nothing.
          const root = /<div id="root" inert>([\s\S]*?)<\/div><script type="application\/json"/.exec(await served.text())?.[1] ?? '';
          expect(root).toContain(target.drawn);
          expect(root, 'a part of the page failed in the server render').not.toContain('<!--$!-->');
          const response = await page.goto(`${server.url}${target.path()}`);
          expect(response?.status()).toBe(200);
          await target.ready(page);
          // The images on screen and anything late have arrived and been drawn (and moved things, if they would).
          await requests.quiet();
          expect(asked.filter((name) => target.carried.includes(name))).toEqual([]);
          expect(await page.locator('#root').getAttribute('inert')).toBeNull();
          const seen = await firstScreen(page);
          expect(seen.spinner, 'the Loading... spinner showed').toBe(false);
          expect(seen.shift, 'cumulative layout shift').toBeLessThan(0.1);
          expect(errors).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }

  // Hydration keeps the server's nodes; drawing afresh (or a mismatch, which makes React do so)
  // replaces them all. Far from India, dates differ from the server's drawing until hydration is over.
  for (const target of PAGES) {
    it(`${target.name}: the app hydrates the server's drawing (keeps its nodes), in a time zone far from the server's`, async () => {
      const { page, errors, close } = await openPage(browser, { viewport: { width: 412, height: 823 }, localStorage: CONSENT_DECIDED, timezoneId: 'Pacific/Kiritimati' });
      try {
        const requests = watchRequests(page);
        let release = () => {};
        const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
          await scriptsHeld;
          await route.continue();
        });
        const arrived = page.goto(`${server.url}${target.path()}`);
        await page.locator('#root[inert] h1, #root[inert] main a').first().waitFor({ state: 'attached' });
        const drawn = await page.evaluate(() => {
          const nodes = [...document.querySelectorAll('#root main *')];
          (window as unknown as { __served: Element[] }).__served = nodes;
          return nodes.length;
        });
        release();
        await arrived;
        await target.ready(page);
        // Every chunk and answer in and drawn: a boundary hydrated late, or drawn afresh, is in the page by now.
        await requests.quiet();
        const kept = await page.evaluate(() => (window as unknown as { __served: Element[] }).__served.filter((node) => node.isConnected).length);
        expect(drawn).toBeGreaterThan(10);
        expect(kept / drawn, 'share of the server-drawn nodes still in the page').toBeGreaterThan(0.9);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('renders in the server without a failure on any page of the route tour', () => {
    expect(server.stdout() + server.stderr()).not.toMatch(/server render/);
  });

  it('still works where the HTML brought no data: a text search asks the API and shows its answer', async () => {
    const { page, errors, close } = await openPage(browser, { localStorage: CONSENT_DECIDED });
    try {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/fn/searchModels')) asked.push(request.url());
      });
      await page.goto(`${server.url}/explore?q=vase`);
      await page.getByRole('link', { name: /Spiral vase/ }).first().waitFor();
      expect(asked.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
