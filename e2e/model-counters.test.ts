import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { launchBrowser } from './support/browser';
import { clientFor, createModel, openPageAs, previewImage } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Decision 020: the model page's counters count what people did, and show it at once.
let server: ServerProcess;
let browser: Browser;
let owner: E2eAccount;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  owner = await signUpViaApi(server, 'Anjali Rao');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pathOf = (m: Pick<ModelDetail, 'slug' | 'id'>) => `/model/${m.slug}/${m.id}`;
const counts = async (modelId: string) => {
  const answer = await clientFor(server, owner).call('getModel', { modelId });
  const { views, downloads } = (answer.result as { model: ModelDetail }).model;
  return { views, downloads };
};
const statOf = async (page: Page, name: 'views' | 'downloads') =>
  (await page.getByTestId(`stat-${name}`).innerText()).split('\n')[0];

describe('the model page’s counters', () => {
  it('does not count a download when the page opens on the 3D view or the 3D tab is chosen; Download and Download all do', async () => {
    const bare = await createModel(server, owner, { title: 'Bracket without previews' });
    const pictured = await createModel(server, owner, { title: 'Bracket with a preview', previews: [{ name: 'front.png', bytes: await previewImage(200) }] });
    const { page, errors, close } = await openPageAs(browser, server, null);
    try {
      // No previews: the page opens on the 3D view, which fetches the whole file.
      await page.goto(`${server.url}${pathOf(bare)}`);
      const viewer = page.getByTestId('model-viewer');
      await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
      await page.reload();
      await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
      expect((await counts(bare.id)).downloads).toBe(0);

      await page.goto(`${server.url}${pathOf(pictured)}`);
      await page.getByRole('tab', { name: '3D view' }).click();
      await expect.poll(() => viewer.getAttribute('data-state'), { timeout: 30_000 }).toBe('ready');
      expect((await counts(pictured.id)).downloads).toBe(0);
      expect(await statOf(page, 'downloads')).toBe('0');

      await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download 20mm-xyz-cube.stl' }).click()]);
      await expect.poll(async () => (await counts(pictured.id)).downloads).toBe(1);
      // The same visitor again the same day: still one.
      await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all (ZIP)' }).click()]);
      expect((await counts(pictured.id)).downloads).toBe(1);

      await page.goto(`${server.url}${pathOf(bare)}`);
      await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download all (ZIP)' }).click()]);
      await expect.poll(async () => (await counts(bare.id)).downloads).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows Views 1 on a model’s first visit, without a reload, and a reload by the same visitor stays at 1', async () => {
    const fresh = await createModel(server, owner, { title: 'Never seen before', previews: [{ name: 'side.png', bytes: await previewImage(30) }] });
    const { page, context, errors, close } = await openPageAs(browser, server, null);
    try {
      await page.goto(`${server.url}${pathOf(fresh)}`);
      await page.getByRole('heading', { level: 1, name: 'Never seen before' }).waitFor();
      await expect.poll(() => statOf(page, 'views')).toBe('1');
      expect(await counts(fresh.id)).toEqual({ views: 1, downloads: 0 });
      await picture(page.getByRole('list', { name: 'Counts' }), 'model-page-first-visit-counts');

      // The visitor id that made it one visitor: first-party, out of scripts' reach.
      const cookie = (await context.cookies(server.url)).find((c) => c.name === 'meshmandi.visitor');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });

      // The reloaded page asks to count the visit once it has hydrated, which on a loaded machine can
      // come after the network has been idle for a while: wait for that answer itself, not for idleness.
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/fn/recordModelView');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Never seen before' }).waitFor();
      expect(await (await answered).json()).toMatchObject({ result: { counted: false, views: 1 } });
      await expect.poll(() => statOf(page, 'views')).toBe('1');
      expect((await counts(fresh.id)).views).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
