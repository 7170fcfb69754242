import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, signIns, users } from '../db/schema';
import { startLoopbackOidcProvider, type LoopbackOidcProvider } from '../test/loopback-oidc-provider';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestClient } from '../test/test-client';
import { DEVICE_COOKIE } from './security-rules';

const GOOGLE = { clientId: 'meshmandi-test-client', clientSecret: 'meshmandi-test-client-secret' };
const person = { sub: '209876543210987654321', email: 'ravi.maker@gmail.com', name: 'Ravi Menon', picture: 'https://lh3.googleusercontent.com/a/ravi' };

let idp: LoopbackOidcProvider;
let t: TestApp;
beforeAll(async () => {
  idp = await startLoopbackOidcProvider(person);
  t = await createTestApp({ GOOGLE_CLIENT_ID: GOOGLE.clientId, GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret, GOOGLE_DISCOVERY_URL: idp.discoveryUrl });
  idp.addClient({ ...GOOGLE, redirectUri: `${t.url}/api/auth/callback/google` });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** The redirect round trip (app → provider → app's callback) in one browser. */
async function signInWithGoogle(browser: TestClient): Promise<void> {
  const start = await browser.postJson('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
  const callback = new URL(await idp.authorize(start.body.url));
  expect((await browser.fetch(callback.href)).status).toBe(302);
}

describe('Google sign-ins', () => {
  it('are recorded with method google and a device cookie; a second browser is a new device, the same one is not', async () => {
    const laptop = t.client();
    await signInWithGoogle(laptop);
    expect(laptop.cookies.get(DEVICE_COOKIE)).toBeTruthy();
    const [user] = await t.services.db.select().from(users).where(eq(users.email, person.email));
    await signInWithGoogle(laptop);
    await signInWithGoogle(t.client());
    const rows = await t.services.db.select().from(signIns).where(eq(signIns.userId, user!.id));
    expect(rows.map((r) => r.method)).toEqual(['google', 'google', 'google']);
    const events = await t.services.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectId, user!.id), eq(domainEvents.type, 'security.new_device_sign_in')));
    expect(events.map((e) => e.data.method)).toEqual(['google']);
  });
});
