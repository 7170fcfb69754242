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
