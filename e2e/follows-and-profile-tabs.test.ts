import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { cardTitles } from './support/explore';
import { clientFor, createModel, openPageAs, previewImage, settleImages, VIEWS, type View } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;
let stranger: E2eAccount;
/** The creator's public models, newest first. */
const published: ModelDetail[] = [];
let fanModel: ModelDetail;

const call = async (who: E2eAccount, name: string, data: Record<string, unknown>) => {
  const answer = await clientFor(server, who).call(name, data);
  if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.error)}`);
  return answer.result;
};
const statsOf = async (uid: string) => (await call(fan, 'getUserStats', { userId: uid })).stats as { followers: number; following: number };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, fan, stranger] = await Promise.all([signUpViaApi(server, 'Shreya Bhat'), signUpViaApi(server, 'Naveen Rao'), signUpViaApi(server, 'Asha Kulkarni')]);
  const images = await Promise.all([28, 140, 215].map((hue) => previewImage(hue, 400, 300)));
  for (const [i, title] of ['Rangoli stencil', 'Diya holder', 'Temple bell'].entries()) {
    published.unshift(await createModel(server, creator, { title, previews: [{ name: 'p.png', bytes: images[i]! }] }));
  }
  await createModel(server, creator, { title: 'Unreleased lamp', visibility: 'private' });
  fanModel = await createModel(server, fan, { title: 'Naveen’s kolam tile', previews: [{ name: 'p.png', bytes: images[0]! }] });
  // The fan likes two of the creator's models and shows their likes; the stranger follows the fan.
  await call(fan, 'toggleLike', { modelId: published[0]!.id });
  await call(fan, 'toggleLike', { modelId: published[2]!.id });
  await call(fan, 'updateProfile', { likesPublic: true });
  await call(stranger, 'followUser', { userId: fan.uid });
  const { collection } = await call(fan, 'createCollection', { name: 'Festival decor', description: 'For Diwali' });
  await call(fan, 'addModelToCollection', { collectionId: collection.id, modelId: published[1]!.id });
  // Nine more followers for the creator, so the fan's follow is the tenth: the "10 followers" badge.
  const crowd = await Promise.all(Array.from({ length: 9 }, (_, i) => signUpViaApi(server, `Follower ${i + 1}`)));
  for (const person of crowd) await call(person, 'followUser', { userId: creator.uid });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const followButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^(Follow|Following) ${name}$`) });
const shot = (page: Page, name: string, view: View) => picture(page, `${name}-${view.width}-${view.theme ?? 'light'}`, { fullPage: true });

