import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, siteAdmin, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { clientFor, createModel, openPageAs, previewImage } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';
import { REPORT_FILED_WITHIN_MS } from './support/report-proof';

// Issue 12, item 3: comments on the model page, in the browser, by two people.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, fan] = await Promise.all([signUpViaApi(server, 'Anjali Rao'), signUpViaApi(server, 'Vikram Menon')]);
  model = await createModel(server, creator, { title: 'Desk cable clip', previews: [{ name: 'front.png', bytes: await previewImage(200) }] });
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

const here = () => `/model/${model.slug}/${model.id}`;
const section = (page: Page) => page.getByRole('region', { name: /^Comments/ });
const commentBy = (page: Page, name: string) => section(page).getByRole('article', { name: `Comment by ${name}` });
const serverCount = async () => (await clientFor(server, creator).call('getModel', { modelId: model.id })).result.model.commentCount as number;

async function openModel(page: Page) {
  await page.goto(`${server.url}${here()}`);
  await page.getByRole('heading', { level: 1, name: 'Desk cable clip' }).waitFor();
  await section(page).getByText(/No comments yet|Comment by/).or(section(page).getByRole('article').first()).waitFor();
}

async function send(page: Page, callable: string, press: () => Promise<void>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`/api/fn/${callable}`)), press()]);
  expect(response.status()).toBe(200);
}

async function headingCount(page: Page): Promise<number> {
  return Number((await section(page).getByRole('heading').innerText()).replace(/\D/g, ''));
}

