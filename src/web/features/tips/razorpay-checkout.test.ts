import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TipOrder } from './api/create-razorpay-order';
import { openRazorpay, payerName, razorpayOptions, type CheckoutOutcome, type loadRazorpay as LoadRazorpay, type RazorpayConstructor } from './razorpay-checkout';

const ORDER: TipOrder = {
  success: true,
  error: null,
  key: 'rzp_test_abc',
  amount: 25_000,
  currency: 'INR',
  testMode: true,
  orderId: 'order_123',
  checkout: 'razorpay',
  checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
};
const PAYER = { email: 'lakshmi.iyer@example.in', phoneNumber: '+919876543210', displayName: 'Lakshmi Iyer' };

describe("SPEC §7's checkout options", () => {
  it('carries the order, the names, the notes, the prefill, purple, and UPI alone with intent and collect', () => {
    const options = razorpayOptions(ORDER, { testMode: true, creatorId: 'user-1', modelId: 'model-1', payer: PAYER, origin: 'https://meshmandi.in' });
    expect(options).toMatchObject({
      key: 'rzp_test_abc',
      amount: 25_000,
      currency: 'INR',
      order_id: 'order_123',
      name: 'Meshmandi',
      description: 'Test Payment (no charge)',
      image: 'https://meshmandi.in/favicon.svg',
      notes: { creatorId: 'user-1', modelId: 'model-1', testMode: 'true' },
      prefill: { name: 'Lakshmi Iyer', email: 'lakshmi.iyer@example.in', contact: '+919876543210' },
      theme: { color: '#6d28d9' },
    });
    expect(Object.entries(options.method).filter(([, on]) => on)).toEqual([['upi', true]]);
    expect(options.config.display.blocks.upi.instruments).toEqual([{ method: 'upi', flows: ['intent', 'collect'] }]);
    expect(options.config.display.sequence).toEqual(['block.upi']);
    expect(options.config.display.preferences.show_default_blocks).toBe(false);
  });

  it("says 'Support a creator' for real money, and an empty modelId and no phone when there are none", () => {
    const options = razorpayOptions({ ...ORDER, testMode: false }, { testMode: false, creatorId: 'platform', payer: { ...PAYER, phoneNumber: null }, origin: 'https://meshmandi.in' });
    expect(options.description).toBe('Support a creator');
    expect(options.notes).toEqual({ creatorId: 'platform', modelId: '', testMode: 'false' });
    expect(options.prefill.contact).toBe('');
  });

  it("names the payer by display name, else the e-mail's local part, else 'User'", () => {
    expect(payerName(PAYER)).toBe('Lakshmi Iyer');
    expect(payerName({ ...PAYER, displayName: '  ' })).toBe('lakshmi.iyer');
    expect(payerName({ ...PAYER, displayName: '', email: '@example.in' })).toBe('User');
  });
});

/** A stand-in for window.Razorpay: remembers the options and lets the test play the payer. */
function fakeRazorpay() {
  const seen: { options?: Record<string, unknown>; failed?: (response: { error?: { description?: string } }) => void; opened: number; closed: number } = { opened: 0, closed: 0 };
  const Razorpay = class {
    constructor(options: Record<string, unknown>) {
      seen.options = options;
    }
    open() {
      seen.opened += 1;
    }
    close() {
      seen.closed += 1;
      (seen.options?.modal as { ondismiss(): void }).ondismiss();
    }
    on(_event: string, listener: NonNullable<typeof seen.failed>) {
      seen.failed = listener;
    }
  } as unknown as RazorpayConstructor;
  return { Razorpay, seen };
}

