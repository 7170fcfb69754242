import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../shared/constants/discovery-rules';
import { models } from '../db/schema';
import { newId } from '../db/new-id';
import { LISTED_PUBLICLY } from '../policies/model-scopes';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { findPage } from './find-page';
import { PLAN_LIMIT, planWithBitmaps, type After, type Reader } from './read-matches';

// A word common in descriptions (past what a whole read takes) but with a page's worth of titles:
// the page is read from the title bands alone, and the next page goes on into the descriptions.
let t: TestApp;
const titled: string[] = [];
const described: string[] = [];
const TITLED = 60;
const DESCRIBED = PLAN_LIMIT + 600;

beforeAll(async () => {
  t = await createTestApp();
  const maker = (await createUser(t)).user.id;
  const row = (title: string, description: string, downloads: number) => {
    const id = newId();
    return { id, userId: maker, title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), category: 'Product Design', formats: ['stl'], description, downloads };
  };
  // Titles rank by downloads within their band; so do descriptions.
  const rows = [
    ...Array.from({ length: TITLED }, (_, i) => row(`Tree planter ${i}`, 'A planter.', 10_000 - i)),
    ...Array.from({ length: DESCRIBED }, (_, i) => row(`Plain bracket ${i}`, 'Print it with tree supports.', 5_000 - (i % 5_000))),
  ];
  for (let at = 0; at < rows.length; at += 500) await t.services.db.insert(models).values(rows.slice(at, at + 500));
  titled.push(...rows.slice(0, TITLED).map((r) => r.id));
  described.push(...rows.slice(TITLED).map((r) => r.id));
  await t.services.db.execute(sql`analyze models`);
}, 120_000);
afterAll(async () => t?.close());

const dialect = new PgDialect();

/** A page of "tree" by best match, and the statements that read rows (not the planner's estimates). */
async function page(after?: After) {
  const reads: string[] = [];
  const found = await t.services.db.transaction(async (tx) => {
    await planWithBitmaps(tx);
    const recording: Reader = {
      execute: ((query: SQL) => {
        const text = dialect.sqlToQuery(query).sql;
        if (!text.startsWith('explain') && !text.startsWith('select set_config')) reads.push(text);
        return tx.execute(query);
      }) as Reader['execute'],
    };
    return findPage(recording, { base: [LISTED_PUBLICLY], words: ['tree'], sort: 'best', after, limit: 40, indexed: false, byCategory: false });
  });
  return { ...found, reads };
}

describe('findPage of a word common in descriptions, with a page of it in titles', () => {
  it('reads the first page from the titles alone: no row of the descriptions is read', async () => {
    const first = await page();
    expect(first.rows.map((r) => r.id)).toEqual(titled.slice(0, 41));
    expect(first.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.reads.filter((s) => s.includes('search_vector'))).toEqual([]);
  });

  it('goes on from the titles into the descriptions on the next page, missing nothing and repeating nothing', async () => {
    const first = await page();
    const second = await page(first.rows[39]!);
    const ids = second.rows.map((r) => r.id);
    expect(ids.slice(0, TITLED - 40)).toEqual(titled.slice(40));
    expect(ids).toHaveLength(41);
    // The descriptions' band follows in downloads order (ties by id): the most downloaded first.
    const rest = ids.slice(TITLED - 40);
    expect(rest.every((id) => described.includes(id))).toBe(true);
    const [top] = await t.services.db.execute<{ id: string }>(
      sql`select id from ${models} where title like 'Plain bracket%' order by downloads desc, id desc limit 1`,
    ).then((r) => r.rows);
    expect(rest[0]).toBe(top!.id);
  });
});
