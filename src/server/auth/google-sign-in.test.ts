import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { startLoopbackOidcProvider, type LoopbackOidcProvider } from '../test/loopback-oidc-provider';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestClient } from '../test/test-client';

const GOOGLE = { clientId: 'meshmandi-test-client', clientSecret: 'meshmandi-test-client-secret' };
const person = {
  sub: '109876543210987654321',
  email: 'priya.maker@gmail.com',
  name: 'Priya Sharma',
  picture: 'https://lh3.googleusercontent.com/a/priya-sharma',
};

let idp: LoopbackOidcProvider;
let t: TestApp;
beforeAll(async () => {
  // The provider starts first, like Google: the app reads its discovery document when it starts.
  idp = await startLoopbackOidcProvider(person);
  t = await createTestApp({ GOOGLE_CLIENT_ID: GOOGLE.clientId, GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret, GOOGLE_DISCOVERY_URL: idp.discoveryUrl });
  idp.addClient({ ...GOOGLE, redirectUri: `${t.url}/api/auth/callback/google` });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

/** Asks the app to start Google sign-in; better-auth 1.7 serves generic OAuth providers through /sign-in/social. */
async function startSignIn(browser: TestClient): Promise<URL> {
  const start = await browser.postJson('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
  expect(start.status).toBe(200);
  expect(start.body).toMatchObject({ redirect: true });
  return new URL(start.body.url);
}

/** One full round trip: app → provider (login, consent) → app callback. Each side keeps its own cookies. */
async function signInWithGoogle(): Promise<TestClient> {
  const browser = t.client();
  const authorization = await startSignIn(browser);
  expect(authorization.origin).toBe(idp.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  const promptsBefore = idp.prompts.length;
  const callback = new URL(await idp.authorize(authorization.href));
  // A fresh provider cookie jar each time, so the person logs in and consents every round trip.
  expect(idp.prompts.slice(promptsBefore)).toEqual(['login', 'consent']);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${t.url}/api/auth/callback/google`);
  expect(callback.searchParams.get('code')).toBeTruthy();

  const back = await browser.fetch(callback.href);
  expect(back.status).toBe(302);
  expect(new URL(back.headers.get('location') ?? '', t.url).pathname).toBe('/dashboard');
  expect(browser.cookies.has('meshmandi.session_token')).toBe(true);
  return browser;
}

const usersWithEmail = () => t.services.db.select().from(users).where(eq(users.email, person.email));

describe('Google sign-in against a real OpenID Connect provider', () => {
  it('creates a verified Google account from the provider claims', async () => {
    const browser = await signInWithGoogle();

    const me = await browser.call('getMyAccount');
    expect(me.status).toBe(200);
    expect(me.result.account).toMatchObject({
      email: person.email,
      isVerified: true,
      provider: 'google',
      displayName: person.name,
    });
    // Google's picture is a third-party URL every visitor would fetch: avatars come only from our upload.
    expect(me.result.account.photoURL ?? null).toBeNull();
    // Google gives no username, so one is derived from the e-mail.
    expect(me.result.account.username).toMatch(/^priya\.maker_\d{4}$/);
  });

  it('signs the same person into the same account on the next round trip', async () => {
    const first = await (await signInWithGoogle()).call('getMyAccount');
    const second = await (await signInWithGoogle()).call('getMyAccount');
    expect(second.result.account.uid).toBe(first.result.account.uid);
    expect(await usersWithEmail()).toHaveLength(1);
  });

  it('refuses a callback from a browser that did not start the sign-in', async () => {
    const authorization = await startSignIn(t.client());
    const callback = await idp.authorize(authorization.href);
    // A different browser has no state cookie, so the code it carries must not sign it in.
    const stranger = t.client();
    const back = await stranger.fetch(callback);
    expect(back.status).toBe(302);
    expect(new URL(back.headers.get('location') ?? '', t.url).searchParams.get('error')).toBeTruthy();
    expect(stranger.cookies.has('meshmandi.session_token')).toBe(false);
    expect((await stranger.call('getMyAccount')).status).toBe(401);
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain?.close());

  it('does not offer the provider', async () => {
    const start = await plain.client().postJson('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/dashboard' });
    expect(start.status).toBeGreaterThanOrEqual(400);
    expect(start.status).toBeLessThan(500);
    expect(start.body?.url).toBeUndefined();
  });
});
