import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { clientFor, createModel, openPageAs, previewImage, settleImages, type View } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 12, items 1 and 2: Like and Save on the model page, the dashboard's Saved list.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, fan] = await Promise.all([signUpViaApi(server, 'Anjali Rao'), signUpViaApi(server, 'Vikram Menon')]);
  model = await createModel(server, creator, { title: 'Gear reducer housing', previews: [{ name: 'front.png', bytes: await previewImage(140) }] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const here = () => `/model/${model.slug}/${model.id}`;
// The model's own toggle ("Like 3"), not the cards' ("Like Some title (3 likes)").
const likeButton = (page: Page) => page.getByRole('button', { name: /^Like [\d,]+$/ });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const likeCount = (page: Page) => page.getByTestId('like-count').innerText();

/** Presses a toggle and waits for the server's answer, so the next press starts from it. */
async function press(page: Page, button: ReturnType<typeof likeButton>, call: 'toggleLike' | 'toggleBookmark') {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/api/fn/${call}`)), button.click()]);
  expect(response.status()).toBe(200);
}

async function openModel(page: Page) {
  await page.goto(`${server.url}${here()}`);
  await page.getByRole('heading', { level: 1, name: 'Gear reducer housing' }).waitFor();
}

async function viewerMarks(account: E2eAccount) {
  const answer = await clientFor(server, account).call('getModel', { modelId: model.id });
  const { liked, bookmarked, model: seen } = answer.result as { liked: boolean; bookmarked: boolean; model: ModelDetail };
  return { liked, bookmarked, likes: seen.likes };
}

describe('likes and saves in the browser', () => {
  it('sends a visitor who presses Like to /login and back to the model', async () => {
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      await openModel(page);
      expect(await likeButton(page).getAttribute('aria-pressed')).toBe('false');
      await likeButton(page).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe(here());

      await page.getByLabel(/e-?mail or username/i).fill(fan.email);
      await page.getByLabel(/^password/i).first().fill(fan.password);
      await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.pathname === here());
      // Nothing was liked on the way: the press only asked for an account.
      expect(await viewerMarks(fan)).toEqual({ liked: false, bookmarked: false, likes: 0 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets a signed-in user like, unlike, like again and save, and keeps both after a reload', async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await openModel(page);
      expect(await likeButton(page).getAttribute('aria-pressed')).toBe('false');
      expect(await likeCount(page)).toBe('0');

      await press(page, likeButton(page), 'toggleLike');
      expect(await likeButton(page).getAttribute('aria-pressed')).toBe('true');
      expect(await likeCount(page)).toBe('1');
      expect((await page.getByTestId('stat-likes').innerText()).split('\n')[0]).toBe('1');

      await press(page, likeButton(page), 'toggleLike');
      expect(await likeButton(page).getAttribute('aria-pressed')).toBe('false');
      expect(await likeCount(page)).toBe('0');

      await press(page, likeButton(page), 'toggleLike');
      await press(page, saveButton(page), 'toggleBookmark');
      expect(await likeButton(page).getAttribute('aria-pressed')).toBe('true');
      expect(await saveButton(page).getAttribute('aria-pressed')).toBe('true');
      expect(await likeCount(page)).toBe('1');
      expect(await viewerMarks(fan)).toEqual({ liked: true, bookmarked: true, likes: 1 });
      // The marks are the viewer's own: the creator sees the count, not B's presses.
      expect(await viewerMarks(creator)).toEqual({ liked: false, bookmarked: false, likes: 1 });

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Gear reducer housing' }).waitFor();
      expect(await likeButton(page).getAttribute('aria-pressed')).toBe('true');
      expect(await saveButton(page).getAttribute('aria-pressed')).toBe('true');
      // The heading can be drawn before the model's own answer on a loaded machine (CI read 0 once).
      await expect.poll(() => likeCount(page)).toBe('1');

      await page.goto(`${server.url}/dashboard`);
      const saved = page.getByRole('list', { name: 'Saved models' });
      await saved.getByRole('link', { name: 'Gear reducer housing' }).waitFor();
      expect(await saved.getByTestId('model-card').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("toggles a like from a card, which the model page then shows, and sends a visitor who presses a card's Like to sign in", async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await page.goto(`${server.url}/dashboard`);
      const cardLike = page.getByRole('list', { name: 'Saved models' }).getByRole('button', { name: /^Like Gear reducer housing/ });
      await page.waitForFunction(() => document.querySelector('[aria-label^="Like Gear reducer housing"]')?.getAttribute('aria-pressed') === 'true');
      await press(page, cardLike, 'toggleLike');
      expect(await cardLike.getAttribute('aria-pressed')).toBe('false');
      // The count is the server's answer, drawn a render after the press (the button's state is at once).
      await expect.poll(() => cardLike.getAttribute('aria-label')).toBe('Like Gear reducer housing, 0 likes');
      expect((await viewerMarks(fan)).liked).toBe(false);
      await page.getByRole('list', { name: 'Saved models' }).getByRole('link', { name: 'Gear reducer housing' }).click();
      await page.getByRole('heading', { level: 1, name: 'Gear reducer housing' }).waitFor();
      expect(await likeButton(page).getAttribute('aria-pressed')).toBe('false');
      await press(page, likeButton(page), 'toggleLike');
      await page.goBack();
      await page.waitForFunction(() => document.querySelector('[aria-label^="Like Gear reducer housing"]')?.getAttribute('aria-pressed') === 'true');
      expect((await viewerMarks(fan)).liked).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    const visitor = await openPageAs(browser, server, null);
    try {
      await visitor.page.goto(`${server.url}/explore?q=gear+reducer`);
      await visitor.page.getByRole('button', { name: /^Like Gear reducer housing/ }).click();
      await visitor.page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(visitor.page.url()).searchParams.get('next')).toBe('/explore?q=gear+reducer');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('shows a creator with nothing saved an empty Saved list that leads to explore', async () => {
    const { page, errors, close } = await openPageAs(browser, server, creator);
    try {
      await page.goto(`${server.url}/dashboard`);
      const section = page.getByRole('region', { name: 'Saved' });
      await section.getByText('Nothing saved yet').waitFor();
      expect(await section.getByRole('link', { name: 'Explore models' }).getAttribute('href')).toBe('/explore');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  const views: (View & { name: string })[] = [
    { name: 'desktop', width: 1280, height: 800, theme: 'light' },
    // Dark on the phone, so the pressed toggles' contrast is checked in both themes.
    { name: 'phone', width: 375, height: 740, theme: 'dark' },
  ];
  for (const view of views) {
    it(`lays out Like, Save and the Saved list on a ${view.name}`, async () => {
      const { page, errors, close } = await openPageAs(browser, server, fan, view);
      try {
        await openModel(page);
        await settleImages(page);
        // Like and Save sit side by side and fit the column on every width.
        const [like, save] = [await likeButton(page).boundingBox(), await saveButton(page).boundingBox()];
        expect(like && save && Math.abs(like.y - save.y)).toBe(0);
        expect(save!.x + save!.width).toBeLessThanOrEqual(view.width);
        await picture(page, `likes-and-saves-model-${view.name}`, { fullPage: view.name === 'phone' });
        expect(await seriousAxeViolations(page)).toEqual([]);

        await page.goto(`${server.url}/dashboard`);
        await page.getByRole('list', { name: 'Saved models' }).waitFor();
        await settleImages(page);
        await picture(page, `likes-and-saves-dashboard-${view.name}`, { fullPage: true });
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
