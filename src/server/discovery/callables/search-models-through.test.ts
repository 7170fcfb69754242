import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { insertModelRow } from '../../test/discovery-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 28 item 4, decision 062: `through` gives the list from the top down through a page, as a reload after Load more shows it. */
let t: TestApp;
let maker: TestUser;
let other: TestUser;
let admin: TestUser;
/** Twelve public lamps, "Lamp 12" the newest; "Lamp draft" is private. */
const LAMPS = Array.from({ length: 12 }, (_, i) => `Lamp ${12 - i}`);

beforeAll(async () => {
  t = await createTestApp();
  [maker, other, admin] = await Promise.all([createUser(t, { name: 'Kavya Raghunath' }), createUser(t), createUser(t, { role: 'admin' })]);
  for (let i = 1; i <= 12; i++) await insertModelRow(t, maker.user.id, { title: `Lamp ${i}`, tags: ['lamp'], downloads: i * 10, createdAt: new Date(Date.UTC(2026, 9, i)) });
  await insertModelRow(t, maker.user.id, { title: 'Lamp draft', tags: ['lamp'], visibility: 'private', createdAt: new Date(Date.UTC(2026, 9, 20)) });
});
afterAll(async () => t?.close());

type Answer = { status: number; result?: { models: { title: string }[]; nextCursor: string | null; throughAt?: number | null; total: { count: number } }; error?: unknown };
const titles = (answer: Answer) => {
  if (!answer.result) throw new Error(`searchModels answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return answer.result.models.map((m) => m.title);
};

/** The cursors Load more would use, page after page (`limit` models a page). */
async function pageCursors(input: Record<string, unknown>, pages: number): Promise<string[]> {
  const cursors: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < pages; i++) {
    const answer = (await t.client().call('searchModels', { ...input, ...(cursor ? { cursor } : {}) })) as Answer;
    cursor = answer.result!.nextCursor!;
    cursors.push(cursor);
  }
  return cursors;
}

describe('searchModels through a page', () => {
  it('gives the list from the top down through the page, in order, none twice, the same to every caller', async () => {
    const [, , third] = await pageCursors({ limit: 2 }, 3);
    const byCursor = (await t.client().call('searchModels', { limit: 2, cursor: third })) as Answer;
    for (const client of [t.client(), other.client, maker.client, admin.client]) {
      const answer = (await client.call('searchModels', { limit: 2, through: third })) as Answer;
      expect(titles(answer)).toEqual(LAMPS.slice(0, 8));
      // Pages 1–3 are the six before; Load more goes on from the same place as the page alone would.
      expect(answer.result!.throughAt).toBe(6);
      expect(answer.result!.nextCursor).toBe(byCursor.result!.nextCursor);
      expect(answer.result!.total.count).toBe(12);
    }
    // Text search too: best match's bands, with the place a cursor of the same search gave.
    const [first] = await pageCursors({ q: 'lamp', limit: 5 }, 1);
    const answer = (await t.client().call('searchModels', { q: 'lamp', limit: 5, through: first })) as Answer;
    expect(titles(answer)).toEqual(LAMPS.slice(0, 10));
    expect(answer.result!.throughAt).toBe(5);
    // Without `through` the answer does not carry throughAt.
    expect((await t.client().call('searchModels', { limit: 2 })).result.throughAt).toBeUndefined();
  });

  it('follows the model the place was after when the list moved, and gives the page alone when it is gone or too deep', async () => {
    const [, second] = await pageCursors({ sort: 'downloads', limit: 3 }, 2);
    // "Lamp 7" ended the second page; it is now downloaded more than any other.
    await t.services.db.execute(sql`update models set downloads = 1000 where title = 'Lamp 7'`);
    try {
      const moved = (await t.client().call('searchModels', { sort: 'downloads', limit: 3, through: second })) as Answer;
      expect(titles(moved)).toEqual(['Lamp 7', 'Lamp 12', 'Lamp 11', 'Lamp 10']);
      expect(moved.result!.throughAt).toBe(1);
      expect(new Set(titles(moved)).size).toBe(titles(moved).length);
    } finally {
      await t.services.db.execute(sql`update models set downloads = 70 where title = 'Lamp 7'`);
    }
    await t.services.db.execute(sql`update models set visibility = 'private' where title = 'Lamp 7'`);
    try {
      const gone = (await t.client().call('searchModels', { sort: 'downloads', limit: 3, through: second })) as Answer;
      expect(titles(gone)).toEqual(['Lamp 6', 'Lamp 5', 'Lamp 4']);
      expect(gone.result!.throughAt).toBeNull();
    } finally {
      await t.services.db.execute(sql`update models set visibility = 'public' where title = 'Lamp 7'`);
    }
    // The eleventh page of one is past the ten a reload reads again: that page alone.
    const cursors = await pageCursors({ limit: 1 }, 10);
    const deep = (await t.client().call('searchModels', { limit: 1, through: cursors[9] })) as Answer;
    expect(titles(deep)).toEqual([LAMPS[10]]);
    expect(deep.result!.throughAt).toBeNull();
    const tenth = (await t.client().call('searchModels', { limit: 1, through: cursors[8] })) as Answer;
    expect(titles(tenth)).toEqual(LAMPS.slice(0, 10));
    expect(tenth.result!.throughAt).toBe(9);
  });

  it('refuses a place of another sort, a forged one, or one beside a cursor, in a sentence, and writes nothing', async () => {
    const before = await t.services.db.execute(sql`select count(*)::int as n, max(updated_at)::text as at from models`);
    const [downloads] = await pageCursors({ sort: 'downloads', limit: 2 }, 1);
    for (const input of [{ sort: 'newest', through: downloads }, { through: 'garbage' }]) {
      const answer = (await t.client().call('searchModels', { limit: 2, ...input })) as Answer;
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.error)).toContain('The place to list through is not a page of this list (it is from another sort, or not one this server gave).');
    }
    const both = (await t.client().call('searchModels', { sort: 'downloads', cursor: downloads, through: downloads })) as Answer;
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.error)).toContain('Give either cursor (the next page) or through (the list down to a page), not both.');
    const after = await t.services.db.execute(sql`select count(*)::int as n, max(updated_at)::text as at from models`);
    expect(after.rows).toEqual(before.rows);
  });

  it('is described in /api/openapi.json', async () => {
    const doc = (await (await fetch(new URL('/api/openapi.json', t.url))).json()) as { paths: Record<string, { post: unknown }> };
    const text = JSON.stringify(doc.paths['/api/fn/searchModels']);
    expect(text).toContain('"through"');
    expect(text).toContain('"throughAt"');
  });
});
