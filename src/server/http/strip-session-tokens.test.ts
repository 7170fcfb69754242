import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestClient } from '../test/test-client';
import { createSeoTestSite, type SeoTestSite } from './seo/seo-test-site';

let t: TestApp;
let site: SeoTestSite;
beforeAll(async () => {
  t = await createTestApp();
  site = await createSeoTestSite(t);
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

/** The session token the cookie carries: its value before the signature, URL-decoded. */
function sessionToken(client: TestClient): string {
  const cookie = [...client.cookies].find(([name]) => name.endsWith('session_token'));
  if (!cookie) throw new Error('no session cookie');
  const token = decodeURIComponent(cookie[1]).split('.')[0] ?? '';
  expect(token.length).toBeGreaterThan(16);
  return token;
}

async function text(client: TestClient, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const response = await client.fetch(path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
}

describe('the session token', () => {
  it('travels only in the cookie: no answer body carries it, and the cookie alone keeps the session', async () => {
    const client = t.client();
    const email = 'token-holder@example.in';
    const bodies: string[] = [];
    const signUp = await text(client, '/api/auth/sign-up/email', { email, password: TEST_PASSWORD, name: 'Token Holder' });
    expect(signUp.status).toBe(200);
    bodies.push(signUp.text);
    const signIn = await text(client, '/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(JSON.parse(signIn.text)).not.toHaveProperty('token');
    bodies.push(signIn.text);
    const token = sessionToken(client);

    const viaDotSegment = await text(client, '/api/auth/./sign-in/email', { email, password: TEST_PASSWORD });
    bodies.push(viaDotSegment.text);
    bodies.push((await text(client, '/api/auth/get-session')).text);
    const callable = await text(client, '/api/fn/getSession', { data: {} });
    expect(JSON.parse(callable.text).result.account.email).toBe(email);
    bodies.push(callable.text);
    const page = await site.get('/', { as: client });
    expect(page.body).toContain('Token Holder');
    bodies.push(page.body);

    for (const body of bodies) expect(body).not.toContain(token);
    for (const body of bodies.slice(0, 3)) expect(body).not.toMatch(/"token"/);
  });

  it('leaves the rest of a body as it was', async () => {
    const client = t.client();
    const answer = await client.postJson('/api/auth/sign-up/email', { email: 'plain@example.in', password: TEST_PASSWORD, name: 'Plain Person' });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: 'plain@example.in', name: 'Plain Person' });
  });
});
