import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { ipRules, signIns } from '../db/schema';
import { BLOCKED_MESSAGE } from '../http/ip-gate';
import { signUpOverHttp } from '../test/factories';
import { NGINX_PATH, startNginxProxy, type NginxProxy } from '../test/nginx-proxy';
import { createTestApp, type TestApp } from '../test/test-app';
import { fastifyTrustProxy } from './client-ip';
import { IP_RULES_CHANGED } from './ip-rules';

// Sign-ins (and sessions and security events) carry the address Fastify read: the connection's,
// or X-Forwarded-For's only when TRUST_PROXY says a proxy sets it. A client cannot name its own.
const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((t) => t.close())));

async function signedInFrom(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  const person = await signUpOverHttp(t);
  const answer = await t.client().postJson('/api/auth/sign-in/email', { email: person.email, password: person.password }, {
    'x-forwarded-for': '203.0.113.9',
    'x-meshmandi-client-ip': '198.51.100.7',
  });
  expect(answer.status).toBe(200);
  const rows = await t.services.db.select().from(signIns).where(eq(signIns.userId, person.user.id));
  return rows.map((r) => r.ipAddress);
}

describe('the client address behind a sign-in', () => {
  it('is the connection’s without TRUST_PROXY, whatever the headers say', async () => {
    expect(await signedInFrom({})).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('is the forwarded one with TRUST_PROXY, and never the client’s own header', async () => {
    expect(await signedInFrom({ TRUST_PROXY: 'true' })).toEqual(['127.0.0.1', '203.0.113.9']);
  });
});

// Issue 27 item 11: behind an ordinary load balancer the client wrote the left-most X-Forwarded-For
// entry and was believed. Through a real nginx, only the hop nginx adds names the client.
describe.skipIf(!NGINX_PATH)('the client address behind nginx (skipped: nginx is not installed; Debian’s nginx-light)', () => {
  let t: TestApp;
  let proxy: NginxProxy;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '5' });
    apps.push(t);
    proxy = await startNginxProxy(t.url);
  });
  afterAll(async () => proxy?.close());

  /** A request through nginx from a loopback address of our choice, so the true client differs from nginx's own address. */
  function viaNginx(from: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise<{ status: number; body: any }>((resolve, reject) => {
      const request = http.request(
        `${proxy.url}${path}`,
        {
          method: body === undefined ? 'GET' : 'POST',
          localAddress: from,
          headers: { origin: t.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode ?? 0, body: text.startsWith('{') ? JSON.parse(text) : text });
          });
        },
      );
      request.once('error', reject);
      request.end(body);
    });
  }

  async function rule(cidr: string, type: 'blocked' | 'allowed') {
    await t.services.db.insert(ipRules).values({ cidr, type, reason: 'client-ip test', expiresAt: null });
    await t.services.notifier.publish(IP_RULES_CHANGED);
    const [address] = cidr.split('/');
    await expect.poll(() => t.services.ipRules.verdict(address!), { timeout: 5000, interval: 25 }).toBe(type);
  }

  it('is the address nginx was connected from, whatever the client forged', async () => {
    const person = await signUpOverHttp(t);
    const forged = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' };
    const answer = await viaNginx('127.0.0.2', '/api/auth/sign-in/email', { body: { email: person.email, password: person.password }, headers: forged });
    expect(answer.status).toBe(200);
    const rows = await t.services.db.select().from(signIns).where(eq(signIns.userId, person.user.id));
    expect(rows.map((r) => r.ipAddress).sort()).toEqual(['127.0.0.1', '127.0.0.2']);
  });

  it('keeps a blocked client blocked, and a forged allowed address lifts neither the block nor the budget', async () => {
    await rule('203.0.113.50/32', 'allowed');
    await rule('127.0.0.3/32', 'blocked');
    const blocked = await viaNginx('127.0.0.3', '/api/fn/getHomeFeed', { body: {}, headers: { 'x-forwarded-for': '203.0.113.50' } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.message).toContain(BLOCKED_MESSAGE);
    expect((await viaNginx('127.0.0.3', '/explore', { headers: { 'x-forwarded-for': '203.0.113.50' } })).status).toBe(403);
    // Another client through the same nginx is not blocked by it.
    expect((await viaNginx('127.0.0.4', '/api/fn/getHomeFeed', { body: {} })).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await viaNginx('127.0.0.5', '/api/fn/getHomeFeed', { body: {}, headers: { 'x-forwarded-for': '203.0.113.50' } })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a number of hops (true is one) or the proxies’ addresses, and refuses anything else naming the choices', () => {
    expect(loadConfig({}).trustedProxies).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustedProxies).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustedProxies).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustedProxies).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.7, 10.1.0.0/16,::1' }).trustedProxies).toEqual({ addresses: ['10.0.0.7/32', '10.1.0.0/16', '::1/128'] });
    expect(() => loadConfig({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY: must be false, a number of proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.7,nginx' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY: must be at most 10 proxy hops/);
  });

  it('with the proxies’ addresses, takes the right-most address that is not one of them', () => {
    const trust = fastifyTrustProxy({ addresses: ['10.0.0.0/8'] });
    expect(trust).toEqual(['10.0.0.0/8']);
    const hops = fastifyTrustProxy({ hops: 2 }) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
