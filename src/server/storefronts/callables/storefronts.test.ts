import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models, storefrontFeaturedModels, storefrontPastUrls, storefronts } from '../../db/schema';
import { putOnTier } from '../../test/creator-on-tier';
import { insertModelRow } from '../../test/discovery-factories';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 30 item 4 (decision 078): a Pro creator's storefront, by id and by custom URL.
let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
let rival: TestUser;
let shown: string[];
let privateModel: string;
let othersModel: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
  rival = await createUser(t);
  shown = [];
  for (const title of ['Temple bell', 'Gopuram', 'Rangoli tile']) shown.push((await insertModelRow(t, creator.user.id, { title })).id);
  privateModel = (await insertModelRow(t, creator.user.id, { title: 'Draft', visibility: 'private' })).id;
  othersModel = (await insertModelRow(t, other.user.id, { title: 'Not mine' })).id;
});
afterAll(async () => t?.close());

const rows = async () => t.services.db.select().from(storefronts);
const save = (user: TestUser, input: Record<string, unknown>) => user.client.call('createCreatorStorefront', input);
const shop = { name: 'Asha’s Temple Works', description: 'Bells, towers and tiles from Mysuru.', customUrl: 'Asha-Prints', theme: 'terracotta' };

describe('createCreatorStorefront', () => {
  it('refuses the signed out and a creator below Pro, saying what unlocks it, and writes nothing', async () => {
    const out = await t.client().call('createCreatorStorefront', shop);
    expect([out.status, out.error?.message]).toEqual([401, 'Failed to create creator storefront: User not authenticated']);
    const basic = await save(creator, shop);
    expect(basic.status).toBe(403);
    expect(basic.error?.message).toBe(
      'Failed to create creator storefront: Storefronts are for Pro Creators and above; you are a Basic Creator. Your creator tier page shows what Pro asks.',
    );
    await putOnTier(t, creator.user.id, 'verified');
    expect((await save(creator, shop)).error?.message).toMatch(/you are a Verified Creator/);
    expect(await rows()).toEqual([]);
  });

  it('refuses bad input in a sentence naming the field, and writes nothing', async () => {
    await putOnTier(t, creator.user.id, 'pro');
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...shop, name: '  ' }, 400, /name is required/],
      [{ ...shop, name: 'x'.repeat(81) }, 400, /name is at most 80 characters/],
      [{ ...shop, description: 'x'.repeat(2001) }, 400, /description is at most 2000 characters/],
      [{ ...shop, customUrl: 'Admin' }, 400, /customUrl "Admin" is reserved/],
      [{ ...shop, customUrl: 'STORE' }, 400, /is reserved/],
      [{ ...shop, customUrl: 'meshmandi-official' }, 400, /is reserved/],
      [{ ...shop, customUrl: 'my shop' }, 400, /customUrl may use only letters, digits and single hyphens/],
      [{ ...shop, customUrl: 'shop.com' }, 400, /only letters, digits/],
      [{ ...shop, customUrl: 'a--b' }, 400, /only letters, digits/],
      [{ ...shop, customUrl: '-shop' }, 400, /only letters, digits/],
      [{ ...shop, customUrl: 'shöp' }, 400, /only letters, digits/],
      [{ ...shop, customUrl: '../admin' }, 400, /customUrl/],
      [{ ...shop, customUrl: 'ab' }, 400, /customUrl must be 3–40 characters/],
      [{ ...shop, customUrl: 'a'.repeat(41) }, 400, /customUrl must be 3–40 characters/],
      [{ ...shop, theme: 'neon' }, 400, /theme: one of classic, midnight/],
      [{ ...shop, socialLinks: [{ platform: 'website', url: 'http://asha.example' }] }, 400, /url must be a full https:\/\/ address/],
      [{ ...shop, socialLinks: [{ platform: 'website', url: 'javascript:alert(1)' }] }, 400, /url must be a full https/],
      [{ ...shop, socialLinks: [{ platform: 'website', url: 'https://user:pw@asha.example' }] }, 400, /url must be a full https/],
      [{ ...shop, socialLinks: [{ platform: 'myspace', url: 'https://asha.example' }] }, 400, /platform: one of website/],
      [{ ...shop, socialLinks: Array.from({ length: 7 }, () => ({ platform: 'website', url: 'https://asha.example' })) }, 400, /socialLinks: at most 6 links/],
      [{ ...shop, featuredModels: Array.from({ length: 25 }, (_, i) => `m${i}`) }, 400, /featuredModels: at most 24 models/],
      [{ ...shop, featuredModels: [shown[0], shown[0]] }, 400, /featuredModels: each model at most once/],
      [{ ...shop, featuredModels: [shown[0], othersModel] }, 400, new RegExp(`only your own public models can be featured \\(not ${othersModel}\\)`)],
      [{ ...shop, featuredModels: [privateModel] }, 400, /only your own public models/],
      [{ ...shop, featuredModels: ['no-such-model'] }, 400, /only your own public models/],
      [{ ...shop, branding: { bannerUrl: 'https://evil.example/banner.png' } }, 400, /branding.bannerUrl must be a banner you uploaded/],
      [{ ...shop, branding: { bannerUrl: `/media/storefronts/${other.user.id}/0123456789abcdef-1500.webp` } }, 400, /must be a banner you uploaded/],
      [{ ...shop, branding: { bannerUrl: `/media/storefronts/${creator.user.id}/0123456789abcdef-1500.webp` } }, 400, /that banner is no longer stored/],
      [{ ...shop, price: 10 }, 400, /price/],
      [{ description: 'no name' }, 400, /name/],
    ];
    for (const [input, status, message] of cases) {
      const answer = await save(creator, input);
      expect([answer.status, answer.error?.message], JSON.stringify(input).slice(0, 80)).toEqual([status, expect.stringMatching(message)]);
      expect(answer.error?.message).toMatch(/^Failed to create creator storefront: /);
    }
    expect(await rows()).toEqual([]);
  });

  it('a Pro creator makes one: featured models in their order, links, theme; anyone finds it by id and by the URL in any case', async () => {
    const links = [{ platform: 'instagram', url: 'https://instagram.com/asha.prints' }];
    const made = await save(creator, { ...shop, featuredModels: [shown[2], shown[0]], socialLinks: links });
    expect(made.status).toBe(200);
    const storefront = made.result.storefront;
    expect(storefront).toMatchObject({ creatorId: creator.user.id, name: shop.name, customUrl: 'Asha-Prints', theme: 'terracotta', socialLinks: links, active: true });
    expect(storefront.featuredModels.map((m: { id: string }) => m.id)).toEqual([shown[2], shown[0]]);
    expect(storefront.creator).toMatchObject({ uid: creator.user.id, tier: 'pro', tierLabel: 'Pro Creator', isVerified: false });
    expect(storefront.stats).toMatchObject({ publicModels: 3 });
    for (const input of [{ creatorId: creator.user.id }, { customUrl: 'asha-prints' }, { customUrl: 'ASHA-PRINTS' }]) {
      const seen = await t.client().call('getCreatorStorefront', input);
      expect([seen.status, seen.result.storefront.name, seen.result.owner]).toEqual([200, shop.name, null]);
    }
    const own = await creator.client.call('getCreatorStorefront', { creatorId: creator.user.id });
    expect(own.result.owner).toEqual({ tier: 'pro', tierLabel: 'Pro Creator', canHaveStorefront: true });
  });

  it('a custom URL is one creator’s without regard to case; a changed one keeps leading to the shop and stays theirs', async () => {
    await putOnTier(t, rival.user.id, 'elite');
    const taken = await save(rival, { name: 'Rival', customUrl: 'asha-PRINTS' });
    expect([taken.status, taken.error?.message]).toEqual([409, 'Failed to create creator storefront: customUrl "asha-PRINTS" is taken; please choose another']);
    expect((await save(creator, { ...shop, customUrl: 'asha-3d' })).status).toBe(200);
    const byOld = await t.client().call('getCreatorStorefront', { customUrl: 'Asha-Prints' });
    expect([byOld.status, byOld.result.storefront.customUrl]).toEqual([200, 'asha-3d']);
    expect((await save(rival, { name: 'Rival', customUrl: 'asha-prints' })).status).toBe(409);
    // Back to the old one: it is theirs again, and no longer a past URL.
    expect((await save(creator, { ...shop, customUrl: 'Asha-Prints' })).status).toBe(200);
    const past = await t.services.db.select().from(storefrontPastUrls).where(eq(storefrontPastUrls.userId, creator.user.id));
    expect(past.map((p) => p.customUrlKey)).toEqual(['asha-3d']);
    // Only the latest five past URLs are held; the oldest is let go for anyone.
    for (const url of ['asha-a', 'asha-b', 'asha-c', 'asha-d', 'asha-e', 'Asha-Prints']) expect((await save(creator, { ...shop, customUrl: url })).status).toBe(200);
    const kept = (await t.services.db.select().from(storefrontPastUrls).where(eq(storefrontPastUrls.userId, creator.user.id))).map((p) => p.customUrlKey).sort();
    expect(kept).toEqual(['asha-a', 'asha-b', 'asha-c', 'asha-d', 'asha-e']);
    expect((await save(rival, { name: 'Rival', customUrl: 'asha-3d' })).status).toBe(200);
    expect((await t.client().call('getCreatorStorefront', { customUrl: 'asha-3d' })).result.storefront.creatorId).toBe(rival.user.id);
  });

  it('a featured model made private or hidden leaves the storefront at once, and is featured again when public', async () => {
    await save(creator, { ...shop, featuredModels: [shown[0], shown[1]] });
    await t.services.db.update(models).set({ visibility: 'private' }).where(eq(models.id, shown[1]!));
    const seen = await t.client().call('getCreatorStorefront', { creatorId: creator.user.id });
    expect(seen.result.storefront.featuredModels.map((m: { id: string }) => m.id)).toEqual([shown[0]]);
    expect(seen.result.storefront.stats.publicModels).toBe(2);
    await t.services.db.update(models).set({ visibility: 'public' }).where(eq(models.id, shown[1]!));
    const again = await t.client().call('getCreatorStorefront', { creatorId: creator.user.id });
    expect(again.result.storefront.featuredModels).toHaveLength(2);
  });

  it('below Pro the storefront is kept but shown only to its creator (active: false) and admins', async () => {
    await putOnTier(t, creator.user.id, 'verified');
    for (const client of [t.client(), other.client]) {
      const answer = await client.call('getCreatorStorefront', { creatorId: creator.user.id });
      expect([answer.status, answer.error?.message]).toEqual([404, 'Failed to get creator storefront: Storefront not found']);
    }
    const own = await creator.client.call('getCreatorStorefront', { customUrl: 'asha-prints' });
    expect([own.result.storefront.active, own.result.owner.canHaveStorefront]).toEqual([false, false]);
    expect((await admin.client.call('getCreatorStorefront', { creatorId: creator.user.id })).result.storefront.active).toBe(false);
    // The profile links to it only while visitors may open it.
    const profileLink = async () => (await t.client().call('getUserProfile', { uid: creator.user.id })).result.storefrontPath;
    expect(await profileLink()).toBeNull();
    await putOnTier(t, creator.user.id, 'pro');
    expect(await profileLink()).toBe('/store/url/Asha-Prints');
    expect((await t.client().call('getUserProfile', { uid: other.user.id })).result.storefrontPath).toBeNull();
  });
});

