import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeoTestSite, pageDataCall, type SeoTestSite } from '../../../http/seo/seo-test-site';
import { createOwnerOtherAdmin, type TestUser } from '../../../test/factories';
import { createModelViaApi } from '../../../test/model-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

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

const getCollectionCall = (html: string) => pageDataCall(html, 'getCollection');

describe('the /collection/{id} page', () => {
  it('carries the collection and its first models in its HTML, and answers 404 for a missing or private one', async () => {
    const model = await createModelViaApi(owner.client, { title: 'Shelf bracket' });
    const open = (await owner.client.call('createCollection', { name: 'Brackets' })).result.collection;
    const hidden = (await owner.client.call('createCollection', { name: 'Hidden drafts', visibility: 'private' })).result.collection;
    await owner.client.call('addModelToCollection', { collectionId: open.id, modelId: model.id });

    const page = await site.get(`/collection/${open.id}`);
    expect(page.statusCode).toBe(200);
    const call = getCollectionCall(page.body);
    expect(call?.input).toEqual({ collectionId: open.id });
    expect(call?.result).toMatchObject({ collection: { name: 'Brackets', modelCount: 1 }, models: [{ title: 'Shelf bracket' }] });

    for (const [url, as] of [
      ['/collection/no-such-collection', undefined],
      [`/collection/${hidden.id}`, undefined],
      [`/collection/${hidden.id}`, other.client],
    ] as const) {
      const answer = await site.get(url, as ? { as } : {});
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('Hidden drafts');
    }
    const own = await site.get(`/collection/${hidden.id}`, { as: owner.client });
    expect(own.statusCode).toBe(200);
    expect(getCollectionCall(own.body)?.result).toMatchObject({ collection: { name: 'Hidden drafts', isOwner: true } });
  });
});
