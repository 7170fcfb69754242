import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { inEveryView } from './support/every-view';
import { clientFor, createModel, openPageAs, previewImage, VIEWS } from './support/models';
import { picture } from './support/pictures';
import { startServer, type ServerProcess } from './support/server';

// Issue 14's "done when" on /tips (issue 15 item 1): a creator tipped ₹250 in test mode sees
// ₹212.50 in the test book, labelled as test money, and nothing withdrawable; the payer sees the tip sent.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let payer: E2eAccount;
let model: ModelDetail;

/** A test-mode tip made over the API exactly as the dialog makes one with the built-in checkout. */
async function testTip(from: E2eAccount, creatorId: string, amount: number, message: string, modelId?: string): Promise<void> {
  const client = clientFor(server, from);
  const order = await client.call<{ orderId: string; checkout: string }>('createRazorpayOrder', { amount, creatorId, message, testMode: true, ...(modelId ? { modelId } : {}) });
  expect(order.status, JSON.stringify(order.error)).toBe(200);
  expect(order.result!.checkout).toBe('built-in');
  const paid = await client.call<{ success: true; payment: { razorpay_payment_id: string; razorpay_signature: string } }>('completeTestCheckout', {
    orderId: order.result!.orderId,
    outcome: 'success',
  });
  expect(paid.status, JSON.stringify(paid.error)).toBe(200);
  const { payment } = paid.result!;
  const verified = await client.call('verifyRazorpayPayment', {
    amount,
    creatorId,
    message,
    testMode: true,
    orderId: order.result!.orderId,
    paymentId: payment.razorpay_payment_id,
    signature: payment.razorpay_signature,
  });
  expect(verified.status, JSON.stringify(verified.error)).toBe(200);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, payer] = await Promise.all([signUpViaApi(server, 'Meera Krishnan'), signUpViaApi(server, 'Rohan Desai')]);
  model = await createModel(server, creator, { title: 'Brass hinge, print-in-place', previews: [{ name: 'hinge.png', bytes: await previewImage(38) }] });
  await testTip(payer, creator.uid, 250, 'The hinge printed first time, thank you!', model.id);
  // The footer's tip to Meshmandi itself: the payer's Sent list names the platform.
  await testTip(payer, 'platform', 50, 'Keep the site going');
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The figure a summary card shows under its name. */
function figure(scope: Page | Locator, name: string): Locator {
  return scope.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function openTips(page: Page, query = ''): Promise<void> {
  await page.goto(`${server.url}/tips${query}`);
  await page.getByRole('heading', { level: 1, name: 'Tips & Earnings' }).waitFor();
  await page.getByRole('region', { name: 'Test tips' }).waitFor();
}

describe('/tips', () => {
  it('sends a visitor to log in and back', async () => {
    const { page, close } = await openPageAs(browser, server, null);
    try {
      await page.goto(`${server.url}/tips`);
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/tips');
    } finally {
      await close();
    }
  });

  it("shows the creator the ₹250 test tip as ₹212.50 in the test book, apart from real money, with nothing withdrawable", async () => {
    const { page, errors, close } = await openPageAs(browser, server, creator);
    try {
      const response = await page.goto(`${server.url}/dashboard`);
      expect(response?.status()).toBe(200);
      // The user menu leads here (SPEC §2).
      await page.getByRole('button', { name: 'Account menu for Meera Krishnan' }).click();
      await page.getByRole('menuitem', { name: 'Tips & Earnings' }).click();
      await page.waitForURL((url) => url.pathname === '/tips');
      await page.getByRole('heading', { level: 1, name: 'Tips & Earnings' }).waitFor();

      const test = page.getByRole('region', { name: 'Test tips' });
      await test.waitFor();
      await test.getByText('Test-mode tips move no real money and can never be withdrawn.').waitFor();
      await test.getByText('Test mode', { exact: true }).waitFor();
      expect(await figure(test, 'Test earnings').first().innerText()).toBe('₹212.50');
      expect(await figure(test, 'Test tips received').first().innerText()).toBe('1');
      expect(await figure(test, 'Average test tip').first().innerText()).toBe('₹250.00');
      expect(await figure(test, 'Test balance').first().innerText()).toBe('₹212.50');

      const live = page.getByRole('region', { name: 'Real money' });
      expect(await figure(live, 'Total earnings').first().innerText()).toBe('₹0.00');
      expect(await figure(live, 'Tips received').first().innerText()).toBe('0');
      expect(await figure(live, 'Available balance').first().innerText()).toBe('₹0.00');
      // Withdrawals are not built: the page shows only the progress towards them, and no way to withdraw.
      expect(await page.getByRole('button', { name: /withdraw/i }).count()).toBe(0);
      expect(await page.getByRole('progressbar', { name: 'Downloads towards withdrawing' }).getAttribute('aria-valuetext')).toBe('0 of 1,000 downloads');

      const received = page.getByRole('list', { name: 'Tips received' });
      const row = received.getByRole('listitem').first();
      await row.getByRole('link', { name: 'Rohan Desai' }).waitFor();
      expect(await row.getByRole('link', { name: 'Rohan Desai' }).getAttribute('href')).toBe(`/profile/${payer.uid}`);
      expect(await row.getByRole('link', { name: 'Brass hinge, print-in-place' }).getAttribute('href')).toBe(`/model/${model.slug}/${model.id}`);
      await row.getByText('“The hinge printed first time, thank you!”').waitFor();
      await row.getByText('Your share ₹212.50').waitFor();
      await row.getByText('Test', { exact: true }).waitFor();
      expect(await row.innerText()).toContain('₹250.00');
      expect(await row.getByText(/Refunded/).count()).toBe(0);

      // Another period is kept in the address and answers the same single tip.
      await page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'All time' }).click();
      await page.waitForURL((url) => url.searchParams.get('range') === 'all');
      await expect.poll(() => figure(page.getByRole('region', { name: 'Test tips' }), 'Test tips received').first().innerText()).toBe('1');
      expect(await page.getByRole('button', { name: 'All time' }).getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await page.getByRole('region', { name: 'Test tips' }).waitFor();
      expect(await page.getByRole('button', { name: 'All time' }).getAttribute('aria-pressed')).toBe('true');

      // Sent is empty for the creator, and says where tips are sent from.
      await page.getByRole('tab', { name: 'Sent' }).click();
      await page.getByText('You have not sent a tip yet').waitFor();
      expect(new URL(page.url()).searchParams.get('history')).toBe('sent');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the payer the tips they sent, to the creator and to Meshmandi, and an empty Received tab', async () => {
    const { page, errors, close } = await openPageAs(browser, server, payer);
    try {
      await openTips(page);
      await page.getByText('No tips received yet').waitFor();
      await page.getByRole('tab', { name: 'Sent' }).click();
      const sent = page.getByRole('list', { name: 'Tips sent' });
      await sent.waitFor();
      const rows = sent.getByRole('listitem');
      expect(await rows.count()).toBe(2);
      // Newest first: the platform tip was made last.
      await rows.nth(0).getByText('Meshmandi', { exact: true }).waitFor();
      expect(await rows.nth(0).innerText()).toContain('₹50.00');
      await rows.nth(1).getByRole('link', { name: 'Meera Krishnan' }).waitFor();
      expect(await rows.nth(1).innerText()).toContain('₹250.00');
      await rows.nth(1).getByText('Test', { exact: true }).waitFor();
      // A payer is not shown the creator's share of a tip they sent.
      expect(await rows.nth(1).getByText(/Your share/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says when the earnings or the history could not be loaded, and tries again', async () => {
    const { page, close } = await openPageAs(browser, server, creator);
    const refuse = (name: string) =>
      page.route(`**/api/fn/${name}`, (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { status: 503, code: 'unavailable', message: 'The database is busy. Please try again.' } }) }),
      );
    try {
      await refuse('getCreatorEarnings');
      await refuse('getTipHistory');
      await page.goto(`${server.url}/tips`);
      await page.getByRole('heading', { level: 1, name: 'Tips & Earnings' }).waitFor();
      await page.getByText('Could not load your earnings. The database is busy. Please try again.').waitFor();
      await page.getByText('Could not load your received tips. The database is busy. Please try again.').waitFor();
      await page.unrouteAll();
      // The earnings' retry comes first on the page, the history's is in its tab panel.
      await page.getByRole('button', { name: 'Try again' }).first().click();
      await page.getByRole('tabpanel').getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('region', { name: 'Test tips' }).waitFor();
      await page.getByRole('list', { name: 'Tips received' }).waitFor();
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('passes axe in both themes at phone and desktop width, without sideways scrolling', async () => {
    // Each page opened once and looked at in every view in place (issue 29).
    for (const who of [creator, payer] as const) {
      const { page, errors, close } = await openPageAs(browser, server, who, who === payer ? VIEWS[3] : VIEWS[0]);
      try {
        await openTips(page, who === payer ? '?history=sent' : '');
        await page.getByRole('list', { name: who === payer ? 'Tips sent' : 'Tips received' }).waitFor();
        await inEveryView(page, async (view, { tag, coloursOnly }) => {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `/tips scrolls sideways at ${view.width} px`).toBeLessThanOrEqual(0);
          expect(await seriousAxeViolations(page, { coloursOnly }), tag).toEqual([]);
          await picture(page, `tips-page-${who === payer ? 'payer-sent' : 'creator'}-${tag}`, { fullPage: true });
        });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('pages the history 20 at a time with Load more', async () => {
    const fan = await signUpViaApi(server, 'Sana Qureshi');
    for (let n = 1; n <= 21; n += 1) await testTip(fan, creator.uid, 10, `Small thanks no. ${n}`);
    const { page, close } = await openPageAs(browser, server, creator);
    try {
      await openTips(page);
      const received = page.getByRole('list', { name: 'Tips received' });
      await received.waitFor();
      expect(await received.getByRole('listitem').count()).toBe(20);
      await received.getByText('“Small thanks no. 21”').waitFor();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => received.getByRole('listitem').count()).toBe(22);
      // The oldest, ₹250 tip comes last, after the first small one.
      await received.getByRole('listitem').nth(20).getByText('“Small thanks no. 1”').waitFor();
      await received.getByRole('listitem').nth(21).getByRole('link', { name: 'Rohan Desai' }).waitFor();
      expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    } finally {
      await close();
    }
  });
});
