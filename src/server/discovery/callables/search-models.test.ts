import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { insertModelRow } from '../../test/discovery-factories';
import { createModelViaApi } from '../../test/model-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let maker: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  maker = await createUser(t, { name: 'Kavya Raghunath' });
  other = await createUser(t, { name: 'Arjun Shetty' });
  const day = (n: number) => new Date(Date.UTC(2026, 9, n));
  await insertModelRow(t, maker.user.id, { title: 'Ganesha idol', tags: ['festival', 'figurine'], category: 'Art', downloads: 40, createdAt: day(1), formats: ['stl'], watertight: true });
  await insertModelRow(t, maker.user.id, { title: 'Hanging planter', description: 'A planter for money plants on a balcony.', tags: ['garden'], category: 'Plants', downloads: 90, createdAt: day(2), formats: ['3mf'], licence: 'CC0' });
  await insertModelRow(t, other.user.id, { title: 'Spur gear 20 teeth', tags: ['gear', 'mechanical'], category: 'Machinery', downloads: 10, views: 500, createdAt: day(3), formats: ['fbx'] });
  await insertModelRow(t, other.user.id, { title: 'Secret prototype', tags: ['gear'], category: 'Machinery', visibility: 'private', createdAt: day(4) });
});
afterAll(async () => t?.close());