describe('comments in the browser', () => {
  it('asks a visitor to sign in and come back', async () => {
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      await openModel(page);
      const link = section(page).getByRole('link', { name: 'Sign in to comment' });
      expect(new URL(`${server.url}${await link.getAttribute('href')}`).searchParams.get('next')).toBe(here());
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('posts, shows plain text with links, replies, likes, edits and deletes, with the counts matching the server', async () => {
    const fanPage = await openPageAs(browser, server, fan);
    const creatorPage = await openPageAs(browser, server, creator, { width: 375, height: 800, theme: 'dark' });
    try {
      const page = fanPage.page;
      await openModel(page);
      const text = 'Fits a 6 mm cable.\n<b>not bold</b> and the slicer profile: https://example.in/profiles/clip.';
      await section(page).getByRole('textbox', { name: 'Write a comment' }).fill(text);
      expect(await section(page).getByText(`${text.length}/1000`).count()).toBe(1);
      await send(page, 'addComment', () => section(page).getByRole('button', { name: 'Post' }).click());
      const mine = commentBy(page, 'Vikram Menon');
      await mine.waitFor();
      // Shown as text: the tag is text, the address a link that passes nothing on, the full stop outside it.
      expect(await mine.getByText('<b>not bold</b>', { exact: false }).count()).toBe(1);
      expect(await mine.locator('b').count()).toBe(0);
      const link = mine.getByRole('link', { name: 'https://example.in/profiles/clip' });
      expect(await link.getAttribute('href')).toBe('https://example.in/profiles/clip');
      expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener noreferrer');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await headingCount(page)).toBe(1);
      expect(await serverCount()).toBe(1);

      // The creator, on a phone in the dark theme, replies and likes the comment.
      const other = creatorPage.page;
      await openModel(other);
      const theirs = commentBy(other, 'Vikram Menon');
      await theirs.getByRole('button', { name: /^Reply/ }).click();
      await theirs.getByRole('textbox', { name: 'Reply to Vikram Menon' }).fill('Thanks! 8 mm works with the wide version.');
      await send(other, 'addComment', () => theirs.getByRole('button', { name: 'Reply', exact: true }).click());
      await theirs.getByRole('article', { name: 'Comment by Anjali Rao' }).waitFor();
      await send(other, 'toggleCommentLike', () => theirs.getByRole('button', { name: /^Like comment by Vikram Menon/ }).click());
      expect(await theirs.getByRole('button', { name: /^Like comment by Vikram Menon/ }).getAttribute('aria-pressed')).toBe('true');
      await other.waitForFunction(() => /Comments\s*2/.test(document.querySelector('#comments-heading')?.textContent ?? ''));
      expect(await serverCount()).toBe(2);
      expect(await seriousAxeViolations(other)).toEqual([]);
      await picture(section(other), 'comments-phone-dark');

      // The fan sees the reply behind "Show 1 reply", edits their comment within the window and it is marked edited.
      await page.reload();
      await mine.getByRole('button', { name: 'Show 1 reply' }).click();
      await mine.getByText('Thanks! 8 mm works with the wide version.').waitFor();
      expect(await mine.getByRole('button', { name: /^Like comment by Vikram Menon/ }).innerText()).toContain('1');
      await mine.getByRole('button', { name: 'Edit' }).first().click();
      await mine.getByRole('textbox', { name: 'Edit your comment' }).fill('Fits a 6 mm cable snugly.');
      await send(page, 'editComment', () => mine.getByRole('button', { name: 'Save' }).click());
      await mine.getByText('Fits a 6 mm cable snugly.').waitFor();
      expect(await mine.getByText('· edited').count()).toBe(1);
      await picture(section(page), 'comments-desktop-light');

      // The model's creator deletes the fan's comment; its reply goes with it.
      await other.reload();
      await theirs.getByRole('button', { name: 'Delete' }).first().click();
      await send(other, 'deleteComment', () => other.getByRole('dialog').getByRole('button', { name: 'Delete' }).click());
      await theirs.waitFor({ state: 'detached' });
      await section(other).getByText('No comments yet. Be the first to say something.').waitFor();
      expect(await headingCount(other)).toBe(0);
      expect(await serverCount()).toBe(0);
      expect([...fanPage.errors, ...creatorPage.errors]).toEqual([]);
    } finally {
      await fanPage.close();
      await creatorPage.close();
    }
  });
});

// Issue 33 item 2 (decision 090): a make with two photos shows on the model page and the maker's
// profile, is counted with the model's numbers, and is reported as comments are.
describe('makes in the browser', () => {
  const makesOf = (page: Page) => page.getByRole('region', { name: /^Makes/ });
  const makeCard = (page: Page) => makesOf(page).getByRole('list', { name: 'Makes of this model' }).getByRole('listitem').filter({ hasText: 'Clipped on first try.' });
  const makeCount = async (page: Page) => (await page.getByTestId('stat-makeCount').innerText()).split('\n').join(' ');

  it('posts a make with two photos and sees it in the model page gallery and on the maker profile', async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await openModel(page);
      expect(await makeCount(page)).toBe('0 Makes');
      const makes = makesOf(page);
      await makes.getByRole('button', { name: 'I made this' }).click();
      const photo = async (name: string) => ({ name, mimeType: 'image/png', buffer: await previewImage(300) });
      await makes.getByLabel(/^Photos of your print/).setInputFiles([await photo('one.png'), await photo('two.png')]);
      await makes.getByLabel('Printer').fill('Bambu Lab P1S');
      await makes.getByLabel('How did it go?').fill('Clipped on first try.');
      await send(page, 'postMake', () => makes.getByRole('button', { name: 'Post make' }).click());
      const gallery = makes.getByRole('list', { name: 'Makes of this model' });
      await expect.poll(async () => gallery.getByRole('listitem').filter({ hasText: 'Clipped on first try.' }).count()).toBe(1);
      await expect.poll(async () => gallery.getByRole('img').count()).toBeGreaterThanOrEqual(2);
      // The count among the model's numbers moves with the post, without a reload.
      expect(await makeCount(page)).toBe('1 Make');
      // Their own make: Delete, never Report.
      expect(await makeCard(page).getByRole('button', { name: 'Delete this make' }).count()).toBe(1);
      expect(await makeCard(page).getByRole('link', { name: /^Report/ }).count()).toBe(0);

      await page.goto(`${server.url}/profile/${fan.uid}?tab=makes`);
      const mine = page.getByRole('list', { name: /^Makes by / });
      await expect.poll(async () => mine.getByText('Clipped on first try.').count()).toBe(1);
      expect(await mine.getByRole('link', { name: 'Desk cable clip' }).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("offers a visitor and another member Report on the make, which files a report of the make, and no Delete", async () => {
    const visitor = await openPageAs(browser, server, null);
    const other = await openPageAs(browser, server, creator);
    try {
      await openModel(visitor.page);
      expect(await makeCard(visitor.page).getByRole('link', { name: 'Report make by Vikram Menon' }).count()).toBe(1);

      const page = other.page;
      await openModel(page);
      const card = makeCard(page);
      await card.waitFor();
      expect(await makeCount(page)).toBe('1 Make');
      expect(await card.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      const makeId = (await card.getAttribute('id'))!.replace(/^make-/, '');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(makesOf(page), 'makes-report-desktop-light');
      await picture(page.getByRole('list', { name: 'Counts' }), 'makes-count-desktop-light');

      await card.getByRole('link', { name: 'Report make by Vikram Menon' }).click();
      await page.getByRole('heading', { level: 1, name: 'Report content' }).waitFor();
      expect(await page.getByLabel('Link to the content').inputValue()).toBe(`/model/${model.id}#make-${makeId}`);
      await page.getByLabel('Reason').selectOption('misleading');
      await page.getByLabel('What is wrong?').fill('These photos are of a different clip.');
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByTestId('report-reference').waitFor({ timeout: REPORT_FILED_WITHIN_MS });

      const admin = await siteAdmin(server);
      const listed = await clientFor(server, admin).call('listReports', { targetKind: 'make' });
      expect(listed.result.reports).toMatchObject([{ targetKind: 'make', target: { exists: true, user: { uid: fan.uid } } }]);
      expect([...visitor.errors, ...other.errors]).toEqual([]);
    } finally {
      await visitor.close();
      await other.close();
    }
  });
});
