import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, houseAds, models } from '../../db/schema';
import { insertModelRow } from '../../test/discovery-factories';
import { auditEntries, createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditLiveEarnings } from '../../test/withdrawal-factories';

const PIN = '4826';
const AD = { title: 'Sell your prints here', body: 'Upload a model and earn from tips.', linkPath: '/upload', placements: ['model_detail_sidebar', 'explore_grid'] };

let t: TestApp;
let creator: TestUser;
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ owner: creator, other: member, admin } = await createOwnerOtherAdmin(t));
  await creditLiveEarnings(t, creator, 10_000);
  await setPin(t, creator, PIN);
});
afterAll(async () => t?.close());

const rows = async () => t.services.db.select().from(houseAds);
const auditCount = async () => (await t.services.db.select().from(auditLog)).length;
const ads = (input: Record<string, unknown>) => t.client().call('getAdsForPlacement', input);

describe('house ads: listHouseAds, createHouseAd, updateHouseAd, deleteHouseAd', () => {
  it('are for admins only: signed out 401, a member (even one who owns the pictured model) 403, nothing written', async () => {
    const model = await insertModelRow(t, creator.user.id, { thumbnail: '/media/house-cover.webp' });
    for (const [name, input] of [
      ['listHouseAds', {}],
      ['createHouseAd', { ...AD, imageModelId: model.id }],
      ['updateHouseAd', { houseAdId: 'nope', ...AD }],
      ['deleteHouseAd', { houseAdId: 'nope' }],
    ] as const) {
      expect((await t.client().call(name, input)).status, name).toBe(401);
      expect((await member.client.call(name, input)).status, name).toBe(403);
      expect((await creator.client.call(name, input)).status, name).toBe(403);
    }
    expect(await rows()).toEqual([]);
  });

  it('refuse an off-site link, a picture that is not a public model, no placement, with a sentence, writing nothing', async () => {
    const hidden = await insertModelRow(t, creator.user.id, { visibility: 'private', thumbnail: '/media/private.webp' });
    const audits = await auditCount();
    const offSite = 'linkPath: a path on this site, such as /explore or /sponsored; a house ad never leads off the site';
    for (const [input, message] of [
      [{ ...AD, linkPath: 'https://elsewhere.example/deal' }, offSite],
      [{ ...AD, linkPath: '//elsewhere.example/deal' }, offSite],
      [{ ...AD, linkPath: '/\\elsewhere.example' }, offSite],
      [{ ...AD, linkPath: 'javascript:alert(1)' }, offSite],
      [{ ...AD, linkPath: '/ explore' }, offSite],
      [{ ...AD, linkPath: '/api/fn/getSiteInfo' }, 'linkPath: a page of this site, not the API or a file'],
      [{ ...AD, imageModelId: hidden.id }, 'imageModelId: no public model has this id; its cover is the picture'],
      [{ ...AD, placements: [] }, 'placements: choose at least one placement it may fill'],
      [{ ...AD, placements: ['sidebar'] }, ''],
      [{ ...AD, title: ' ' }, 'title: give the ad a title'],
      [{ ...AD, body: 'x'.repeat(141) }, 'body is at most 140 characters'],
      [{ ...AD, imageUrl: 'https://elsewhere.example/x.png' }, ''],
    ] as const) {
      const refused = await admin.client.call('createHouseAd', input);
      expect(refused.status, JSON.stringify(input)).toBe(400);
      if (message) expect(refused.error?.message).toBe(message);
    }
    expect(await rows()).toEqual([]);
    expect(await auditCount()).toBe(audits);
  });

  it('an admin makes, changes, switches off and removes one; each audited', async () => {
    const model = await insertModelRow(t, creator.user.id, { title: 'Cover model', thumbnail: '/media/house-cover.webp' });
    const made = await admin.client.call('createHouseAd', { ...AD, linkPath: '/explore?category=art#top', imageModelId: model.id, placements: ['explore_grid', 'homepage_hero', 'explore_grid'] });
    expect(made.status).toBe(200);
    const id = made.result.houseAd.id;
    // Placements in the pages' order, once each; the cover is the model's.
    expect(made.result.houseAd).toMatchObject({ title: AD.title, linkPath: '/explore?category=art#top', imageModelId: model.id, imageModelTitle: 'Cover model', imageUrl: '/media/house-cover.webp', placements: ['homepage_hero', 'explore_grid'], active: true });
    expect((await admin.client.call('listHouseAds')).result.houseAds.map((a: { id: string }) => a.id)).toEqual([id]);

    const changed = await admin.client.call('updateHouseAd', { houseAdId: id, ...AD, active: false });
    expect(changed.result.houseAd).toMatchObject({ ...AD, imageModelId: null, imageUrl: null, active: false });
    const refused = await admin.client.call('updateHouseAd', { houseAdId: id, ...AD, linkPath: '//elsewhere.example' });
    expect(refused.status).toBe(400);
    expect((await rows())[0]).toMatchObject({ linkPath: AD.linkPath, active: false });
    expect((await admin.client.call('updateHouseAd', { houseAdId: 'nope', ...AD })).error).toMatchObject({ message: 'houseAdId: no house ad has this id' });

    expect((await admin.client.call('deleteHouseAd', { houseAdId: id })).status).toBe(200);
    expect((await admin.client.call('deleteHouseAd', { houseAdId: id })).status).toBe(404);
    expect(await rows()).toEqual([]);
    const entries = await auditEntries(t, id);
    expect(entries.map((e) => e.action)).toEqual(['houseAd.create', 'houseAd.update', 'houseAd.delete']);
    expect(entries.every((e) => e.actorId === admin.user.id)).toBe(true);
    expect(entries[1]!.details).toMatchObject({ before: { active: true, linkPath: '/explore?category=art#top' }, after: { active: false, linkPath: '/upload' } });
    expect(entries[2]!.details).toMatchObject({ before: { title: AD.title }, after: null });
  });
});

