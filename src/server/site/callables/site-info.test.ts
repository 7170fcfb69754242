import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '../../../shared/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { implementations } from '../../composition/callable-registry';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@meshmandi.test' });
});
afterAll(() => t.close());

describe('registry', () => {
  it('implements every contract, and nothing without one', () => {
    expect([...implementations.keys()].sort()).toEqual(allContracts.map((c) => c.name).sort());
  });
});

describe('getSiteInfo', () => {
  it('tells anyone the support address and that Google sign-in is off when unconfigured', async () => {
    expect((await t.client().call('getSiteInfo')).result).toEqual({ supportEmail: 'help@meshmandi.test', googleSignIn: false, modelFileMaxBytes: 250 * 1024 * 1024 });
  });
});

describe('reportClientError', () => {
  it('accepts a browser error report from anyone', async () => {
    const answer = await t.client().call('reportClientError', { message: 'Boom', stack: 'Error: Boom\n    at x', url: `${t.url}/dashboard` });
    expect(answer).toMatchObject({ status: 200, result: { received: true } });
  });

  it('refuses an oversized or malformed report with a 400 naming the field', async () => {
    const answer = await t.client().call('reportClientError', { message: 'x'.repeat(2001), url: '/' });
    expect(answer.status).toBe(400);
    expect(answer.error?.message).toMatch(/^message:/);
    expect((await t.client().call('reportClientError', { message: 'no url' })).error?.message).toMatch(/url/);
  });
});

describe('getSession', () => {
  it('answers null for a visitor and the own account for a signed-in user, both with 200', async () => {
    expect(await t.client().call('getSession')).toMatchObject({ status: 200, result: { account: null } });
    const browser = t.client();
    await browser.postJson('/api/auth/sign-up/email', { email: 'session@example.in', password: 'Kaveri-River-Bend-42', name: 'S', username: 'session_user' });
    await browser.postJson('/api/auth/sign-in/email', { email: 'session@example.in', password: 'Kaveri-River-Bend-42' });
    expect(await browser.call('getSession')).toMatchObject({ status: 200, result: { account: { email: 'session@example.in', role: 'user' } } });
  });
});
