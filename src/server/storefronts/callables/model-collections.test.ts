import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, models } from '../../db/schema';
import { putOnTier } from '../../test/creator-on-tier';
import { insertModelRow } from '../../test/discovery-factories';
import { createOwnerOtherAdmin, testImage, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 30 item 4 (decision 078): storefront collections are collections; banners are re-encoded as avatars are.
let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
let mine: string[];
let othersModel: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
  mine = [];
  for (const title of ['Stepwell', 'Nandi', 'Chariot']) {
    const row = await insertModelRow(t, creator.user.id, { title });
    await t.services.db.update(models).set({ thumbnail: `/media/models/${row.id}/previews/p-512.webp` }).where(eq(models.id, row.id));
    mine.push(row.id);
  }
  othersModel = (await insertModelRow(t, other.user.id, { title: 'Theirs' })).id;
});
afterAll(async () => t?.close());

const collectionRows = async () => t.services.db.select().from(collections);
const set = { name: 'Temple series', description: 'Printed in parts.', type: 'series', modelIds: () => [mine[1], mine[0]], tags: ['temple', 'karnataka'] };
const input = (changes: Record<string, unknown> = {}) => ({ ...set, modelIds: set.modelIds(), ...changes });

function uploadBanner(user: TestUser | null, bytes: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'banner.png');
  return (user?.client ?? t.client()).fetch('/api/storefront/banner', { method: 'POST', body: form });
}

describe('createModelCollection', () => {
  it('refuses the signed out and creators below Pro, and writes nothing', async () => {
    const out = await t.client().call('createModelCollection', input());
    expect([out.status, out.error?.message]).toEqual([401, 'Failed to create model collection: User not authenticated']);
    for (const user of [creator, admin]) {
      const refused = await user.client.call('createModelCollection', input());
      expect([refused.status, refused.error?.message]).toEqual([403, expect.stringMatching(/^Failed to create model collection: Storefronts are for Pro Creators and above/)]);
    }
    expect(await collectionRows()).toEqual([]);
  });

  it('refuses bad input in a sentence, and writes nothing', async () => {
    await putOnTier(t, creator.user.id, 'pro');
    const cases: [Record<string, unknown>, RegExp][] = [
      [input({ name: '' }), /name is required/],
      [input({ type: 'mystery' }), /type: one of curated, series, bundle, seasonal/],
      [input({ modelIds: [] }), /modelIds: choose at least one model/],
      [input({ modelIds: [mine[0], mine[0]] }), /modelIds: each model at most once/],
      [input({ modelIds: Array.from({ length: 101 }, (_, i) => `m${i}`) }), /modelIds: at most 100 models/],
      [input({ modelIds: [mine[0], othersModel] }), new RegExp(`only your own public models can go in a storefront collection \\(not ${othersModel}\\)`)],
      [input({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }), /tags: at most 10/],
      [input({ tags: ['x'.repeat(31)] }), /tags: each at most 30 characters/],
      [input({ coverImageUrl: 'https://tracker.example/pixel.gif' }), /coverImageUrl must be the preview image of one of the collection's models/],
      [input({ coverImageUrl: `/media/models/${mine[2]}/previews/p-512.webp` }), /coverImageUrl must be the preview image/],
      [input({ visibility: 'private' }), /visibility/],
    ];
    for (const [body, message] of cases) {
      const answer = await creator.client.call('createModelCollection', body);
      expect([answer.status, answer.error?.message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await collectionRows()).toEqual([]);
  });

  it('a Pro creator makes one: a public collection with its type, tags and chosen cover, on the storefront and the collection page', async () => {
    const cover = `/media/models/${mine[0]}/previews/p-512.webp`;
    const made = await creator.client.call('createModelCollection', input({ coverImageUrl: cover }));
    expect(made.status).toBe(200);
    expect(made.result.collection).toMatchObject({ name: 'Temple series', type: 'series', tags: ['temple', 'karnataka'], visibility: 'public', modelCount: 2, cover });
    const id = made.result.collection.id;
    const page = await t.client().call('getCollection', { collectionId: id });
    expect(page.result.models.map((m: { id: string }) => m.id)).toEqual([mine[1], mine[0]]);
    expect(page.result.collection.type).toBe('series');
    expect((await creator.client.call('createCreatorStorefront', { name: 'Asha' })).status).toBe(200);
    const storefront = (await t.client().call('getCreatorStorefront', { creatorId: creator.user.id })).result.storefront;
    expect(storefront.collections.map((c: { id: string }) => c.id)).toEqual([id]);
    // Its own models only, even added one at a time; and a model made private leaves it for visitors.
    const added = await creator.client.call('addModelToCollection', { collectionId: id, modelId: othersModel });
    expect([added.status, added.error?.message]).toEqual([400, "A storefront collection holds only its creator's own models"]);
    await t.services.db.update(models).set({ visibility: 'private' }).where(eq(models.id, mine[0]!));
    const after = (await t.client().call('getCreatorStorefront', { creatorId: creator.user.id })).result.storefront.collections[0];
    expect([after.modelCount, after.cover]).toEqual([1, `/media/models/${mine[1]}/previews/p-512.webp`]);
    await t.services.db.update(models).set({ visibility: 'public' }).where(eq(models.id, mine[0]!));
    // An ordinary collection is not on the storefront.
    await creator.client.call('createCollection', { name: 'Bookmarks of mine' });
    expect((await t.client().call('getCreatorStorefront', { creatorId: creator.user.id })).result.storefront.collections).toHaveLength(1);
  });
});

describe('POST /api/storefront/banner', () => {
  it('refuses the signed out, a creator below Pro, and what is not an image', async () => {
    const png = await testImage('png', 400);
    expect((await uploadBanner(null, png)).status).toBe(401);
    const basic = await uploadBanner(other, png);
    expect([basic.status, (await basic.json()).error.message]).toEqual([403, expect.stringMatching(/Storefronts are for Pro Creators/)]);
    const text = await uploadBanner(creator, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'image/svg+xml');
    expect([text.status, (await text.json()).error.message]).toEqual([400, 'A banner must be a JPG, PNG, WebP or GIF image.']);
  });

  it('re-encodes a banner as 3:1 WebP, which the storefront takes; a replaced banner is deleted', async () => {
    const first = await uploadBanner(creator, await testImage('jpeg', 900));
    expect(first.status).toBe(200);
    const { result } = await first.json();
    expect(result.bannerUrl).toMatch(new RegExp(`^/media/storefronts/${creator.user.id}/[0-9a-f]{16}-1500\\.webp$`));
    const served = await t.client().fetch(result.bannerUrl);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1500, 500]);
    const saved = await creator.client.call('createCreatorStorefront', { name: 'Asha', branding: { bannerUrl: result.bannerUrl } });
    expect(saved.result.storefront.branding).toEqual({ bannerUrl: result.bannerUrl, bannerSmallUrl: result.bannerUrl.replace('-1500', '-750') });
    const second = (await (await uploadBanner(creator, await testImage('png', 600))).json()).result;
    expect((await creator.client.call('createCreatorStorefront', { name: 'Asha', branding: { bannerUrl: second.bannerUrl } })).status).toBe(200);
    expect((await t.client().fetch(result.bannerUrl)).status).toBe(404);
    expect((await t.client().fetch(second.bannerUrl)).status).toBe(200);
    expect((await t.client().fetch(`/media/storefronts/${creator.user.id}/..%2F..%2Fsecret`)).status).toBe(404);
  });
});
