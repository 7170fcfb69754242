import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { clientFor, createModel, openPageAs, previewImage, settleImages, type View } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 12, item 4: reviews on the model page, stars on cards and explore's Top rated sort.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, fan] = await Promise.all([signUpViaApi(server, 'Anjali Rao'), signUpViaApi(server, 'Vikram Menon')]);
  model = await createModel(server, creator, { title: 'Planetary gearbox', previews: [{ name: 'front.png', bytes: await previewImage(40) }] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const here = () => `/model/${model.slug}/${model.id}`;
const reviews = (page: Page) => page.getByRole('region', { name: 'Reviews' });

async function openModel(page: Page) {
  await page.goto(`${server.url}${here()}`);
  await page.getByRole('heading', { level: 1, name: 'Planetary gearbox' }).waitFor();
  await reviews(page).getByTestId('rating-summary').or(reviews(page).getByText('No reviews yet.')).waitFor();
}

async function figures() {
  const answer = await clientFor(server, creator).call('getModel', { modelId: model.id });
  return { averageRating: answer.result.model.averageRating as number, reviewCount: answer.result.model.reviewCount as number };
}

async function send(page: Page, button: string) {
  const [response] = await Promise.all([page.waitForResponse((r) => /\/api\/fn\/(submitReview|deleteReview)$/.test(r.url())), reviews(page).getByRole('button', { name: button }).click()]);
  expect(response.status()).toBe(200);
}

describe('reviews in the browser', () => {
  it('asks a visitor to sign in and come back', async () => {
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      await openModel(page);
      const link = reviews(page).getByRole('link', { name: 'Sign in to review' });
      expect(new URL(`${server.url}${await link.getAttribute('href')}`).searchParams.get('next')).toBe(here());
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets a signed-in user rate by keyboard, update and delete, with the page’s figures following', async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await openModel(page);
      await reviews(page).getByRole('radio', { name: '1 star' }).focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      expect(await reviews(page).getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
      await reviews(page).getByRole('textbox', { name: 'Comment (optional)' }).fill('Meshes smoothly, printed in PETG.');
      expect(await reviews(page).getByText('33/1000').count()).toBe(1);
      await send(page, 'Submit review');
      await reviews(page).getByText('Thanks, your review is posted.').waitFor();
      await page.getByTestId('header-rating').getByText('1 review').waitFor();
      expect(await page.getByTestId('header-rating').innerText()).toContain('4.0');
      expect(await figures()).toEqual({ averageRating: 4, reviewCount: 1 });
      await reviews(page).getByTestId('review').getByText('Meshes smoothly, printed in PETG.').waitFor();

      await reviews(page).getByRole('radio', { name: '5 stars' }).check({ force: true });
      await send(page, 'Update review');
      await reviews(page).getByText('Your review is updated.').waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="header-rating"]')?.textContent?.includes('5.0'));
      expect(await figures()).toEqual({ averageRating: 5, reviewCount: 1 });
      expect(await reviews(page).getByTestId('review').count()).toBe(1);

      // The card on explore shows the stars, and Top rated lists the model.
      await page.goto(`${server.url}/explore?sort=rating`);
      const card = page.getByTestId('model-card').filter({ hasText: 'Planetary gearbox' });
      await card.getByText('Rated 5.0 out of 5 from 1 review').waitFor();
      expect(await page.getByLabel('Sort by').inputValue()).toBe('rating');

      await openModel(page);
      await send(page, 'Delete review');
      await reviews(page).getByText('Your review is deleted.').waitFor();
      await reviews(page).getByText('No reviews yet.').waitFor();
      expect(await page.getByTestId('header-rating').count()).toBe(0);
      expect(await figures()).toEqual({ averageRating: 0, reviewCount: 0 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the creator the reviews but no form for their own model', async () => {
    expect((await clientFor(server, fan).call('submitReview', { modelId: model.id, rating: 3, comment: 'Needs a looser fit.' })).status).toBe(200);
    const { page, errors, close } = await openPageAs(browser, server, creator);
    try {
      await openModel(page);
      await reviews(page).getByText('This is your model, so you can’t review it.', { exact: false }).waitFor();
      expect(await reviews(page).getByRole('radio').count()).toBe(0);
      await reviews(page).getByText('Needs a looser fit.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  const views: (View & { name: string })[] = [
    { name: 'desktop', width: 1280, height: 800, theme: 'light' },
    { name: 'phone', width: 375, height: 740, theme: 'dark' },
  ];
  for (const view of views) {
    it(`lays out the Reviews section on a ${view.name}`, async () => {
      const { page, errors, close } = await openPageAs(browser, server, fan, view);
      try {
        await openModel(page);
        await settleImages(page);
        await reviews(page).scrollIntoViewIfNeeded();
        const box = await reviews(page).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(view.width);
        await picture(reviews(page), `reviews-${view.name}`);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
