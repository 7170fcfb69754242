import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { ALLOWED_AUTH_ROUTES, isAllowedAuthRoute } from './allowed-auth-routes';

let t: TestApp;
beforeAll(async () => {
  // Google configured, so that its routes are in the table too.
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'meshmandi-test',
    GOOGLE_CLIENT_SECRET: 'not-a-real-secret',
    GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9/.well-known/openid-configuration',
  });
});
afterAll(() => t.close());

interface RouteEntry {
  name: string;
  path: string;
  methods: string[];
}

/** better-auth's own route table: every endpoint its core and our plugins serve over HTTP. */
function routeTable(): RouteEntry[] {
  return Object.entries(t.services.auth.api as Record<string, { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } }>)
    .filter(([, endpoint]) => typeof endpoint.path === 'string' && !endpoint.options?.metadata?.SERVER_ONLY)
    .map(([name, endpoint]) => {
      const method = endpoint.options?.method ?? '*';
      const methods = (Array.isArray(method) ? method : [method]).flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m]));
      return { name, path: endpoint.path!, methods };
    });
}

const concrete = (path: string) => path.replace(/:[^/]+/g, 'x1');

describe('the better-auth allow-list', () => {
  it('answers 404 on every route of better-auth the site does not use, signed in or not', async () => {
    const { client } = await createUser(t, { verified: true });
    const table = routeTable();
    expect(table.length).toBeGreaterThan(30);
    const closed = table.flatMap((route) => route.methods.filter((m) => !isAllowedAuthRoute(m, route.path)).map((m) => ({ ...route, method: m })));
    // The ones the issue names are among them.
    for (const path of ['/email-otp/send-verification-otp', '/sign-in/email-otp', '/forget-password/email-otp', '/email-otp/reset-password', '/verify-password', '/get-session']) {
      expect(closed.map((route) => route.path)).toContain(path);
    }
    for (const route of closed) {
      const response = await client.fetch(`/api/auth${concrete(route.path)}`, {
        method: route.method,
        ...(route.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'x@example.in', otp: '123456' }) } : {}),
      });
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({ route: `${route.method} ${route.path}`, status: 404 });
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not-found');
    }
    // Nothing was sent by any of them.
    const [mails] = await t.services.db.select({ n: count() }).from(mailOutbox).where(and(eq(mailOutbox.to, 'x@example.in')));
    expect(mails!.n).toBe(0);
  });

  it('lets the allowed routes through to better-auth, and each exists in its table', async () => {
    const table = routeTable();
    for (const allowed of ALLOWED_AUTH_ROUTES) {
      expect(table.some((route) => route.path === allowed.path && route.methods.includes(allowed.method)), `${allowed.method} ${allowed.path}`).toBe(true);
      const response = await t.client().fetch(`/api/auth${concrete(allowed.path)}`, {
        method: allowed.method,
        ...(allowed.method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      const text = await response.text();
      expect(text, `${allowed.method} ${allowed.path}`).not.toContain('No such endpoint');
    }
  });

  it('refuses encoded or doubled slashes that could reach a closed route', async () => {
    for (const path of ['/api/auth/sign-in%2Femail-otp', '/api/auth//sign-in/email-otp', '/api/auth/sign-in/email-otp/', '/api/auth/SIGN-IN/EMAIL-OTP']) {
      const response = await t.client().postJson(path, { email: 'x@example.in', otp: '123456' });
      expect(response.status, path).toBe(404);
    }
  });
});
