import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { launchBrowser } from './support/browser';
import { createModel, openPageAs } from './support/models';
import { startServer, type ServerProcess } from './support/server';
import { confirmButton as confirm, openModelTipDialog, tipDialogNamed } from './support/tips';

// Issue 14 item 5: the tip dialog with Razorpay's checkout. The site under test has no Razorpay
// keys, so the order's answer is rewritten to name Razorpay's checkout (a same-origin address, as
// the CSP allows only the site's own scripts without keys), and a stand-in script plays Razorpay.
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  [creator, fan] = await Promise.all([signUpViaApi(server, 'Anjali Rao'), signUpViaApi(server, 'Vikram Menon')]);
  model = await createModel(server, creator, { title: 'Planetary gear set' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const tipDialog = (page: Page) => tipDialogNamed(page, 'Anjali Rao');
const openTipDialog = (page: Page) => openModelTipDialog(page, `${server.url}/model/${model.slug}/${model.id}`, 'Planetary gear set', 'Anjali Rao');

describe("Razorpay's checkout", () => {
  const scriptPath = '/test-razorpay/checkout.js';
  // Records the options and the failure listener, so the test can play the payer.
  const standIn = `window.Razorpay = function (options) {
    const seen = (window.__rzp = { options, opened: 0, closed: 0, failed: null });
    this.open = () => { seen.opened += 1; };
    this.close = () => { seen.closed += 1; };
    this.on = (event, listener) => { if (event === 'payment.failed') seen.failed = listener; };
  };`;

  async function withRazorpay(page: Page, script: 'stand-in' | 'missing') {
    await page.route('**/api/fn/createRazorpayOrder', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result?: Record<string, unknown> };
      if (body.result) Object.assign(body.result, { checkout: 'razorpay', checkoutScriptUrl: `${server.url}${scriptPath}` });
      await route.fulfill({ response, json: body });
    });
    await page.route(`**${scriptPath}`, (route) =>
      script === 'stand-in' ? route.fulfill({ contentType: 'text/javascript', body: standIn }) : route.fulfill({ status: 404, body: 'not here' }),
    );
  }

  it("passes SPEC §7's options, steps aside while it is open, and shows payment.failed's description", async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      await withRazorpay(page, 'stand-in');
      const dialog = await openTipDialog(page);
      await dialog.getByLabel('Test mode').check();
      await dialog.getByRole('button', { name: '₹100', exact: true }).click();
      await dialog.getByLabel('Message (optional)').fill('For the gears');
      await confirm(dialog).click();
      await page.waitForFunction(() => (window as unknown as { __rzp?: { opened: number } }).__rzp?.opened === 1);
      // The dialog is out of the way of Razorpay's frame while it is open.
      expect(await tipDialog(page).count()).toBe(0);
      const options: Record<string, unknown> = await page.evaluate(() => {
        const { handler, modal, ...rest } = (window as unknown as { __rzp: { options: Record<string, unknown> & { handler: unknown; modal: { ondismiss: unknown } } } }).__rzp.options;
        return { ...rest, handler: typeof handler, ondismiss: typeof modal.ondismiss };
      });
      expect(options).toMatchObject({
        amount: 10_000,
        currency: 'INR',
        name: 'Meshmandi',
        description: 'Test Payment (no charge)',
        image: `${server.url}/favicon.svg`,
        notes: { creatorId: creator.uid, modelId: model.id, testMode: 'true' },
        prefill: { name: 'Vikram Menon', email: fan.email, contact: '' },
        theme: { color: '#6d28d9' },
        method: { upi: true, card: false, netbanking: false, wallet: false, emi: false, paylater: false },
        config: { display: { blocks: { upi: { instruments: [{ method: 'upi', flows: ['intent', 'collect'] }] } }, sequence: ['block.upi'], preferences: { show_default_blocks: false } } },
        handler: 'function',
        ondismiss: 'function',
      });
      expect(options.order_id).toMatch(/^order_/);
      expect(options.key).toEqual(expect.any(String));

      await page.evaluate(() => (window as unknown as { __rzp: { failed(r: unknown): void } }).__rzp.failed({ error: { description: 'Your bank could not be reached.' } }));
      await tipDialog(page).getByRole('alert').waitFor();
      expect(await tipDialog(page).getByRole('alert').innerText()).toBe('Your bank could not be reached.');
      expect(await page.evaluate(() => (window as unknown as { __rzp: { closed: number } }).__rzp.closed)).toBe(1);

      // A payment whose signature the server does not accept: 'Payment verification failed'. The script is not loaded twice.
      await confirm(tipDialog(page)).click();
      await page.waitForFunction(() => (window as unknown as { __rzp?: { opened: number } }).__rzp?.opened === 1 && !document.querySelector('[role=dialog]'));
      await page.evaluate(() => {
        const { options } = (window as unknown as { __rzp: { options: { order_id: string; handler(p: unknown): void } } }).__rzp;
        options.handler({ razorpay_payment_id: 'pay_forged000000', razorpay_order_id: options.order_id, razorpay_signature: 'f'.repeat(64) });
      });
      await tipDialog(page).getByRole('alert').getByText('Payment verification failed').waitFor();
      expect(await page.locator(`script[src$="${scriptPath}"]`).count()).toBe(1);
      expect(errors.filter((e) => !e.includes('status of 4'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("says 'Failed to load Razorpay SDK' when the checkout script cannot load", async () => {
    const { page, close } = await openPageAs(browser, server, fan);
    try {
      await withRazorpay(page, 'missing');
      const dialog = await openTipDialog(page);
      await dialog.getByLabel('Test mode').check();
      await confirm(dialog).click();
      await dialog.getByRole('alert').waitFor();
      expect(await dialog.getByRole('alert').innerText()).toBe('Failed to load Razorpay SDK');
      expect(await confirm(dialog).innerText()).toBe('Test Tip');
    } finally {
      await close();
    }
  });
});
