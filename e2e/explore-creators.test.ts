import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { cardTitles } from './support/explore';
import { inEveryView } from './support/every-view';
import { analysedModel, clientFor, createModel, openPageAs, VIEWS, type View } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 28 item 1: a search that names a creator shows them above the models (avatar, name, model
// count, Follow), as the best peers do; a search that names nobody shows no row.
let server: ServerProcess;
let browser: Browser;
let kavya: E2eAccount;
let fan: E2eAccount;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  let bhargavi: E2eAccount;
  [kavya, fan, bhargavi] = await Promise.all([
    signUpViaApi(server, 'Kavya Reddy'),
    signUpViaApi(server, 'Farhan Qureshi'),
    // A long name: the row must hold it at 375 px without the page scrolling sideways.
    signUpViaApi(server, 'Bhargavi Reddy Venkatasubramanian'),
  ]);
  const kolam = await createModel(server, bhargavi, { title: 'Kolam tile', tags: ['floor'] });
  const diya = await createModel(server, kavya, { title: 'Diya stand', tags: ['festival'] });
  const rangoli = await createModel(server, kavya, { title: 'Rangoli stencil', tags: ['festival'] });
  await createModel(server, kavya, { title: 'Unfinished lamp', visibility: 'private' });
  for (const model of [diya, rangoli]) await analysedModel(server, kavya, model.id);
  await analysedModel(server, bhargavi, kolam.id);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const creatorsRow = (page: Page) => page.getByRole('region', { name: 'Creators' });
const results = (page: Page) => page.getByRole('list', { name: 'Models found' });
const open = (who: E2eAccount | null, view?: View) => openPageAs(browser, server, who, view);

describe('explore creators', () => {
  it('shows the creator a surname names above the models, with their public model count, at both widths in both themes', async () => {
    // Opened once and looked at in every view in place (issue 29).
    const { page, errors, close } = await open(null, VIEWS[0]);
    try {
      await page.goto(`${server.url}/explore?q=reddy`);
      await results(page).waitFor();
      // The row came with the models, not after them: it is there the moment the models are.
      expect(await creatorsRow(page).count()).toBe(1);
      await inEveryView(page, async (view, { tag, coloursOnly }) => {
        expect(await creatorsRow(page).getByTestId('explore-creator').count()).toBe(2);
        const creator = creatorsRow(page).getByTestId('explore-creator').filter({ hasText: 'Kavya Reddy' });
        expect(await creator.innerText()).toContain('2 models');
        expect(await creator.getByRole('link').getAttribute('href')).toBe(`/profile/${kavya.uid}`);
        await creator.getByRole('button', { name: 'Follow Kavya Reddy' }).waitFor();
        // The row sits above the models.
        const rowBox = (await creatorsRow(page).boundingBox())!;
        const listBox = (await results(page).boundingBox())!;
        expect(rowBox.y + rowBox.height).toBeLessThanOrEqual(listBox.y);
        expect((await cardTitles(results(page))).sort()).toEqual(['Diya stand', 'Kolam tile', 'Rangoli stencil']);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `explore scrolls sideways at ${view.width} px`).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page, { coloursOnly }), tag).toEqual([]);
        await picture(page, `explore-creators-${tag}`);
      });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('follows the creator from the row, and a visitor who presses Follow is sent to sign in', async () => {
    const signedIn = await open(fan);
    try {
      const { page, errors } = signedIn;
      await page.goto(`${server.url}/explore?q=${encodeURIComponent('Kavya Reddy')}`);
      const follow = creatorsRow(page).getByRole('button', { name: 'Follow Kavya Reddy' });
      await follow.click();
      await creatorsRow(page).getByRole('button', { name: 'Following Kavya Reddy' }).waitFor();
      await expect.poll(async () => (await clientFor(server, fan).call('getFollowStatus', { userId: kavya.uid })).result?.following).toBe(true);
      // The server's answer says so too after a reload.
      await page.reload();
      expect(await creatorsRow(page).getByRole('button', { name: 'Following Kavya Reddy' }).getAttribute('aria-pressed')).toBe('true');
      expect(errors).toEqual([]);
    } finally {
      await signedIn.close();
    }

    const visitor = await open(null);
    try {
      const { page } = visitor;
      await page.goto(`${server.url}/explore?q=kavya`);
      await creatorsRow(page).getByRole('button', { name: 'Follow Kavya Reddy' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
    } finally {
      await visitor.close();
    }
  });

  it('shows no row for a search that names no creator', async () => {
    const { page, errors, close } = await open(null);
    try {
      await page.goto(`${server.url}/explore?q=rangoli`);
      await expect.poll(async () => cardTitles(results(page))).toEqual(['Rangoli stencil']);
      expect(await creatorsRow(page).count()).toBe(0);
      await page.goto(`${server.url}/explore`);
      await results(page).waitFor();
      expect(await creatorsRow(page).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
