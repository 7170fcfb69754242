import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, siteAdmin, type E2eAccount } from './support/accounts';
import { launchBrowser } from './support/browser';
import { clientFor, createModel, openPageAs } from './support/models';
import { picture } from './support/pictures';
import { seriousAxeViolations } from './support/axe';
import { startServer, type ServerProcess } from './support/server';
import { verifyEmailViaApi } from './support/verify-email';

// Issue 28 item 12: a verified e-mail alone earns no ✓ "Verified" badge, on the profile, the model
// page's creator card or the follow lists. Issue 30 item 3: an admin's verifyCreator does.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { LOG_LEVEL: 'info' } }), launchBrowser()]);
  [creator, fan] = await Promise.all([signUpViaApi(server, 'Kavya Menon'), signUpViaApi(server, 'Rahul Joshi')]);
  await verifyEmailViaApi(server, creator);
  model = await createModel(server, creator, { title: 'Kolam coaster set' });
  const follow = await clientFor(server, fan).call('followUser', { userId: creator.uid });
  if (follow.status !== 200) throw new Error(`followUser: ${follow.status} ${follow.error?.message ?? ''}`);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Any ✓ badge or text reading "Verified" inside the part of the page. */
async function verifiedMarks(page: Page, within: string): Promise<number> {
  const part = page.locator(within);
  return (await part.getByRole('img', { name: 'Verified' }).count()) + (await part.getByText('Verified', { exact: true }).count());
}

describe('an e-mail-verified creator', () => {
  it('shows no Verified badge on the profile, the creator card or the follow list', async () => {
    const confirmed = await clientFor(server, creator).call<{ account: { isVerified: boolean } }>('getMyAccount');
    expect(confirmed.result?.account.isVerified).toBe(true);
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await page.goto(`${server.url}/profile/${creator.uid}`);
      await page.getByRole('heading', { level: 1, name: 'Kavya Menon' }).waitFor();
      expect(await verifiedMarks(page, 'main header')).toBe(0);

      await page.goto(`${server.url}/model/${model.slug}/${model.id}`);
      await page.getByText('Created by').waitFor();
      expect(await verifiedMarks(page, 'main')).toBe(0);

      await page.goto(`${server.url}/profile/${fan.uid}?tab=following`);
      await page.getByRole('list', { name: /^People .* follows$/ }).getByRole('link', { name: /Kavya Menon/ }).waitFor();
      expect(await verifiedMarks(page, 'main')).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('a creator an admin verified', () => {
  it('shows the Verified creator badge on the profile, the model page, a model card and the follow list; taken away, it goes', async () => {
    const admin = await siteAdmin(server);
    const verify = (verify: boolean) => clientFor(server, admin).call('verifyCreator', { userId: creator.uid, verify, ...(verify ? {} : { reason: 'Asked to be unlisted' }) });
    expect((await verify(true)).status).toBe(200);
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await page.goto(`${server.url}/profile/${creator.uid}`);
      await page.getByRole('heading', { level: 1, name: 'Kavya Menon' }).waitFor();
      await page.locator('main header').getByText('Verified creator', { exact: true }).waitFor();
      await picture(page, 'verified-creator-profile');

      await page.goto(`${server.url}/model/${model.slug}/${model.id}`);
      await page.getByText('Created by').waitFor();
      expect(await verifiedMarks(page, 'main')).toBe(1);

      await page.goto(`${server.url}/explore`);
      const card = page.getByRole('article').filter({ hasText: 'Kolam coaster set' });
      await card.getByRole('img', { name: 'Verified creator' }).waitFor();

      await page.goto(`${server.url}/profile/${fan.uid}?tab=following`);
      const row = page.getByRole('list', { name: /^People .* follows$/ }).getByRole('link', { name: /Kavya Menon/ });
      await row.getByRole('img', { name: 'Verified creator' }).waitFor();

      expect((await verify(false)).status).toBe(200);
      await page.reload();
      await row.waitFor();
      expect(await verifiedMarks(page, 'main')).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('asking for the badge', () => {
  it('a creator asks from /creator-tier, an admin approves from the queue, and the creator’s page says so', async () => {
    const maker = await signUpViaApi(server, 'Divya Shetty');
    await createModel(server, maker, { title: 'Brass diya stand' });
    const admin = await siteAdmin(server);
    const asking = await openPageAs(browser, server, maker);
    try {
      const page = asking.page;
      await page.goto(`${server.url}/creator-tier`);
      const card = page.getByRole('region', { name: 'Verified creator badge' });
      await card.getByLabel('Links to your work').fill('https://www.instagram.com/divya.prints\nhttps://divyaprints.in');
      await card.getByLabel('What you make').fill('Too short');
      await card.getByRole('button', { name: 'Ask for the badge' }).click();
      await card.getByRole('alert').filter({ hasText: 'say in a sentence or two what you make' }).waitFor();
      await card.getByLabel('What you make').fill('Brass-look diya stands and rangoli stencils, printed in PLA and PETG.');
      await card.getByRole('button', { name: 'Ask for the badge' }).click();
      await card.getByText(/The team will look at your work/).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, 'creator-tier-verification-asked', { fullPage: true });
      // The one refusal the test asked for, and nothing else.
      expect(asking.errors).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request) (/api/fn/requestCreatorVerification)']);
    } finally {
      await asking.close();
    }

    const answering = await openPageAs(browser, server, admin);
    try {
      const page = answering.page;
      await page.goto(`${server.url}/admin/verifications`);
      const request = page.getByRole('list', { name: 'Waiting requests, newest first' }).getByRole('listitem').filter({ hasText: 'Divya Shetty' });
      await request.getByRole('link', { name: 'https://divyaprints.in' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await picture(page, 'admin-verifications', { fullPage: true });
      await request.getByRole('button', { name: 'Approve Divya Shetty' }).click();
      await page.getByText('No creator is waiting for an answer.').waitFor();
      expect(answering.errors).toEqual([]);
    } finally {
      await answering.close();
    }

    const told = await openPageAs(browser, server, maker);
    try {
      await told.page.goto(`${server.url}/creator-tier`);
      await told.page.getByText(/You carry the badge since/).waitFor();
      await told.page.goto(`${server.url}/profile/${maker.uid}`);
      await told.page.locator('main header').getByText('Verified creator', { exact: true }).waitFor();
    } finally {
      await told.close();
    }
  });
});
