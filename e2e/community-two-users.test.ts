import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { launchBrowser } from './support/browser';
import { clientFor, createModel, openPageAs, previewImage, settleImages } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 12's "done when": two people use every part of the community on one model in the browser,
// and every count the pages show matches what the server's database holds.
let server: ServerProcess;
let browser: Browser;
let asha: E2eAccount;
let bharat: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [asha, bharat] = await Promise.all([signUpViaApi(server, 'Asha Kulkarni'), signUpViaApi(server, 'Bharat Shetty')]);
  model = await createModel(server, asha, { title: 'Spice rack bracket', previews: [{ name: 'front.png', bytes: await previewImage(30) }] });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const modelPath = () => `/model/${model.slug}/${model.id}`;
const comments = (page: Page) => page.getByRole('region', { name: /^Comments/ });
const reviews = (page: Page) => page.getByRole('region', { name: 'Reviews' });
const likeToggle = (page: Page) => page.getByRole('button', { name: /^Like [\d,]+$/ });
const followButton = (page: Page) => page.getByRole('button', { name: /^(Follow|Following) Asha Kulkarni$/ });

/**
 * Presses something and waits for its call's answer, which must succeed. With no answer in time it
 * says whether the call left the page at all (a press that never sent it, against a server that
 * never answered) and what the server last wrote: CI once waited 30 s here for addComment.
 */
async function send(page: Page, callable: string, press: () => Promise<void>) {
  let sent = false;
  const onRequest = (request: Request) => {
    if (request.url().endsWith(`/api/fn/${callable}`)) sent = true;
  };
  page.on('request', onRequest);
  try {
    const [response] = await Promise.all([
      // Longer than the press's own 30 s, so a press that cannot happen fails first, saying why.
      page.waitForResponse((r) => r.url().endsWith(`/api/fn/${callable}`), { timeout: 40_000 }).catch((error: unknown) => {
        const said = `${server.stderr()}${server.stdout()}`.slice(-3000);
        throw new Error(`${callable}: no answer (${sent ? 'the request was sent' : 'no request left the page'}). The server's last output:\n${said}`, { cause: error });
      }),
      press(),
    ]);
    expect(response.status(), callable).toBe(200);
  } finally {
    page.off('request', onRequest);
  }
}

async function openModel(page: Page) {
  await page.goto(`${server.url}${modelPath()}`);
  await page.getByRole('heading', { level: 1, name: 'Spice rack bracket' }).waitFor();
  await comments(page).getByRole('heading').waitFor();
}

/** The model's figures as the server reads them from the database now. */
async function stored() {
  const answer = await clientFor(server, bharat).call('getModel', { modelId: model.id });
  const { likes, reviewCount, averageRating, commentCount } = answer.result.model as ModelDetail & { commentCount: number };
  const { stats } = (await clientFor(server, bharat).call('getUserStats', { userId: asha.uid })).result as { stats: { followers: number } };
  return { likes, reviewCount, averageRating, commentCount, followers: stats.followers };
}

const commentHeadingCount = async (page: Page) => Number((await comments(page).getByRole('heading').first().innerText()).replace(/\D/g, '') || 0);