describe('following from the public profile', () => {
  it('sends a visitor who presses Follow to sign in and back, and shows no Likes tab when the member keeps them private', async () => {
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      await page.goto(`${server.url}/profile/${creator.uid}`);
      await page.getByRole('heading', { level: 1, name: 'Shreya Bhat' }).waitFor();
      const tabs = page.getByRole('tablist', { name: "Shreya Bhat's profile" });
      await expect.poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['Models3', 'Collections', 'Makes', 'Followers9', 'Following0']);
      expect(await cardTitles(page.getByRole('list', { name: 'Models by Shreya Bhat' }))).toEqual(published.map((m) => m.title));
      await followButton(page, 'Shreya Bhat').click();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/profile/${creator.uid}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('follows and unfollows: the button, the counts, the Followers tab and the 10-followers badge match the server', async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await page.goto(`${server.url}/profile/${creator.uid}`);
      const button = followButton(page, 'Shreya Bhat');
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
      await button.click();
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      expect(await button.textContent()).toContain('Following');
      await expect.poll(() => page.getByTestId('stat-followers').textContent()).toBe('10');
      expect((await statsOf(creator.uid)).followers).toBe(10);
      expect((await statsOf(fan.uid)).following).toBe(1);
      await page.getByRole('region', { name: 'Achievements' }).getByText('10 followers').waitFor();

      // Tabs: arrow keys move between them, and the address keeps the choice.
      const tabs = page.getByRole('tablist', { name: "Shreya Bhat's profile" });
      await tabs.getByRole('tab', { name: /^Models/ }).focus();
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.searchParams.get('tab') === 'collections');
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.searchParams.get('tab') === 'makes');
      await page.keyboard.press('ArrowRight');
      await page.waitForURL((url) => url.searchParams.get('tab') === 'followers');
      await expect.poll(() => tabs.getByRole('tab', { name: /^Followers/ }).getAttribute('aria-selected')).toBe('true');
      const followers = page.getByRole('list', { name: 'Followers of Shreya Bhat' });
      await expect.poll(() => followers.getByRole('listitem').count()).toBe(10);
      expect(await followers.getByRole('listitem').first().textContent()).toContain('Naveen Rao');
      // Your own row has no Follow button.
      expect(await followButton(page, 'Naveen Rao').count()).toBe(0);

      await page.reload();
      await expect.poll(() => tabs.getByRole('tab', { name: /^Followers/ }).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
      await button.click();
      await expect.poll(() => page.getByTestId('stat-followers').textContent()).toBe('9');
      expect((await statsOf(creator.uid)).followers).toBe(9);
      // The badge stays: an achievement is earned once.
      expect(await page.getByRole('region', { name: 'Achievements' }).getByText('10 followers').count()).toBe(1);
      await button.click();
      await expect.poll(() => page.getByTestId('stat-followers').textContent()).toBe('10');
      expect(errors).toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a Likes tab when the member allows it, without private models, and on their own profile the switch in settings', async () => {
    const { page, errors, close } = await openPageAs(browser, server, stranger);
    try {
      await page.goto(`${server.url}/profile/${fan.uid}?tab=likes`);
      const likes = page.getByRole('list', { name: 'Models Naveen Rao liked' });
      await expect.poll(() => cardTitles(likes)).toEqual([published[2]!.title, published[0]!.title]);
      expect(await followButton(page, 'Naveen Rao').getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('tab', { name: 'Collections' }).click();
      await page.getByRole('tabpanel').getByText('Festival decor').waitFor();
      await page.getByRole('tab', { name: /^Following/ }).click();
      await page.getByRole('list', { name: 'People Naveen Rao follows' }).getByRole('link', { name: /Shreya Bhat/ }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    const own = await openPageAs(browser, server, fan);
    try {
      await own.page.goto(`${server.url}/profile/edit#privacy`);
      const toggle = own.page.getByRole('switch', { name: 'Show my likes on my profile' });
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      await toggle.click();
      await expect.poll(async () => (await call(fan, 'getMyAccount', {})).account.likesPublic).toBe(false);
      expect(await clientFor(server, stranger).call('listUserLikes', { userId: fan.uid })).toMatchObject({ status: 403 });
      await toggle.click();
      await expect.poll(async () => (await call(fan, 'getMyAccount', {})).account.likesPublic).toBe(true);
      expect(own.errors).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('puts Follow on the model page creator card for others, not on your own model', async () => {
    const { page, close } = await openPageAs(browser, server, stranger);
    try {
      await page.goto(`${server.url}/model/${published[0]!.id}`);
      await followButton(page, 'Shreya Bhat').waitFor();
      await page.goto(`${server.url}/model/${fanModel.id}`);
      await expect.poll(() => followButton(page, 'Naveen Rao').getAttribute('aria-pressed')).toBe('true');
    } finally {
      await close();
    }
    const mine = await openPageAs(browser, server, creator);
    try {
      await mine.page.goto(`${server.url}/model/${published[0]!.id}`);
      await mine.page.getByRole('link', { name: /Created by/ }).waitFor();
      expect(await followButton(mine.page, 'Shreya Bhat').count()).toBe(0);
    } finally {
      await mine.close();
    }
  });
});

describe('From people you follow', () => {
  it('shows the followed creators’ newest public models on the dashboard and the home page, and nothing to a visitor', async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await page.goto(`${server.url}/dashboard`);
      const dashboardList = page.getByRole('list', { name: 'New models from people you follow' });
      await expect.poll(() => cardTitles(dashboardList)).toEqual(published.map((m) => m.title));
      await page.goto(`${server.url}/`);
      const home = page.getByTestId('home-following');
      await expect.poll(() => cardTitles(home)).toEqual(published.map((m) => m.title));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    const visitor = await openPageAs(browser, server, null);
    try {
      await visitor.page.goto(`${server.url}/`);
      await visitor.page.getByTestId('home-newest').waitFor();
      expect(await visitor.page.getByTestId('home-following').count()).toBe(0);
    } finally {
      await visitor.close();
    }
    // Someone who follows nobody: the dashboard says how to fill it, the home page shows nothing.
    const alone = await openPageAs(browser, server, creator);
    try {
      await alone.page.goto(`${server.url}/dashboard`);
      await alone.page.getByText('Follow creators from their profile or a model page').waitFor();
    } finally {
      await alone.close();
    }
  });
});

// Pictures for people to look at and nothing more: every element it waits for is asserted by the tests
// above, so it runs when pictures are asked for (E2E_SCREENSHOTS=1), not in every run (44 page loads).
describe.runIf(process.env.E2E_SCREENSHOTS === '1')('screenshots', () => {
  it('draws the profile tabs, the dashboard section and the home section at 1280 and 375, light and dark', async () => {
    // Following twice changes nothing, so this also runs alone.
    await call(fan, 'followUser', { userId: creator.uid });
    for (const view of VIEWS) {
      const { page, close } = await openPageAs(browser, server, fan, view);
      try {
        for (const tab of ['models', 'collections', 'likes', 'followers', 'following']) {
          await page.goto(`${server.url}/profile/${fan.uid}?tab=${tab}`);
          await page.getByRole('tabpanel').waitFor();
          await page.waitForLoadState('networkidle');
          await settleImages(page);
          await shot(page, `profile-own-${tab}`, view);
        }
        await page.goto(`${server.url}/profile/${creator.uid}?tab=followers`);
        await page.getByRole('list', { name: 'Followers of Shreya Bhat' }).waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, 'profile-creator-followers', view);
        await page.goto(`${server.url}/profile/${creator.uid}`);
        await page.getByRole('list', { name: 'Models by Shreya Bhat' }).waitFor();
        await page.waitForLoadState('networkidle');
        await settleImages(page);
        await shot(page, 'profile-creator-models', view);
        await page.goto(`${server.url}/dashboard`);
        const section = page.getByRole('region', { name: 'From people you follow' });
        await section.getByRole('list', { name: 'New models from people you follow' }).waitFor();
        await settleImages(page);
        await picture(section, `dashboard-following-${view.width}-${view.theme}`);
        await page.goto(`${server.url}/`);
        const home = page.getByTestId('home-following');
        await home.getByRole('link').first().waitFor();
        await settleImages(page);
        await picture(home, `home-following-${view.width}-${view.theme}`);
        await shot(page, 'home-signed-in-following', view);
        await page.goto(`${server.url}/profile/edit#privacy`);
        const privacy = page.getByRole('region', { name: 'Privacy' });
        await privacy.getByRole('switch').waitFor();
        await picture(privacy, `settings-privacy-${view.width}-${view.theme}`);
        await page.goto(`${server.url}/model/${published[0]!.id}`);
        await followButton(page, 'Shreya Bhat').waitFor();
        await page.waitForLoadState('networkidle');
        await shot(page, 'model-creator-follow', view);
      } finally {
        await close();
      }
    }
  }, 240_000);
});
