import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTED_PUBLICLY } from '../policies/model-scopes';
import { insertModelRow } from '../test/discovery-factories';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { wordsQueryWithPrefixes } from './prefix-words';
import { estimateMatches, walkSortIndex, type After } from './read-matches';
import { sortKey } from './sort-keys';

// The walk of a sort's index that reads a bounded number of rows (decision 023), and the named
// starts of a last word (decision 038), on a catalogue of their own.
let t: TestApp;
const hitIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const maker = (await createUser(t)).user.id;
  // 30 models with likes 30 down to 1; every seventh is a "lantern" (likes 28, 21, 14, 7).
  for (let likes = 30; likes >= 1; likes--) {
    const lantern = likes % 7 === 0;
    const row = await insertModelRow(t, maker, { title: lantern ? `Paper lantern ${likes}` : `Plain block ${likes}`, likes });
    if (lantern) hitIds.push(row.id);
  }
  await insertModelRow(t, maker, { title: 'Lanterns of Mysore', tags: ['lanternfish'] });
});
afterAll(async () => t?.close());

const lanterns = sql`title_vector @@ to_tsquery('english', 'lantern')`;
const walk = (limit: number, budget: number, after?: After) =>
  t.services.db.transaction((tx) => walkSortIndex(tx, { base: [LISTED_PUBLICLY], hit: lanterns, band: 0, key: sortKey('likes'), after, limit, budget }));

describe('walkSortIndex', () => {
  it('stops at a full page without a place to resume', async () => {
    const page = await walk(2, 100);
    expect(page.rows.map((r) => r.id)).toEqual(hitIds.slice(0, 2));
    expect(page.resumeAt).toBeNull();
  });

  it('says where a walk out of budget stopped, and the next walk goes on from there, missing nothing', async () => {
    // Ten rows (likes 30 to 21) hold two lanterns; the tenth row is the 21-like lantern itself.
    const first = await walk(5, 10);
    expect(first.rows.map((r) => r.id)).toEqual(hitIds.slice(0, 2));
    expect(first.resumeAt).toMatchObject({ band: 0, key: '21', id: hitIds[1] });
    // The next ten (likes 20 to 11) hold one.
    const second = await walk(5, 10, first.resumeAt!);
    expect(second.rows.map((r) => r.id)).toEqual([hitIds[2]]);
    expect(second.resumeAt).toMatchObject({ key: '11' });
    // The rest of the index (likes 10 down, and the model with none) ends before the budget: no place to resume.
    const third = await walk(5, 100, second.resumeAt!);
    expect(third.rows.map((r) => r.id)).toEqual([hitIds[3], expect.any(String)]);
    expect(third.resumeAt).toBeNull();
  });
});

describe('wordsQueryWithPrefixes', () => {
  const query = (words: string[]) => t.services.db.transaction((tx) => wordsQueryWithPrefixes(tx, words));

  it('names the site words a last word starts, beside the word itself', async () => {
    const { exact, prefix } = await query(['paper', 'lant']);
    expect(exact).toBe('paper & lant');
    expect(prefix).toMatch(/^paper & \(lant \| /);
    expect(prefix!.slice('paper & ('.length, -1).split(' | ').sort()).toEqual(['lant', 'lantern', 'lanternfish', 'lanterns']);
  });

  it('has no prefix reading when no longer site word starts with the word', async () => {
    expect(await query(['lanternfish'])).toEqual({ exact: 'lanternfish', prefix: null });
    expect(await query(['zzzq'])).toEqual({ exact: 'zzzq', prefix: null });
  });

  it('leaves a start of very many words to the index', async () => {
    const maker = (await createUser(t)).user.id;
    await insertModelRow(t, maker, { title: 'Word list', tags: Array.from({ length: 70 }, (_, i) => `quarkword${String(i).padStart(2, '0')}`) });
    expect(await query(['quark'])).toEqual({ exact: 'quark', prefix: 'quark:*' });
  });
});

describe('estimateMatches', () => {
  it("reads the planner's estimate as a number, without reading rows", async () => {
    const estimate = await t.services.db.transaction((tx) => estimateMatches(tx, [LISTED_PUBLICLY, lanterns]));
    expect(Number.isFinite(estimate)).toBe(true);
    expect(estimate).toBeGreaterThanOrEqual(1);
  });
});
