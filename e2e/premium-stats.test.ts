import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAnalyticsDays } from '../src/server/analytics';
import { follows, modelLikes, users } from '../src/server/db/schema';
import { putOnTier, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { editWhileStopped } from './support/edit-while-stopped';
import { clientFor, createModel, openPageAs, VIEWS } from './support/models';
import { picture } from './support/pictures';
import { makeDataDir, startServer, type ServerProcess } from './support/server';

// Issue 30 item 5 (decision 079): a Pro creator's dashboard charts what the closed days' roll-ups
// hold; a creator below Pro is told what unlocks it.
const dataDir = makeDataDir();
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ dataDir }), launchBrowser()]);
  [creator, fan] = await Promise.all([signUpViaApi(server, 'Asha Rao'), signUpViaApi(server, 'Vikram Shetty')]);
  await putOnTier(server, creator, 'pro');
  const model = await createModel(server, creator, { title: 'Temple bell' });
  const fanClient = clientFor(server, fan);
  expect((await fanClient.call('toggleLike', { modelId: model.id })).status).toBe(200);
  expect((await fanClient.call('followUser', { userId: creator.uid })).status).toBe(200);
  // Two days ago, as far as the roll-up can tell: the like and the follow, and the accounts before them.
  server = await editWhileStopped(server, { env: {}, signedIn: [creator, fan] }, async (db) => {
    await db.update(users).set({ createdAt: sql`${users.createdAt} - interval '3 days'` });
    await db.update(modelLikes).set({ createdAt: sql`${modelLikes.createdAt} - interval '2 days'` });
    await db.update(follows).set({ createdAt: sql`${follows.createdAt} - interval '2 days'` });
    await closeAnalyticsDays(db);
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('premium stats on the dashboard', () => {
  it('chart a Pro creator’s likes and new followers by day, axe clean at both widths in both themes', async () => {
    for (const view of VIEWS) {
      const { page, errors, close } = await openPageAs(browser, server, creator, view);
      try {
        await page.goto(`${server.url}/dashboard`);
        const section = page.getByTestId('premium-stats');
        await section.getByRole('heading', { name: 'Premium stats' }).waitFor();
        await section.getByTestId('premium-stats-coverage').waitFor();
        const figure = (label: string) => section.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
        await expect.poll(() => figure('Likes').innerText()).toContain('1');
        expect(await figure('New followers').innerText()).toContain('1');
        await section.locator('figure[data-chart=likes]').waitFor();
        await section.scrollIntoViewIfNeeded();
        expect(await seriousAxeViolations(page), `${view.width} ${view.theme}`).toEqual([]);
        await picture(section, `premium-stats/dashboard-${view.width}-${view.theme}`);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('tells a creator below Pro what unlocks them', async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await page.goto(`${server.url}/dashboard`);
      const locked = page.getByTestId('premium-stats-locked');
      await locked.waitFor();
      expect(await locked.getByRole('link', { name: 'See what Pro asks' }).getAttribute('href')).toBe('/creator-tier');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
