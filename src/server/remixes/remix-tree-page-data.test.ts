import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeoTestSite, pageDataCall, type SeoTestSite } from '../http/seo/seo-test-site';
import { modelRemixes } from '../db/schema';
import { insertModelRow } from '../test/discovery-factories';
import { createOwnerOtherAdmin, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let site: SeoTestSite;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other } = await createOwnerOtherAdmin(t));
  site = await createSeoTestSite(t);
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

const treeCall = (html: string) => pageDataCall(html, 'getRemixTree');

describe('the /model/{id}/remixes page', () => {
  it('carries the family in its HTML, and answers 404 for a missing model or one the visitor may not see', async () => {
    const original = await insertModelRow(t, other.user.id, { title: 'Kolam Coaster' });
    const remix = await insertModelRow(t, owner.user.id, { title: 'Coaster Set' });
    const secret = await insertModelRow(t, owner.user.id, { title: 'Secret draft', visibility: 'private' });
    await t.services.db.insert(modelRemixes).values({ remixId: remix.id, sourceId: original.id, position: 0 });

    const page = await site.get(`/model/${original.id}/remixes`);
    expect(page.statusCode).toBe(200);
    const call = treeCall(page.body);
    expect(call?.input).toEqual({ modelId: original.id });
    expect(call?.result).toMatchObject({ model: { title: 'Kolam Coaster' }, above: [], below: [[{ model: { title: 'Coaster Set' }, linkedTo: [original.id] }]] });

    for (const [url, as] of [
      ['/model/no-such-model/remixes', undefined],
      [`/model/${secret.id}/remixes`, undefined],
      [`/model/${secret.id}/remixes`, other.client],
    ] as const) {
      const answer = await site.get(url, as ? { as } : {});
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('Secret draft');
    }
    expect((await site.get(`/model/${secret.id}/remixes`, { as: owner.client })).statusCode).toBe(200);
  });
});