describe('getCreatorStorefront', () => {
  it('says not found for no storefront, and tells a creator without one whether they may make one', async () => {
    for (const input of [{ creatorId: other.user.id }, { customUrl: 'nobody-here' }, { creatorId: 'x'.repeat(64) }]) {
      const answer = await t.client().call('getCreatorStorefront', input);
      expect([answer.status, answer.error?.message]).toEqual([404, 'Failed to get creator storefront: Storefront not found']);
    }
    expect((await other.client.call('getCreatorStorefront', { creatorId: other.user.id })).result).toEqual({
      storefront: null,
      owner: { tier: 'basic', tierLabel: 'Basic Creator', canHaveStorefront: false },
    });
  });

  it('refuses bad input in a sentence', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /Give either creatorId or customUrl, not both/],
      [{ creatorId: creator.user.id, customUrl: 'asha-prints' }, /Give either creatorId or customUrl/],
      [{ creatorId: 'x'.repeat(65) }, /creatorId is at most 64 characters/],
      [{ customUrl: 'x'.repeat(201) }, /customUrl is too long/],
      [{ creatorId: 42 }, /creatorId: must be text/],
    ];
    for (const [input, message] of cases) {
      const answer = await t.client().call('getCreatorStorefront', input);
      expect([answer.status, answer.error?.message]).toEqual([400, expect.stringMatching(message)]);
    }
  });

  it('an account deleted takes its storefront, featured list and past URLs with it', async () => {
    const leaving = await createUser(t);
    await putOnTier(t, leaving.user.id, 'pro');
    const model = await insertModelRow(t, leaving.user.id);
    expect((await save(leaving, { name: 'Leaving', customUrl: 'leaving-soon', featuredModels: [model.id] })).status).toBe(200);
    expect((await save(leaving, { name: 'Leaving', customUrl: 'leaving-now' })).status).toBe(200);
    expect((await admin.client.call('deleteUser', { userId: leaving.user.id, reason: 'Asked to close the account' })).status).toBe(200);
    expect(await t.services.db.select().from(storefronts).where(eq(storefronts.userId, leaving.user.id))).toEqual([]);
    expect(await t.services.db.select().from(storefrontPastUrls).where(eq(storefrontPastUrls.userId, leaving.user.id))).toEqual([]);
    expect(await t.services.db.select().from(storefrontFeaturedModels).where(eq(storefrontFeaturedModels.userId, leaving.user.id))).toEqual([]);
  });
});
