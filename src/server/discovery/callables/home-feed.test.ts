import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelViews, shares } from '../../db/schema';
import { refreshTrending } from '../refresh-trending';
import { insertModelRow } from '../../test/discovery-factories';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('getHomeFeed', () => {
  it('fills featured, trending, newest, categories and creators from public models only', async () => {
    const asha = await createUser(t, { name: 'Asha Menon' });
    const ravi = await createUser(t, { name: 'Ravi Kumar' });
    const vase = await insertModelRow(t, asha.user.id, { title: 'Spiral vase', category: 'Household', downloads: 5, createdAt: ago(3) });
    const gear = await insertModelRow(t, ravi.user.id, { title: 'Helical gear', category: 'Machinery', downloads: 50, createdAt: ago(2), featured: true, featuredAt: ago(1) });
    await insertModelRow(t, asha.user.id, { title: 'Cable clip', category: 'Household', downloads: 1, createdAt: ago(1) });
    await insertModelRow(t, ravi.user.id, { title: 'Hidden draft', category: 'Toys', downloads: 999, visibility: 'private', featured: true, featuredAt: ago(0) });

    // Recent activity on the vase: it trends above the more downloaded gear.
    await t.services.db.insert(modelViews).values([1, 2, 3].map((n) => ({ modelId: vase.id, visitorKey: `v${n}`, countedAt: ago(0.5) })));
    await t.services.db.insert(shares).values({ modelId: gear.id, platform: 'whatsapp', sharedAt: ago(6.5) });
    expect(await refreshTrending(t.services.db)).toBe(2);

    const answer = await t.client().call('getHomeFeed', {});
    expect(answer.status).toBe(200);
    const feed = answer.result;
    const titles = (cards: { title: string }[]) => cards.map((c) => c.title);
    expect(titles(feed.featured)).toEqual(['Helical gear']);
    expect(titles(feed.trending)).toEqual(['Spiral vase', 'Helical gear', 'Cable clip']);
    expect(titles(feed.newest)).toEqual(['Cable clip', 'Helical gear', 'Spiral vase']);
    expect(feed.categories).toEqual([
      { category: 'Household', models: 2 },
      { category: 'Machinery', models: 1 },
    ]);
    expect(feed.creators.map((c: { creator: { displayName: string }; models: number; downloads: number }) => [c.creator.displayName, c.models, c.downloads])).toEqual([
      ['Ravi Kumar', 1, 50],
      ['Asha Menon', 2, 6],
    ]);
    expect(feed.newest[0].creator.displayName).toBe('Asha Menon');
    expect(JSON.stringify(feed)).not.toContain('Hidden draft');
  });

  it('lets activity fade out of trending once it is older than the window', async () => {
    const maker = await createUser(t);
    const lamp = await insertModelRow(t, maker.user.id, { title: 'Desk lamp', trendingScore: 4 });
    await refreshTrending(t.services.db);
    const [row] = (await t.services.db.execute<{ trending_score: number }>(sql`select trending_score from models where id = ${lamp.id}`)).rows;
    expect(Number(row!.trending_score)).toBe(0);
  });

  it('reuses the feed for HOME_FEED_CACHE_SECONDS on a node', async () => {
    const cached = await createTestApp({ HOME_FEED_CACHE_SECONDS: '60' });
    try {
      const maker = await createUser(cached);
      await insertModelRow(cached, maker.user.id, { title: 'First print' });
      const before = (await cached.client().call('getHomeFeed', {})).result;
      await insertModelRow(cached, maker.user.id, { title: 'Second print' });
      expect((await cached.client().call('getHomeFeed', {})).result).toEqual(before);
    } finally {
      await cached.close();
    }
  });
});
