import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Every kind of answer: health, a page, a callable, better-auth, media, an unknown API path, a refusal. */
const PATHS: [string, string][] = [
  ['GET', '/healthz'],
  ['GET', '/model/abc'],
  ['POST', '/api/fn/getSiteInfo'],
  ['GET', '/api/auth/get-session'],
  ['GET', '/media/models/nope/download.zip'],
  ['GET', '/api/whatever'],
  ['POST', '/api/fn/getMyAccount'],
];

describe('Permissions-Policy', () => {
  it('denies the browser features the site does not use, on every kind of answer', async () => {
    for (const [method, path] of PATHS) {
      const response = await fetch(new URL(path, t.url), {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json', origin: t.url } : {},
        body: method === 'POST' ? '{}' : undefined,
      });
      const policy = response.headers.get('permissions-policy') ?? '';
      const rules = new Map(policy.split(',').map((rule) => rule.trim().split('=') as [string, string]));
      for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'bluetooth', 'serial', 'display-capture', 'browsing-topics']) {
        expect(rules.get(feature), `${feature} on ${method} ${path} (${response.status})`).toBe('()');
      }
      // The 3D viewer goes fullscreen; the tips checkout (Razorpay) will need the Payment Request API.
      expect(rules.get('fullscreen')).toBe('(self)');
      expect(rules.get('payment')).toBe('(self)');
    }
  });
});

describe('Content-Security-Policy and the payment provider', () => {
  const cspOf = async (app: TestApp, path: string) => (await fetch(new URL(path, app.url))).headers.get('content-security-policy') ?? '';
  const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows no third party anywhere without Razorpay keys (the built-in test checkout)', async () => {
    for (const path of ['/', '/model/abc', '/api/fn/getSiteInfo']) {
      const csp = await cspOf(t, path);
      expect(csp).not.toContain('razorpay');
      expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    }
  });

  it("allows Razorpay's checkout hosts on the app's pages only, when keys are set", async () => {
    const withKeys = await createTestApp({ RAZORPAY_TEST_KEY_ID: 'rzp_test_csp', RAZORPAY_TEST_KEY_SECRET: 's', RAZORPAY_TEST_WEBHOOK_SECRET: 'w' });
    try {
      for (const path of ['/', '/model/abc', '/profile/someone']) {
        const csp = await cspOf(withKeys, path);
        expect(directive(csp, 'script-src')).toContain('https://checkout.razorpay.com');
        expect(directive(csp, 'frame-src')).toBe("frame-src https://checkout.razorpay.com https://api.razorpay.com");
        expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://checkout.razorpay.com https://api.razorpay.com https://lumberjack.razorpay.com");
      }
      for (const path of ['/api/fn/getSiteInfo', '/media/models/x/download.zip']) {
        const csp = await cspOf(withKeys, path);
        expect(csp, path).not.toContain('razorpay');
      }
    } finally {
      await withKeys.close();
    }
  });
});