/** A running campaign in a placement, on a new public model of the creator's. */
async function running(placement: string): Promise<string> {
  const model = await insertModelRow(t, creator.user.id, { title: `Sponsored ${randomUUID().slice(0, 8)}`, thumbnail: '/media/cover.webp' });
  const made = await creator.client.call('createSponsoredPlacement', { modelId: model.id, title: 'Sponsored card', placement, budget: 100, duration: 7, campaignType: 'cpc', requestId: randomUUID(), pin: PIN });
  if (made.status !== 200) throw new Error(JSON.stringify(made.error));
  await admin.client.call('reviewSponsoredPlacement', { campaignId: made.result.campaign.id, decision: 'approve' });
  return made.result.campaign.id;
}

describe('getAdsForPlacement: sponsored cards first, then the network’s slot, then house ads', () => {
  it('fills what sponsored cards leave, in that order', async () => {
    const pictured = await insertModelRow(t, creator.user.id, { thumbnail: '/media/house-pictured.webp' });
    const make = async (title: string, placements: string[], extra: Record<string, unknown> = {}) => (await admin.client.call('createHouseAd', { ...AD, title, placements, ...extra })).result.houseAd.id as string;
    const sidebar = [await make('One', ['model_detail_sidebar'], { imageModelId: pictured.id }), await make('Two', ['model_detail_sidebar', 'download_modal']), await make('Three', ['model_detail_sidebar'])];
    await make('Elsewhere', ['homepage_hero']);
    await make('Off', ['model_detail_sidebar'], { active: false });

    // Nothing sponsored, network off: house ads of the placement only, marked as house ads.
    const houseOnly = await ads({ placement: 'model_detail_sidebar', limit: 5 });
    expect(houseOnly.result.ads).toEqual([]);
    expect(houseOnly.result.fill.network).toBeNull();
    expect(houseOnly.result.fill.houseAds.map((a: { id: string }) => a.id).sort()).toEqual([...sidebar].sort());
    expect(houseOnly.result.fill.houseAds.find((a: { title: string }) => a.title === 'One')).toEqual({ id: sidebar[0], title: 'One', body: AD.body, linkPath: AD.linkPath, imageUrl: '/media/house-pictured.webp', house: true });
    // The pictured model made private: the ad stays, without its picture.
    await t.services.db.update(models).set({ visibility: 'private' }).where(eq(models.id, pictured.id));
    expect((await ads({ placement: 'model_detail_sidebar', limit: 5 })).result.fill.houseAds.find((a: { title: string }) => a.title === 'One').imageUrl).toBeNull();

    // Drawn fairly: one place, three ads, each shown over thirty draws (missing one: about 1 in 190,000).
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) seen.add((await ads({ placement: 'model_detail_sidebar', limit: 1 })).result.fill.houseAds[0].id);
    expect([...seen].sort()).toEqual([...sidebar].sort());

    // The network on with a slot here: its slot, and the house ads for visitors who did not allow marketing cookies.
    await admin.client.call('updateAdNetworkSettings', { enabled: true, publisherId: 'ca-pub-1234567890123456', slots: { model_detail_sidebar: '1234567890' } });
    const withNetwork = await ads({ placement: 'model_detail_sidebar', limit: 2 });
    expect(withNetwork.result.fill.network).toEqual({ publisherId: 'ca-pub-1234567890123456', slotId: '1234567890' });
    expect(withNetwork.result.fill.houseAds).toHaveLength(2);
    // No slot for this placement: house ads only.
    expect((await ads({ placement: 'download_modal', limit: 1 })).result.fill).toEqual({ network: null, houseAds: [expect.objectContaining({ id: sidebar[1] })] });

    // A sponsored card comes first; the rest is filled.
    const campaign = await running('model_detail_sidebar');
    const mixed = await ads({ placement: 'model_detail_sidebar', limit: 3 });
    expect(mixed.result.ads.map((a: { id: string }) => a.id)).toEqual([campaign]);
    expect(mixed.result.fill.network).not.toBeNull();
    expect(mixed.result.fill.houseAds).toHaveLength(2);
    // Sponsored cards that fill the placement leave nothing to fill.
    expect((await ads({ placement: 'model_detail_sidebar', limit: 1 })).result).toEqual({ success: true, ads: [expect.objectContaining({ id: campaign, sponsored: true })], fill: null });

    // The network off again: house ads only.
    await admin.client.call('updateAdNetworkSettings', { enabled: false, publisherId: 'ca-pub-1234567890123456', slots: { model_detail_sidebar: '1234567890' } });
    expect((await ads({ placement: 'model_detail_sidebar', limit: 2 })).result.fill.network).toBeNull();
  });
});