/** The titles an answer lists; a refused call fails the test rather than reading as "none found". */
function titles(answer: { status: number; result?: { models: { title: string }[] }; error?: unknown }): string[] {
  if (!answer.result) throw new Error(`searchModels answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return answer.result.models.map((m) => m.title);
}

describe('searchModels', () => {
  it('finds by a misspelt word, by a prefix, by tag, by description and by creator name', async () => {
    const c = t.client();
    expect(titles(await c.call('searchModels', { q: 'ganeesha' }))).toEqual(['Ganesha idol']);
    expect(titles(await c.call('searchModels', { q: 'gane' }))).toEqual(['Ganesha idol']);
    expect(titles(await c.call('searchModels', { q: 'festival' }))).toEqual(['Ganesha idol']);
    expect(titles(await c.call('searchModels', { q: 'balcony' }))).toEqual(['Hanging planter']);
    expect(titles(await c.call('searchModels', { q: 'Arjun' }))).toEqual(['Spur gear 20 teeth']);
    const answer = await c.call('searchModels', { q: 'planter' });
    expect(answer.result.sort).toBe('best');
    expect(answer.result.total).toEqual({ count: 1, exact: true });
    expect(answer.result.models[0].creator.displayName).toBe('Kavya Raghunath');
  });

  it('ranks the title above a mention in the description', async () => {
    const mention = await insertModelRow(t, maker.user.id, { title: 'Balcony rail clip', description: 'Holds a planter.' });
    expect(titles(await t.client().call('searchModels', { q: 'planter' }))).toEqual(['Hanging planter', 'Balcony rail clip']);
    await t.services.db.execute(sql`delete from models where id = ${mention.id}`);
  });

  it('never lists a private model, not even to its owner or an admin', async () => {
    const admin = await createUser(t, { role: 'admin' });
    for (const client of [t.client(), other.client, admin.client]) {
      expect(titles(await client.call('searchModels', { q: 'secret' }))).toEqual([]);
      expect(titles(await client.call('searchModels', {}))).not.toContain('Secret prototype');
    }
  });

  it('filters by category, format, licence, printable and 3D preview', async () => {
    const c = t.client();
    expect(titles(await c.call('searchModels', { category: 'Machinery' }))).toEqual(['Spur gear 20 teeth']);
    expect(titles(await c.call('searchModels', { format: '3mf' }))).toEqual(['Hanging planter']);
    expect(titles(await c.call('searchModels', { licence: 'CC0' }))).toEqual(['Hanging planter']);
    expect(titles(await c.call('searchModels', { printable: true }))).toEqual(['Ganesha idol']);
    expect(titles(await c.call('searchModels', { viewer: true }))).toEqual(['Hanging planter', 'Ganesha idol']);
    expect(titles(await c.call('searchModels', { q: 'gear', category: 'Art' }))).toEqual([]);
  });

  it('sorts by newest (the default without text), downloads and views', async () => {
    const c = t.client();
    const newest = await c.call('searchModels', {});
    expect(newest.result.sort).toBe('newest');
    expect(titles(newest)).toEqual(['Spur gear 20 teeth', 'Hanging planter', 'Ganesha idol']);
    expect(titles(await c.call('searchModels', { sort: 'downloads' }))).toEqual(['Hanging planter', 'Ganesha idol', 'Spur gear 20 teeth']);
    expect(titles(await c.call('searchModels', { sort: 'views' }))[0]).toBe('Spur gear 20 teeth');
    // Best match needs text; without it the answer says which sort it used.
    expect((await c.call('searchModels', { sort: 'best' })).result.sort).toBe('newest');
  });

  it('refuses bad filters and cursors with a clear message', async () => {
    const c = t.client();
    const category = await c.call('searchModels', { category: 'Spaceships' });
    expect(category.status).toBe(400);
    expect(JSON.stringify(category.error)).toContain('is not a category');
    const first = await c.call('searchModels', { sort: 'downloads', limit: 1 });
    for (const cursor of ['garbage', first.result.nextCursor]) {
      const answer = await c.call('searchModels', { sort: 'newest', cursor });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.error)).toContain('cursor: is not one this server gave');
    }
    for (const parts of [['downloads', "1); drop table models; --", 'x'], ['downloads', 0, "1); drop table models; --", 'x'], ['bands', 9, '1', 'x'], ['bands', 1, '1', "x' or '1'='1"]]) {
      const forged = Buffer.from(JSON.stringify(parts)).toString('base64url');
      expect((await c.call('searchModels', { q: 'gear', sort: parts[0] === 'bands' ? 'best' : 'downloads', cursor: forged })).status, JSON.stringify(parts)).toBe(400);
    }
    const verbatim = await c.call('searchModels', { q: 'gear', verbatim: 'yes' });
    expect(verbatim.status).toBe(400);
    expect(JSON.stringify(verbatim.error)).toContain('verbatim');
    expect((await c.call('searchModels', { q: '!!!' })).result).toMatchObject({ models: [], total: { count: 0, exact: true } });
  });
});

describe('searchModels paging', () => {
  it('pages through every sort without skipping or repeating, ties included', async () => {
    const app = await createTestApp();
    try {
      const u = await createUser(app);
      const same = new Date('2026-10-10T10:10:10.123456Z');
      for (let i = 0; i < 11; i++) {
        await insertModelRow(app, u.user.id, { title: `Lamp shade ${i}`, downloads: i % 3, views: i % 2, likes: 0, createdAt: i < 6 ? same : new Date(Date.UTC(2026, 9, i)), trendingScore: (i % 4) / 3 });
      }
      for (const sort of ['newest', 'downloads', 'views', 'likes', 'trending', 'best'] as const) {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const answer = await app.client().call('searchModels', { q: 'lamp', sort, limit: 4, cursor });
          expect(answer.status).toBe(200);
          seen.push(...answer.result.models.map((m: { id: string }) => m.id));
          cursor = answer.result.nextCursor ?? undefined;
        } while (cursor);
        expect(seen, sort).toHaveLength(11);
        expect(new Set(seen).size, sort).toBe(11);
      }
    } finally {
      await app.close();
    }
  });

  it('counts exactly up to 1,000 matches and says "at least" past that', async () => {
    const app = await createTestApp();
    try {
      const u = await createUser(app);
      await app.services.db.execute(sql`
        insert into models (id, user_id, title, slug, category)
        select 'bulk' || n, ${u.user.id}, 'Bulk bracket ' || n, 'bulk-bracket-' || n, 'Tools'
        from generate_series(1, 1002) n`);
      const answer = await app.client().call('searchModels', { q: 'bracket' });
      expect(answer.result.total).toEqual({ count: 1000, exact: false });
      expect(answer.result.models).toHaveLength(40);
      expect((await app.client().call('searchModels', { q: 'bracket', category: 'Art' })).result.total).toEqual({ count: 0, exact: true });
      // Best match over that many orders by downloads (decision 011); its pages still cover every match once.
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const next = await app.client().call('searchModels', { q: 'bracket', cursor });
        for (const m of next.result.models) seen.add(m.id);
        cursor = next.result.nextCursor ?? undefined;
      } while (cursor);
      expect(seen.size).toBe(1002);
    } finally {
      await app.close();
    }
  });

  it('follows a creator who renames themselves, and sees a model published over the API', async () => {
    const model = await createModelViaApi(maker.client, { title: 'Chai cup holder', tags: ['kitchen'] });
    await maker.client.call('updateProfile', { displayName: 'Kavya R' });
    const answer = await t.client().call('searchModels', { q: 'kavya chai' });
    expect(answer.result.models.map((m: { id: string }) => m.id)).toEqual([model.id]);
    expect(answer.result.models[0].creator.displayName).toBe('Kavya R');
  });
});