describe('opening the checkout', () => {
  const options = razorpayOptions(ORDER, { testMode: true, creatorId: 'user-1', payer: PAYER, origin: 'https://meshmandi.in' });

  it("answers the handler's payment", async () => {
    const { Razorpay, seen } = fakeRazorpay();
    const outcome = openRazorpay(Razorpay, options);
    expect(seen.opened).toBe(1);
    (seen.options!.handler as (p: unknown) => void)({ razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_123', razorpay_signature: 'sig' });
    expect(await outcome).toEqual({ kind: 'paid', payment: { razorpay_payment_id: 'pay_1', razorpay_order_id: 'order_123', razorpay_signature: 'sig' } });
  });

  it("answers payment.failed's description once and closes the checkout, so the red box tells it", async () => {
    const { Razorpay, seen } = fakeRazorpay();
    const outcome = openRazorpay(Razorpay, options);
    seen.failed!({ error: { description: 'Payment failed because the UPI PIN entered was incorrect.' } });
    expect(await outcome).toEqual<CheckoutOutcome>({ kind: 'failed', description: 'Payment failed because the UPI PIN entered was incorrect.' });
    expect(seen.closed).toBe(1);
  });

  it("says 'Payment failed' when the provider gives no description", async () => {
    const { Razorpay, seen } = fakeRazorpay();
    const outcome = openRazorpay(Razorpay, options);
    seen.failed!({});
    expect(await outcome).toEqual({ kind: 'failed', description: 'Payment failed' });
  });

  it('answers a dismissal', async () => {
    const { Razorpay, seen } = fakeRazorpay();
    const outcome = openRazorpay(Razorpay, options);
    (seen.options!.modal as { ondismiss(): void }).ondismiss();
    expect(await outcome).toEqual({ kind: 'dismissed' });
  });
});

describe('loading the checkout script on demand', () => {
  // The module remembers its load for the page's life: each test gets a fresh copy, as a fresh page would.
  let loadRazorpay: typeof LoadRazorpay;
  beforeEach(async () => {
    vi.resetModules();
    ({ loadRazorpay } = await import('./razorpay-checkout'));
  });
  afterEach(() => vi.unstubAllGlobals());

  /** Just enough of a page: script tags appended to head, loaded or failed by the test. */
  function fakePage() {
    const scripts: { src: string; async: boolean; onload?: () => void; onerror?: () => void; remove(): void; removed: boolean }[] = [];
    const win: { Razorpay?: unknown } = {};
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', {
      createElement: () => {
        const script = { src: '', async: false, removed: false, remove: () => (script.removed = true) } as (typeof scripts)[number];
        return script;
      },
      head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
    });
    return { scripts, win };
  }

  it('uses a Razorpay already on the page without adding a script', async () => {
    const { scripts, win } = fakePage();
    win.Razorpay = function Razorpay() {};
    expect(await loadRazorpay(ORDER.checkoutScriptUrl)).toBe(win.Razorpay);
    expect(scripts).toEqual([]);
  });

  it('adds the script once for calls made while it loads', async () => {
    const { scripts, win } = fakePage();
    const first = loadRazorpay(ORDER.checkoutScriptUrl);
    const second = loadRazorpay(ORDER.checkoutScriptUrl);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: ORDER.checkoutScriptUrl, async: true });
    win.Razorpay = function Razorpay() {};
    scripts[0]!.onload!();
    expect(await first).toBe(win.Razorpay);
    expect(await second).toBe(win.Razorpay);
  });

  it("fails with 'Failed to load Razorpay SDK', removes the tag, and tries afresh next time", async () => {
    const { scripts } = fakePage();
    const attempt = loadRazorpay(ORDER.checkoutScriptUrl);
    scripts[0]!.onerror!();
    await expect(attempt).rejects.toThrow('Failed to load Razorpay SDK');
    expect(scripts[0]!.removed).toBe(true);
    void loadRazorpay(ORDER.checkoutScriptUrl).catch(() => undefined);
    expect(scripts).toHaveLength(2);
    scripts[1]!.onerror!();
  });

  it('fails the same way with no script address, or a script that defines no Razorpay', async () => {
    const { scripts } = fakePage();
    await expect(loadRazorpay(null)).rejects.toThrow('Failed to load Razorpay SDK');
    const attempt = loadRazorpay(ORDER.checkoutScriptUrl);
    scripts[0]!.onload!();
    await expect(attempt).rejects.toThrow('Failed to load Razorpay SDK');
  });
});
