import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '../../shared/contracts';
import { users } from '../db/schema';
import { createUser, reloadUser, TEST_PASSWORD, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

/** A raw POST with no Origin header, as a script or mobile app sends it. */
function postWithoutOrigin(path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL(path, t.url), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

describe('POST /api/fn/:name', () => {
  it('answers 404 JSON for an unknown function', async () => {
    const answer = await user.client.call('makeMeAdmin', { please: true });
    expect(answer).toMatchObject({ status: 404, error: { status: 404, code: 'not-found', message: 'Unknown function: makeMeAdmin' } });
  });

  it('answers 400 when the body is not a JSON object, or not JSON at all', async () => {
    for (const body of ['"hello"', '[1,2]', '42', 'null', '{not json']) {
      const response = await user.client.fetch('/api/fn/getMyAccount', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(response.status, body).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid-argument');
    }
    const answer = await user.client.call('getUserProfile', 'not-an-object');
    expect(answer.status).toBe(400);
  });

  it('refuses a request from a foreign Origin with 403, and writes nothing', async () => {
    const before = await reloadUser(t, user.user.id);
    for (const origin of ['https://evil.example', 'null', `${t.url}.evil.example`]) {
      const answer = await user.client.postJson('/api/fn/updateProfile', { data: { displayName: 'Pwned' } }, { origin });
      expect(answer.status, origin).toBe(403);
      expect(answer.body.error.code).toBe('permission-denied');
    }
    expect(await reloadUser(t, user.user.id)).toEqual(before);
    // better-auth's routes sit behind the same check.
    const signUp = await t.client().postJson(
      '/api/auth/sign-up/email',
      { email: 'csrf@example.in', password: TEST_PASSWORD, name: 'C', username: 'csrf_user' },
      { origin: 'https://evil.example' },
    );
    expect(signUp.status).toBe(403);
    expect(await t.services.db.select().from(users).where(eq(users.email, 'csrf@example.in'))).toHaveLength(0);
  });

  it('serves a request without Origin (a non-browser client), signed out and signed in', async () => {
    const open = await postWithoutOrigin('/api/fn/getUserProfile', JSON.stringify({ data: { uid: user.user.id } }));
    expect(open.status).toBe(200);
    const cookie = [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const mine = await postWithoutOrigin('/api/fn/updateProfile', JSON.stringify({ data: { bio: 'Scripted.' } }), { cookie });
    expect(mine.status).toBe(200);
    expect((await reloadUser(t, user.user.id))?.bio).toBe('Scripted.');
  });

  it('puts an x-request-id on every answer, success or error', async () => {
    const ids = new Set<string>();
    const responses = [
      await user.client.fetch('/api/fn/getMyAccount', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await t.client().fetch('/api/fn/getMyAccount', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await t.client().fetch('/api/fn/nope', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      await t.client().fetch('/api/fn/getUserProfile', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' }),
      await t.client().fetch('/api/fn/getSetupStatus', { method: 'POST', headers: { origin: 'https://evil.example' } }),
      await fetch(new URL('/healthz', t.url)),
      await fetch(new URL('/api/nothing-here', t.url)),
    ];
    for (const response of responses) {
      const id = response.headers.get('x-request-id');
      expect(id, `${response.url} ${response.status}`).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id!);
    }
    expect(ids.size).toBe(responses.length);
  });
});

describe('per-function rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(() => limited.close());

  it('gives sign-in and OTP calls the stricter budget, counted per function', async () => {
    const client = limited.client();
    for (let i = 0; i < 3; i += 1) expect((await client.call('generateOTP', { email: `limit${i}@example.in` })).status).toBe(200);
    const fourth = await client.call('generateOTP', { email: 'limit3@example.in' });
    expect(fourth).toMatchObject({ status: 429, error: { code: 'resource-exhausted' } });
    expect(fourth.error?.message).toMatch(/too many/i);
    // Refused before the handler: no code was requested for that address.
    expect((await limited.client().call('verifyOTP', { email: 'limit3@example.in', otp: '123456' })).error?.message).toBe('Invalid OTP');
  });

  it('gives other calls the default budget', async () => {
    const client = limited.client();
    for (let i = 0; i < 5; i += 1) expect((await client.call('getSetupStatus')).status).toBe(200);
    const sixth = await client.call('getSetupStatus');
    expect(sixth).toMatchObject({ status: 429, error: { code: 'resource-exhausted' } });
    expect(sixth.error?.message).toMatch(/try again/);
    expect((await client.call('getUserProfile', { uid: 'someone' })).status).toBe(404);
  });

  it('never budgets the web app itself: pages and assets load however many API calls an address made', async () => {
    const client = limited.client();
    for (let i = 0; i < 8; i += 1) await client.fetch('/healthz');
    for (let i = 0; i < 8; i += 1) {
      const page = await client.fetch(`/some/page/${i}`);
      expect(page.status).not.toBe(429);
    }
  });

  it('never budgets images under /media, but does budget file downloads', async () => {
    const client = limited.client();
    for (let i = 0; i < 8; i += 1) {
      expect((await client.fetch(`/media/models/m${i}/previews/p-400.webp`)).status).toBe(404);
      expect((await client.fetch(`/media/avatars/u${i}/a-64.webp`)).status).toBe(404);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await client.fetch(`/media/models/m${i}/files/f/x.stl`)).status);
    expect(statuses).toContain(429);
  });
});

describe('health, docs and the rest of /api', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await fetch(new URL('/healthz', t.url));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(new URL('/readyz', t.url));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: t.services.database.kind });
  });

  it('lists every contract in /api/openapi.json with its request and result schemas', async () => {
    const response = await fetch(new URL('/api/openapi.json', t.url));
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, { post: any }> };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.paths).sort()).toEqual([
        ...allContracts.map((c) => `/api/fn/${c.name}`),
        // The routes that are not callables: webhooks, SPEC §7's web function, CSV exports.
        '/api/webhooks/razorpay',
        '/api/webhooks/razorpayx',
        '/api/web/withdrawal-history',
        '/api/earnings/tips.csv',
        '/api/admin/withdrawals.csv',
        '/api/admin/revenue.csv',
      ].sort());
    for (const contract of allContracts) {
      const op = doc.paths[`/api/fn/${contract.name}`]!.post;
      expect(op.operationId).toBe(contract.name);
      expect(op['x-access']).toBe(contract.access);
      expect(op.requestBody.content['application/json'].schema.properties.data).toBeTypeOf('object');
      const result = op.responses['200'].content['application/json'].schema.properties.result;
      expect(result.type).toBe('object');
      expect(Object.keys(result.properties).length).toBeGreaterThan(0);
    }
    const verify = doc.paths['/api/fn/verifyOTP']!.post.requestBody.content['application/json'].schema.properties.data;
    expect(verify.required).toEqual(expect.arrayContaining(['email', 'otp']));
  });

  it('serves /api/docs as HTML naming every function', async () => {
    const response = await fetch(new URL('/api/docs', t.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    for (const contract of allContracts) expect(html).toContain(`id="${contract.name}"`);
  });

  it('answers 404 JSON for any other /api path', async () => {
    for (const [method, path] of [['GET', '/api/whatever'], ['POST', '/api/whatever'], ['GET', '/api/fn/getMyAccount'], ['GET', '/media/nothing']]) {
      const response = await t.client().fetch(path!, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ error: { status: 404, code: 'not-found' } });
    }
  });

  it('sends the security headers', async () => {
    for (const path of ['/healthz', '/api/docs', '/api/whatever']) {
      const response = await fetch(new URL(path, t.url));
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
