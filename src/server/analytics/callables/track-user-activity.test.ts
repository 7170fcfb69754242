import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActivity } from '../../db/schema';
import { createRoleTrio, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 16 item 4: tracked activity, recorded only with analytics consent, from a fixed list, in bounds.
let t: TestApp;
let admin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '12' });
  ({ admin, plain } = await createRoleTrio(t));
});
afterAll(async () => t?.close());

const rows = () => t.services.db.select().from(userActivity);

describe('trackUserActivity', () => {
  it('records the action of a consenting visitor, signed in with their id, signed out with none', async () => {
    const anonymous = t.client();
    expect((await anonymous.call('trackUserActivity', { action: 'page_view', metadata: { page: 'explore' }, analyticsConsent: true })).result).toEqual({ success: true });
    expect((await plain.client.call('trackUserActivity', { action: 'model_view', metadata: { modelId: 'abc123', hasPreview: true, position: 3 }, analyticsConsent: true })).result).toEqual({ success: true });
    expect((await admin.client.call('trackUserActivity', { action: 'search', analyticsConsent: true })).status).toBe(200);
    const written = (await rows()).map(({ userId, action, metadata }) => ({ userId, action, metadata }));
    expect(written).toEqual([
      { userId: null, action: 'page_view', metadata: { page: 'explore' } },
      { userId: plain.user.id, action: 'model_view', metadata: { modelId: 'abc123', hasPreview: true, position: 3 } },
      { userId: admin.user.id, action: 'search', metadata: {} },
    ]);
  });

  it('refuses, writing nothing, without consent or with input out of bounds, naming the field', async () => {
    const before = (await rows()).length;
    const refused = async (data: unknown, message: string) => {
      const answer = await plain.client.call('trackUserActivity', data);
      expect([answer.status, answer.error?.message]).toEqual([400, message]);
    };
    const consent = 'analyticsConsent: must be true: activity is recorded only with analytics consent';
    await refused({ action: 'page_view' }, consent);
    await refused({ action: 'page_view', analyticsConsent: false }, consent);
    await refused({ action: 'page_view', analyticsConsent: 'yes' }, consent);
    await refused({ action: 'purchase', analyticsConsent: true }, 'action: must be one of page_view, model_view, search, download_click, share_click');
    const many = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, i]));
    await refused({ action: 'search', metadata: many, analyticsConsent: true }, 'metadata: at most 8 keys');
    await refused({ action: 'search', metadata: { 'Bad Key': 1 }, analyticsConsent: true }, 'metadata: keys are a letter then up to 31 letters, digits or _ ("Bad Key" is not)');
    await refused({ action: 'search', metadata: { query: 'x'.repeat(201) }, analyticsConsent: true }, 'metadata.query: a text value is at most 200 characters');
    await refused({ action: 'search', metadata: { nested: { a: 1 } }, analyticsConsent: true }, 'metadata.nested: values must be text, numbers or true/false');
    await refused({ action: 'search', metadata: ['a'], analyticsConsent: true }, 'metadata: must be an object of short values');
    await refused({ action: 'search', analyticsConsent: true, userId: 'someone' }, 'userId: cannot be set here');
    expect((await rows()).length).toBe(before);
  });

  it('is rate limited per person, and a refused call writes nothing', async () => {
    const caller = t.client();
    const answers: number[] = [];
    for (let i = 0; i < 14; i += 1) answers.push((await caller.call('trackUserActivity', { action: 'page_view', analyticsConsent: true })).status);
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
    const anonymousRows = (await rows()).filter((r) => r.userId === null).length;
    expect(anonymousRows).toBe(1 + answers.filter((s) => s === 200).length);
  });
});
