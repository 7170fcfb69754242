import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { putOnTier, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { cardTitles } from './support/explore';
import { fitOf } from './support/geometry';
import { createModel, openPageAs, previewImage, settleImages, VIEWS, type View } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let newcomer: E2eAccount;
let longName: E2eAccount;
/** The creator's public models, newest first. */
const published: ModelDetail[] = [];
const PAGE = 40;
/** One unbroken 60-character name, the longest a display name may be. */
const LONG_NAME = 'Venkatanarasimharajuvaripetasubramanyaswamytirthankarakrishn';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, newcomer, longName] = await Promise.all([signUpViaApi(server, 'Shreya Bhat'), signUpViaApi(server, 'Naveen Rao'), signUpViaApi(server, LONG_NAME)]);
  // 42 models in a month: more than a Basic Creator may publish.
  await putOnTier(server, creator, 'elite');
  const images = await Promise.all([28, 140, 215, 262].map((hue) => previewImage(hue, 400, 300)));
  // One more than a page, so "Load more" has something to bring; made one after another so
  // "newest first" is the reverse of this order.
  for (let i = 1; i <= PAGE + 1; i++) {
    published.unshift(await createModel(server, creator, { title: `Rangoli stencil ${i}`, previews: i > PAGE - 4 ? [{ name: 'p.png', bytes: images[i % 4]! }] : [] }));
  }
  await createModel(server, creator, { title: 'Unreleased lamp', visibility: 'private' });
  await createModel(server, newcomer, { title: 'Not by Shreya' });
  await createModel(server, longName, { title: 'Pongal pot', previews: [{ name: 'p.png', bytes: images[0]! }] });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const modelList = (page: Page, name: string) => page.getByRole('list', { name: `Models by ${name}` });

describe('public profile: the creator’s models', () => {
  it('lists the public models to a visitor, 40 at a time, and Load more brings the rest', async () => {
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      await page.goto(`${server.url}/profile/${creator.uid}`);
      await page.getByRole('heading', { level: 1, name: 'Shreya Bhat' }).waitFor();
      const list = modelList(page, 'Shreya Bhat');
      await list.waitFor();
      expect(await cardTitles(list)).toEqual(published.slice(0, PAGE).map((m) => m.title));
      await page.getByRole('region', { name: 'Models' }).getByText(`${PAGE + 1} models`).first().waitFor();
      expect(await page.getByText('Unreleased lamp').count()).toBe(0);
      expect(await page.getByText('Not by Shreya').count()).toBe(0);

      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => cardTitles(list)).toEqual(published.map((m) => m.title));
      // As on explore: focus moves to the first new model, and the button goes with the last page.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(published[PAGE]!.title);
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      await list.getByRole('link', { name: published[0]!.title }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/${published[0]!.id}`));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the owner the same public list, and where the private ones are', async () => {
    const { page, close } = await openPageAs(browser, server, creator);
    try {
      await page.goto(`${server.url}/profile/${creator.uid}`);
      await modelList(page, 'Shreya Bhat').waitFor();
      expect(await page.getByText('Unreleased lamp').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'My Models' }).getAttribute('href')).toBe('/manage');
    } finally {
      await close();
    }
  });

  it('says so when a member has no public models, inviting only the owner to upload', async () => {
    const [quiet, shelf] = await Promise.all([signUpViaApi(server, 'Quiet Member'), signUpViaApi(server, 'Empty Shelf')]);
    const visitor = await openPageAs(browser, server, null);
    const owner = await openPageAs(browser, server, shelf);
    try {
      await visitor.page.goto(`${server.url}/profile/${quiet.uid}`);
      await visitor.page.getByText('Quiet Member has not published any models yet.').waitFor();
      expect(await visitor.page.getByRole('link', { name: 'Upload a model' }).count()).toBe(0);
      await owner.page.goto(`${server.url}/profile/${shelf.uid}`);
      await owner.page.getByText('You have no public models yet.', { exact: false }).waitFor();
      expect(await owner.page.getByRole('link', { name: 'Upload a model' }).getAttribute('href')).toBe('/upload');
    } finally {
      await visitor.close();
      await owner.close();
    }
  });
});

describe('public profile at both widths and in both themes', () => {
  for (const screen of [
    { name: 'profile-models', who: () => creator, heading: 'Shreya Bhat' },
    { name: 'profile-long-name', who: () => longName, heading: LONG_NAME },
  ]) {
    it(`${screen.name}: the name wraps inside the page, nothing scrolls sideways, axe passes`, async () => {
      for (const view of VIEWS as View[]) {
        const { page, errors, close } = await openPageAs(browser, server, null, view);
        try {
          await page.goto(`${server.url}/profile/${screen.who().uid}`);
          const heading = page.getByRole('heading', { level: 1, name: screen.heading });
          await heading.waitFor();
          const where = `${screen.name} at ${view.width} px (${view.theme})`;
          expect(await fitOf(heading), where).toEqual({ overflow: 0, pastViewport: 0 });
          await page.getByTestId('model-card').first().waitFor();
          await settleImages(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), where).toBeLessThanOrEqual(0);
          if (view.width === 1280) expect(await seriousAxeViolations(page), where).toEqual([]);
          await picture(page, `${screen.name}-${view.width}-${view.theme}`, { fullPage: true });
          expect(errors, where).toEqual([]);
        } finally {
          await close();
        }
      }
    });
  }
});