describe('two people in the community', () => {
  it('B likes, saves, reviews, comments, follows and collects; A sees it all, replies and deletes; B unfollows; the pages match the database throughout', async () => {
    const b = await openPageAs(browser, server, bharat);
    const a = await openPageAs(browser, server, asha);
    try {
      // B on A's model.
      await openModel(b.page);
      await send(b.page, 'toggleLike', () => likeToggle(b.page).click());
      await send(b.page, 'toggleBookmark', () => b.page.getByRole('button', { name: 'Save', exact: true }).click());
      await reviews(b.page).getByRole('radio', { name: '4 stars' }).check({ force: true });
      await reviews(b.page).getByRole('textbox', { name: 'Comment (optional)' }).fill('Holds six jars without sagging.');
      await send(b.page, 'submitReview', () => reviews(b.page).getByRole('button', { name: 'Submit review' }).click());
      await comments(b.page).getByRole('textbox', { name: 'Write a comment' }).fill('Printed it in PETG, fits the kitchen wall perfectly.');
      await send(b.page, 'addComment', () => comments(b.page).getByRole('button', { name: 'Post' }).click());
      await comments(b.page).getByRole('article', { name: 'Comment by Bharat Shetty' }).waitFor();
      await send(b.page, 'followUser', () => followButton(b.page).click());
      expect(await followButton(b.page).getAttribute('aria-pressed')).toBe('true');

      await b.page.getByRole('button', { name: 'Save to collection' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Save to collection' });
      await dialog.getByRole('button', { name: 'New collection' }).click();
      await dialog.getByLabel('Name').fill('Kitchen upgrades');
      await send(b.page, 'addModelToCollection', () => dialog.getByRole('button', { name: 'Create and save' }).click());
      await dialog.getByRole('link', { name: 'Kitchen upgrades' }).click();
      await b.page.getByRole('heading', { level: 1, name: 'Kitchen upgrades' }).waitFor();
      await b.page.getByRole('list', { name: 'Models in this collection' }).getByText('Spice rack bracket').waitFor();
      expect(await b.page.getByText('1 model', { exact: true }).count()).toBe(1);

      expect(await stored()).toEqual({ likes: 1, reviewCount: 1, averageRating: 4, commentCount: 1, followers: 1 });

      // A sees the counts on the model page, replies, then deletes B's comment (the reply goes with it).
      await openModel(a.page);
      expect(await a.page.getByTestId('like-count').innerText()).toBe('1');
      expect(await a.page.getByTestId('header-rating').innerText()).toContain('4.0');
      expect(await commentHeadingCount(a.page)).toBe(1);
      const theirs = comments(a.page).getByRole('article', { name: 'Comment by Bharat Shetty' });
      await theirs.getByRole('button', { name: /^Reply/ }).click();
      await theirs.getByRole('textbox', { name: 'Reply to Bharat Shetty' }).fill('Thank you! A 5 mm screw holds it best.');
      await send(a.page, 'addComment', () => theirs.getByRole('button', { name: 'Reply', exact: true }).click());
      await expect.poll(() => commentHeadingCount(a.page)).toBe(2);
      expect((await stored()).commentCount).toBe(2);
      await theirs.getByRole('button', { name: 'Delete' }).first().click();
      await send(a.page, 'deleteComment', () => a.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click());
      await comments(a.page).getByText('No comments yet. Be the first to say something.').waitFor();
      await expect.poll(() => commentHeadingCount(a.page)).toBe(0);
      expect((await stored()).commentCount).toBe(0);
      await settleImages(a.page);
      await picture(a.page, 'community-two-users-model', { fullPage: true });

      // A's profile and dashboard show the follower, and the like and review in the activity feed.
      await a.page.goto(`${server.url}/profile/${asha.uid}`);
      await expect.poll(() => a.page.getByTestId('stat-followers').textContent()).toBe('1');
      await a.page.goto(`${server.url}/dashboard`);
      const activity = a.page.getByRole('list', { name: 'Recent activity' });
      await activity.getByText('Bharat Shetty gave Spice rack bracket 4 stars').waitFor();
      await activity.getByText('Bharat Shetty liked Spice rack bracket').waitFor();
      expect(await activity.getByText('commented on').count()).toBe(0);
      await a.page.getByRole('region', { name: 'Achievements' }).getByText('First model').waitFor();
      await picture(a.page, 'community-two-users-dashboard', { fullPage: true });

      // B unfollows from A's profile; the count there and in the database go back to 0.
      await b.page.goto(`${server.url}/profile/${asha.uid}`);
      await expect.poll(() => b.page.getByTestId('stat-followers').textContent()).toBe('1');
      await send(b.page, 'unfollowUser', () => followButton(b.page).click());
      await expect.poll(() => b.page.getByTestId('stat-followers').textContent()).toBe('0');

      // The model page, read again, shows what the database holds.
      await openModel(b.page);
      const now = await stored();
      expect(now).toEqual({ likes: 1, reviewCount: 1, averageRating: 4, commentCount: 0, followers: 0 });
      expect(await b.page.getByTestId('like-count').innerText()).toBe(String(now.likes));
      expect(await likeToggle(b.page).getAttribute('aria-pressed')).toBe('true');
      expect(await b.page.getByRole('button', { name: 'Save', exact: true }).getAttribute('aria-pressed')).toBe('true');
      expect(await commentHeadingCount(b.page)).toBe(now.commentCount);
      expect(await b.page.getByTestId('header-rating').innerText()).toContain('4.0');
      expect(await followButton(b.page).getAttribute('aria-pressed')).toBe('false');
      expect(a.errors).toEqual([]);
      expect(b.errors).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
