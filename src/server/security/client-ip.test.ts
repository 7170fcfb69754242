import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signIns } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

// Sign-ins (and sessions and security events) carry the address Fastify read: the connection's,
// or X-Forwarded-For's only when TRUST_PROXY says a proxy sets it. A client cannot name its own.
const apps: TestApp[] = [];
afterAll(async () => Promise.all(apps.map((t) => t.close())));

async function signedInFrom(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  const person = await createUser(t);
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
