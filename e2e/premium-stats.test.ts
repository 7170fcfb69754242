import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAnalyticsDays } from '../src/server/analytics';
import { follows, modelLikes, referrals, sponsoredCampaigns, sponsoredCounts, users } from '../src/server/db/schema';
import { putOnTier, signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { editWhileStopped } from './support/edit-while-stopped';
import { inEveryView } from './support/every-view';
import { clientFor, createModel, openPageAs, VIEWS } from './support/models';
import { picture } from './support/pictures';
import { makeDataDir, startServer, type ServerProcess } from './support/server';

// Issue 30 item 5 (decision 079): a Pro creator's dashboard charts what the closed days' roll-ups
// hold; a creator below Pro is told what unlocks it. Issue 31 item 5 (decision 083): every creator's
// dashboard has their commerce figures, referrals and sponsored campaigns included.
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
  const { code } = (await clientFor(server, creator).call<{ code: string }>('generateReferralCode', {})).result!;
  expect((await fanClient.call('processReferralSignup', { referralCode: code, newUserId: fan.uid })).status).toBe(200);
  // Two days ago, as far as the roll-up can tell: the like and the follow, and the accounts before them.
  server = await editWhileStopped(server, { env: {}, signedIn: [creator, fan] }, async (db) => {
    await db.update(users).set({ createdAt: sql`${users.createdAt} - interval '3 days'` });
    await db.update(modelLikes).set({ createdAt: sql`${modelLikes.createdAt} - interval '2 days'` });
    await db.update(follows).set({ createdAt: sql`${follows.createdAt} - interval '2 days'` });
    await db.update(referrals).set({ createdAt: sql`${referrals.createdAt} - interval '2 days'` });
    // A per-click campaign on the model that ran two days ago and is settled and over (so the
    // server's settling leaves it be): five impressions and two clicks counted that day.
    const ranOn = sql<string>`((now() - interval '2 days') at time zone 'Asia/Kolkata')::date`;
    await db.insert(sponsoredCampaigns).values({
      id: 'commerce-e2e-campaign', creatorId: creator.uid, modelId: model.id, requestId: 'commerce-e2e', title: 'Temple bell on Explore',
      targetUrl: `/model/${model.id}`, placement: 'explore_grid', campaignType: 'cpc', targetAudience: 'everyone', unitPricePaise: 200,
      budgetPaise: 10_000, spentPaise: 400, settledPaise: 400, durationDays: 1, status: 'ended', endReason: 'time',
      startsAt: sql`now() - interval '3 days'`, endsAt: sql`now() - interval '1 day'`, endedAt: sql`now() - interval '1 day'`, returnedAt: sql`now() - interval '1 day'`,
    });
    await db.insert(sponsoredCounts).values([
      ...[1, 2, 3, 4, 5].map((n) => ({ campaignId: 'commerce-e2e-campaign', kind: 'impression' as const, viewerKey: `viewer-${n}`, day: ranOn, chargedPaise: 0 })),
      ...[1, 2].map((n) => ({ campaignId: 'commerce-e2e-campaign', kind: 'click' as const, viewerKey: `viewer-${n}`, day: ranOn, chargedPaise: 200 })),
    ]);
    await closeAnalyticsDays(db);
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('premium stats on the dashboard', () => {
  // One walk of the dashboard per view checks both sections, so the page's axe scan covers both.
  it('chart a Pro creator’s likes and new followers by day, and their commerce (cards, charts, referrals, sponsored campaigns, models), axe clean at both widths in both themes', async () => {
    // Opened once and looked at in every view in place (issue 29).
    {
      const { page, errors, close } = await openPageAs(browser, server, creator, VIEWS[0]);
      try {
        await page.goto(`${server.url}/dashboard`);
        const premium = page.getByTestId('premium-stats');
        await premium.getByRole('heading', { name: 'Premium stats' }).waitFor();
        await premium.getByTestId('premium-stats-coverage').waitFor();
        const premiumFigure = (label: string) => premium.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
        await expect.poll(() => premiumFigure('Likes').innerText()).toContain('1');
        expect(await premiumFigure('New followers').innerText()).toContain('1');
        await premium.locator('figure[data-chart=likes]').waitFor();

        const section = page.getByTestId('commerce-stats');
        await section.getByRole('heading', { name: 'Creator commerce' }).waitFor();
        const figure = (part: string, label: string) => section.getByTestId(part).locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
        await expect.poll(() => figure('commerce-audience', 'Likes').innerText()).toContain('1');
        expect(await figure('commerce-audience', 'New followers').innerText()).toContain('1');
        expect(await figure('commerce-referrals', 'Friends who joined').innerText()).toContain('1');
        expect(await figure('commerce-sponsored', 'Spend').innerText()).toContain('₹4.00');
        expect(await figure('commerce-sponsored', 'Clicks').innerText()).toContain('2');
        expect(await figure('commerce-sponsored', 'Cost per click').innerText()).toContain('₹2.00');
        expect(await figure('commerce-sponsored', 'Click-through').innerText()).toContain('40%');
        const campaign = section.getByTestId('commerce-campaigns').getByRole('row', { name: /Temple bell on Explore/ });
        expect((await campaign.innerText()).replace(/\s+/g, ' ')).toContain('5 2 40% ₹4.00 ₹2.00');
        const modelRow = section.getByTestId('commerce-models').getByRole('row', { name: /Temple bell/ });
        expect((await modelRow.innerText()).replace(/\s+/g, ' ')).toContain('1 ₹0.00 5 2 ₹4.00');
        await section.locator('figure[data-chart=sponsoredClicks]').waitFor();
        await section.locator('figure[data-chart=friendsJoined]').waitFor();

        await inEveryView(page, async (_view, { tag, coloursOnly }) => {
          expect(await seriousAxeViolations(page, { coloursOnly }), tag).toEqual([]);
          await premium.scrollIntoViewIfNeeded();
          await picture(premium, `premium-stats/dashboard-${tag}`);
          await section.scrollIntoViewIfNeeded();
          await picture(section, `commerce-stats/dashboard-${tag}`);
        });
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
      // Commerce figures are every creator's, whatever the tier: with none yet, each part says so.
      await page.getByTestId('commerce-sponsored').getByText('None of your sponsored campaigns ran in the last 30 days.').waitFor();
      await page.getByTestId('commerce-models').getByText('None of your models was viewed, downloaded, liked or tipped in the last 30 days.').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
