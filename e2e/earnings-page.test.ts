import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { startRazorpayStandIn, type RazorpayStandIn } from '../src/server/payments/stand-in/razorpay-stand-in';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { expectNoSidewaysScroll, inEveryView } from './support/every-view';
import { clientFor, createModel, openPageAs, previewImage, VIEWS } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 15 item 1 on /earnings: a creator with live tips (paid through the loopback Razorpay
// stand-in with live keys) and a test tip (the built-in test checkout) sees the summary, both books'
// charts with their tables, downloads the CSV of what they received, and the page passes axe.
const LIVE_KEYS = { keyId: 'rzp_live_E2eEarnings001', keySecret: 'e2e-earnings-live-secret', webhookSecret: 'e2e-earnings-live-webhook' };
let razorpay: RazorpayStandIn;
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let payer: E2eAccount;
let model: ModelDetail;

/** A tip over the API as the dialog makes it: live through the stand-in's checkout, test through the built-in one. */
async function tip(amount: number, message: string, testMode: boolean, modelId?: string): Promise<void> {
  const client = clientFor(server, payer);
  const order = await client.call<{ orderId: string }>('createRazorpayOrder', { amount, creatorId: creator.uid, message, testMode, ...(modelId ? { modelId } : {}) });
  expect(order.status, JSON.stringify(order.error)).toBe(200);
  const orderId = order.result!.orderId;
  let payment: { razorpay_payment_id: string; razorpay_signature: string };
  if (testMode) {
    const paid = await client.call<{ payment: typeof payment }>('completeTestCheckout', { orderId, outcome: 'success' });
    payment = paid.result!.payment;
  } else {
    const paid = razorpay.pay(orderId);
    if ('error' in paid) throw new Error(paid.error.description ?? 'the payment failed');
    payment = paid;
  }
  const verified = await client.call('verifyRazorpayPayment', { amount, creatorId: creator.uid, message, testMode, orderId, paymentId: payment.razorpay_payment_id, signature: payment.razorpay_signature });
  expect(verified.status, JSON.stringify(verified.error)).toBe(200);
}

beforeAll(async () => {
  razorpay = await startRazorpayStandIn({ keys: { live: LIVE_KEYS } });
  [server, browser] = await Promise.all([
    startServer({ env: { RAZORPAY_KEY_ID: LIVE_KEYS.keyId, RAZORPAY_KEY_SECRET: LIVE_KEYS.keySecret, RAZORPAY_WEBHOOK_SECRET: LIVE_KEYS.webhookSecret, RAZORPAY_API_URL: razorpay.url } }),
    launchBrowser(),
  ]);
  razorpay.webhooks.target = `${server.url}/api/webhooks/razorpay`;
  [creator, payer] = await Promise.all([signUpViaApi(server, 'Kavya Shetty'), signUpViaApi(server, 'Arjun Pillai')]);
  model = await createModel(server, creator, { title: 'Cable clip, snap fit', previews: [{ name: 'clip.png', bytes: await previewImage(200) }] });
  await tip(250, 'Live thanks for the clip', false, model.id);
  await tip(100, '=1+1 from the profile', false);
  await tip(500, 'A test tip', true, model.id);
  await razorpay.webhooks.settled();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await razorpay?.close();
});

function figure(scope: Locator, name: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function openEarnings(page: Page): Promise<{ live: Locator; test: Locator }> {
  await page.goto(`${server.url}/earnings`);
  await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
  const live = page.getByRole('region', { name: 'Real money' });
  const test = page.getByRole('region', { name: 'Test tips' });
  // Both books' charts are drawn (Chart.js loaded on demand).
  await live.getByRole('img', { name: /^Earnings in the last 30 days by model/ }).waitFor();
  await test.getByRole('img', { name: /^Test earnings in the last 30 days by model/ }).waitFor();
  return { live, test };
}

describe('/earnings', () => {
  it('sends a visitor to log in and back', async () => {
    const { page, close } = await openPageAs(browser, server, null);
    try {
      await page.goto(`${server.url}/earnings`);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/earnings');
    } finally {
      await close();
    }
  });

  it('shows the summary and both charts, real and test money apart, and links to /tips', async () => {
    const { page, errors, close } = await openPageAs(browser, server, creator);
    try {
      const { live, test } = await openEarnings(page);
      expect(await figure(live, 'Total earnings').innerText()).toBe('₹297.50');
      expect(await figure(live, 'Tips received').innerText()).toBe('2');
      expect(await figure(test, 'Test earnings').innerText()).toBe('₹425.00');
      await test.getByText('Test mode', { exact: true }).waitFor();

      // The charts' figures, as their hidden tables give them to screen readers.
      const byModel = live.getByRole('table', { name: 'Earnings in the last 30 days by model, most first' });
      expect(await byModel.getByRole('row').allInnerTexts()).toEqual(['Model\tEarnings\tTips', 'Cable clip, snap fit\t₹212.50\t1', 'Tips not for a model (from your profile)\t₹85.00\t1']);
      const overTime = live.getByRole('table', { name: 'Earnings in the last 30 days, by day' });
      expect(await overTime.getByRole('row').count()).toBe(31);
      expect(await overTime.getByRole('row').last().innerText()).toMatch(/\t₹297\.50\t2$/);
      const testByModel = test.getByRole('table', { name: 'Test earnings in the last 30 days by model, most first' });
      expect(await testByModel.getByRole('row').allInnerTexts()).toEqual(['Model\tEarnings\tTips', 'Cable clip, snap fit\t₹425.00\t1']);

      // Another period redraws the charts, and is kept in the address.
      await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: '7 days' }).click();
      await page.waitForURL((url) => url.searchParams.get('range') === '7d');
      await live.getByRole('table', { name: 'Earnings in the last 7 days, by day' }).waitFor({ state: 'attached' });
      expect(await live.getByRole('table', { name: 'Earnings in the last 7 days, by day' }).getByRole('row').count()).toBe(8);

      await page.getByRole('link', { name: /Every tip you received or sent/ }).click();
      await page.waitForURL((url) => url.pathname === '/tips' && url.searchParams.get('range') === '7d');
      await page.getByRole('link', { name: /Charts, CSV export and withdrawals/ }).click();
      await page.waitForURL((url) => url.pathname === '/earnings');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('downloads the received tips as CSV, formulas neutralised', async () => {
    const { page, close } = await openPageAs(browser, server, creator);
    try {
      const { live } = await openEarnings(page);
      const [download] = await Promise.all([page.waitForEvent('download'), live.getByRole('link', { name: 'Download tips received, CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^meshmandi-tips-received-live-30d-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]).toBe('date,direction,counterparty,model,amount (₹),creator share (₹),platform fee (₹),refunded (₹),book,message');
      // Newest first, each after its ISO date; the model's comma quoted, the message's = guarded.
      expect(lines.slice(1).map((line) => line.replace(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,/, ''))).toEqual([
        "received,Arjun Pillai,,100.00,85.00,15.00,0.00,live,'=1+1 from the profile",
        'received,Arjun Pillai,"Cable clip, snap fit",250.00,212.50,37.50,0.00,live,Live thanks for the clip',
      ]);
    } finally {
      await close();
    }
  });

  it('says when the charts could not be loaded, and tries again', async () => {
    const { page, close } = await openPageAs(browser, server, creator);
    try {
      await page.route('**/api/fn/getEarningsChart', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { status: 503, code: 'unavailable', message: 'The database is busy. Please try again.' } }) }),
      );
      await page.goto(`${server.url}/earnings`);
      const live = page.getByRole('region', { name: 'Real money' });
      await live.getByText('Could not load the charts. The database is busy. Please try again.').waitFor();
      await page.unrouteAll();
      await live.getByRole('button', { name: 'Try again' }).click();
      await live.getByRole('img', { name: /by model/ }).waitFor();
      expect(await live.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('passes axe in both themes at phone and desktop width, without sideways scrolling', async () => {
    // Opened once and looked at in every view in place (issue 29).
    const { page, errors, close } = await openPageAs(browser, server, creator, VIEWS[0]);
    try {
      await openEarnings(page);
      await inEveryView(page, async (view, { tag, coloursOnly }) => {
        await expectNoSidewaysScroll(page, `/earnings at ${view.width} px`);
        expect(await seriousAxeViolations(page, { coloursOnly }), tag).toEqual([]);
        await picture(page, `earnings-page-${tag}`, { fullPage: true });
      });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
