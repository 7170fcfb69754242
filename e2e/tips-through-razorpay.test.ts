import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDetail } from '../src/shared/contracts/models/model-shapes';
import { startRazorpayStandIn, type RazorpayStandIn } from '../src/server/payments/stand-in/razorpay-stand-in';
import { signUpViaApi, type E2eAccount } from './support/accounts';
import { seriousAxeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { clientFor, createModel, openPageAs } from './support/models';
import { startServer, type ServerProcess } from './support/server';
import { confirmButton as confirm, openModelTipDialog, tipDialogNamed } from './support/tips';

// Issue 14: the whole Razorpay path with nothing rewritten on the way. The site runs with Razorpay
// test keys pointed at the loopback stand-in (orders and payments through the official SDK), the
// dialog loads the stand-in's checkout.js as it would Razorpay's, and the payer presses its Pay.
const KEYS = { keyId: 'rzp_test_E2eStandIn0001', keySecret: 'e2e-stand-in-key-secret', webhookSecret: 'e2e-stand-in-webhook-secret' };
let razorpay: RazorpayStandIn;
let server: ServerProcess;
let browser: Browser;
let creator: E2eAccount;
let fan: E2eAccount;
let model: ModelDetail;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn({ keys: { test: KEYS } });
  [server, browser] = await Promise.all([
    startServer({
      env: {
        RAZORPAY_TEST_KEY_ID: KEYS.keyId,
        RAZORPAY_TEST_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_TEST_WEBHOOK_SECRET: KEYS.webhookSecret,
        RAZORPAY_API_URL: razorpay.url,
        RAZORPAY_CHECKOUT_URL: razorpay.checkoutScriptUrl,
      },
    }),
    launchBrowser(),
  ]);
  razorpay.webhooks.target = `${server.url}/api/webhooks/razorpay`;
  [creator, fan] = await Promise.all([signUpViaApi(server, 'Anjali Rao'), signUpViaApi(server, 'Vikram Menon')]);
  model = await createModel(server, creator, { title: 'Planetary gear set' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await razorpay?.close();
});

const openTipDialog = (page: Page) => openModelTipDialog(page, `${server.url}/model/${model.slug}/${model.id}`, 'Planetary gear set', 'Anjali Rao');
const standInCheckout = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout (stand-in)' });

describe('a tip through Razorpay (the stand-in)', () => {
  it("pays with SPEC §7's options, verifies through the SDK, thanks the payer, and posts ₹212.50 once", async () => {
    const { page, errors, close } = await openPageAs(browser, server, fan);
    try {
      const dialog = await openTipDialog(page);
      await dialog.getByLabel('Test mode').check();
      await dialog.getByRole('button', { name: '₹250', exact: true }).click();
      await dialog.getByLabel('Message (optional)').fill('Smooth gears');
      await confirm(dialog).click();
      await standInCheckout(page).waitFor();
      expect(razorpay.requests.filter((r) => r.path === '/v1/orders').map((r) => r.keyId)).toEqual([KEYS.keyId]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await standInCheckout(page).getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByRole('heading', { name: 'Thank you!' }).waitFor();
      await page.getByText('Your tip helps Anjali Rao keep creating awesome 3D models.').waitFor();

      expect(razorpay.checkouts[0]).toMatchObject({
        key: KEYS.keyId,
        amount: 25_000,
        currency: 'INR',
        name: 'Meshmandi',
        description: 'Test Payment (no charge)',
        notes: { creatorId: creator.uid, modelId: model.id, testMode: 'true' },
        prefill: { name: 'Vikram Menon', email: fan.email },
        theme: { color: '#6d28d9' },
      });
      // The server asked the provider for the payment before posting it, and the ledger has it once.
      await razorpay.webhooks.settled();
      const [payment] = [...razorpay.payments.values()];
      expect(razorpay.requests.some((r) => r.method === 'GET' && r.path === `/v1/payments/${payment!.id}`)).toBe(true);
      const received = await clientFor(server, creator).call('getTipHistory', { type: 'received' });
      expect(received.result.tips).toMatchObject([{ paymentId: payment!.id, amount: 25_000, creatorAmount: 21_250, message: 'Smooth gears', testMode: true }]);
      const earnings = await clientFor(server, creator).call('getCreatorEarnings', { timeRange: 'all' });
      expect(earnings.result).toMatchObject({ summary: { availableBalance: 0, balance: 0 }, testSummary: { totalEarnings: 21_250, availableBalance: 0 } });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the provider's description when the payment fails, and 'Payment failed' when it gives none", async () => {
    const { page, close } = await openPageAs(browser, server, fan);
    try {
      const dialog = await openTipDialog(page);
      await dialog.getByLabel('Test mode').check();
      for (const [button, text] of [
        ['Fail', 'Payment declined by the stand-in payer'],
        ['Fail without a reason', 'Payment failed'],
      ] as const) {
        await confirm(tipDialogNamed(page, 'Anjali Rao')).click();
        await standInCheckout(page).getByRole('button', { name: button, exact: true }).click();
        const alert = tipDialogNamed(page, 'Anjali Rao').getByRole('alert');
        await alert.getByText(text, { exact: true }).waitFor();
      }
    } finally {
      await close();
    }
  });
});
