import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSuperAdmin, signInContext, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { CONSENT_DECIDED, launchBrowser, openPage } from './support/browser';
import { inEveryView } from './support/every-view';
import { createModel } from './support/models';
import { picture, picturesAsked } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 16 item 4: an admin reads real figures for today's activity, in every period, and tracking waits for consent.
let server: ServerProcess;
let browser: Browser;
let admin: E2eAccount;

const WITH_ANALYTICS = {
  'meshmandi.cookie-consent': JSON.stringify({ essential: true, analytics: true, preferences: false, marketing: false, decidedAt: '2026-11-22T00:00:00.000Z' }),
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await signUpViaApi(server, 'Arjun Admin');
  await makeSuperAdmin(server, admin);
  const creator = await signUpViaApi(server, 'Meera Maker');
  const model = await createModel(server, creator, { title: 'Spiral Vase' });
  for (const viewer of [admin, creator]) {
    const response = await fetch(`${server.url}/api/fn/recordModelView`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, cookie: viewer.cookie },
      body: JSON.stringify({ data: { modelId: model.id } }),
    });
    expect(response.status).toBe(200);
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Pixels of the theme's brand colour on a chart: its line, dots or bars, not its axes and labels. */
function markedPixels(page: Page, chart: number): Promise<number> {
  return page
    .locator('canvas')
    .nth(chart)
    .evaluate((canvas: HTMLCanvasElement) => {
      const brand = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim();
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(brand.slice(at, at + 2), 16)) as [number, number, number];
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let marked = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 200 && Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 40) marked += 1;
      return marked;
    });
}

/**
 * Chart.js draws its lines in over 0.4 s: for a picture that shows where they end, wait until no
 * canvas changes between two reads a frame or more apart.
 */
async function chartsDrawnIn(page: Page): Promise<void> {
  let last = '';
  await expect
    .poll(async () => {
      const now = await page.evaluate(() => [...document.querySelectorAll('canvas')].map((canvas) => canvas.toDataURL()).join());
      const still = now === last;
      last = now;
      return still;
    }, { interval: 100 })
    .toBe(true);
}

const figure = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first();

describe('/admin/analytics', () => {
  it("shows today's sign-ups, uploads and views in every period, readable at phone and desktop widths in both themes", async () => {
    const sizes = { phone: { width: 375, height: 900 }, desktop: { width: 1280, height: 900 } };
    const { page, context, errors, close } = await openPage(browser, { viewport: sizes.phone, theme: 'light', localStorage: CONSENT_DECIDED });
    try {
      await signInContext(context, server, admin);
      await page.goto(`${server.url}/admin/analytics`);
      await page.getByRole('heading', { name: 'In the last 30 days' }).waitFor();
      expect(await figure(page, 'Sign-ups').textContent()).toBe('2');
      expect(await figure(page, 'Uploads').textContent()).toBe('1');
      expect(await figure(page, 'Views').textContent()).toBe('2');
      await page.getByText('The top lists start once the first day of the period has ended.').waitFor();
      await page.locator('canvas').nth(6).waitFor();
      await inEveryView(
        page,
        async (_view, { tag, coloursOnly }) => {
          if (picturesAsked) await chartsDrawnIn(page);
          await picture(page, `admin-analytics-${tag}`, { fullPage: true });
          expect(await seriousAxeViolations(page, { coloursOnly }), tag).toEqual([]);
        },
        sizes,
      );
      await page.getByRole('button', { name: 'All time' }).click();
      await expect.poll(() => page.url()).toContain('range=all');
      await page.getByRole('heading', { name: 'In all time' }).waitFor();
      expect(await figure(page, 'Sign-ups').textContent()).toBe('2');
      expect(await figure(page, 'Views').textContent()).toBe('2');
      // All time on a site begun today is one day: its charts draw that day as a bar, not as a lone
      // dot with no line to it (a 3 px dot is about 30 pixels; the bar is thousands), in the brand
      // colour of each theme (the charts redraw when the toggle switches it).
      await inEveryView(page, async (_view, { tag }) => expect.poll(() => markedPixels(page, 0), { message: tag }).toBeGreaterThan(1_000), sizes);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is linked from the admin dashboard, and tracks page views only with analytics consent', async () => {
    for (const consent of [CONSENT_DECIDED, WITH_ANALYTICS]) {
      const { page, context, close } = await openPage(browser, { localStorage: consent });
      try {
        const tracked: string[] = [];
        page.on('request', (request) => {
          if (request.url().endsWith('/api/fn/trackUserActivity')) tracked.push(request.postData() ?? '');
        });
        await signInContext(context, server, admin);
        await page.goto(`${server.url}/admin`);
        await page.getByRole('link', { name: /Analytics/ }).click();
        await page.getByRole('heading', { name: 'In the last 30 days' }).waitFor();
        if (consent === CONSENT_DECIDED) expect(tracked).toEqual([]);
        else await expect.poll(() => tracked.map((body) => JSON.parse(body).data.metadata.page)).toEqual(['admin', 'admin']);
      } finally {
        await close();
      }
    }
  });
});
