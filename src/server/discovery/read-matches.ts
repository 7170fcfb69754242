import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { keysAfter } from '../db/keyset-pager';
import { models } from '../db/schema';
import type { SortKey } from './sort-keys';

/** What the search reads with: the database or the search's own transaction. */
export type Reader = Pick<Db, 'execute'>;

/**
 * Matches up to this many are read whole and sorted (bitmap scan of the text index); past it, the
 * sort's own index is walked and each row checked, which finds a page within about
 * page × models ÷ PLAN_LIMIT rows. Both cost at most a few thousand rows (decision 023).
 */
export const PLAN_LIMIT = 4000;
/** A walk of the sort index that reads the table checks at most this many rows per page, however rare the matches. */
export const WALK_BUDGET = 12_000;
/**
 * The title-and-tags bands of best match walk the downloads index, which holds `title_vector`
 * (migration 0009): the walk never reads the table, so it may go much further, and sets past a
 * mere thousand are walked rather than read whole.
 */
export const TITLE_PLAN_LIMIT = 1000;
export const TITLE_WALK_BUDGET = 50_000;

/** Only bitmap scans: a text condition is then always answered from its index, never by a walk. */
export async function planWithBitmaps(db: Reader): Promise<void> {
  await db.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
    set_config('enable_indexonlyscan', 'off', true), set_config('enable_bitmapscan', 'on', true)`);
}

/** The planner's own choice, for lists without text (a filter alone has no text index to force). */
export async function planFreely(db: Reader): Promise<void> {
  await db.execute(sql`select set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true),
    set_config('enable_indexonlyscan', 'on', true), set_config('enable_bitmapscan', 'on', true)`);
}

/**
 * The planner's choice without bitmaps: a category's lists walk its own indexes (migration 0015).
 * A bitmap of a common format from the formats index costs more than reading the whole category.
 */
export async function planWithoutBitmaps(db: Reader): Promise<void> {
  await db.execute(sql`select set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true),
    set_config('enable_indexonlyscan', 'on', true), set_config('enable_bitmapscan', 'off', true)`);
}

/** Only index walks: a sort's index is read in its order and stops when the page is full. */
async function planWithWalks(db: Reader): Promise<void> {
  await db.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'on', true),
    set_config('enable_indexonlyscan', 'on', true), set_config('enable_bitmapscan', 'off', true)`);
}

/** How many models meet the conditions, counted only up to `cap` + 1. */
export async function countUpTo(db: Reader, conditions: SQL[], cap: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${models} where ${and(...conditions)} limit ${cap + 1}) matched`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * The planner's estimate of how many models meet the conditions, from the columns' statistics
 * (for a text, its words' frequencies): no row is read. Good enough to choose between reading a
 * set whole and walking a sort's index; the read that follows counts exactly anyway.
 */
export async function estimateMatches(db: Reader, conditions: SQL[]): Promise<number> {
  const result = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(sql`explain (format json) select 1 from ${models} where ${and(...conditions)}`);
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: { 'Plan Rows': number } }]) : plan;
  return Number(parsed?.[0]?.Plan['Plan Rows'] ?? Number.POSITIVE_INFINITY);
}

/** A row of a page: its id, relevance band (1 is best; 0 for a plain sort) and sort key as exact text. */
export interface MatchRow {
  id: string;
  band: number;
  key: string;
}

/** Where a page starts: after this band, key and id. */
export interface After {
  band: number;
  key: string;
  id: string;
}

/** Rows after `after` in a key's descending order, `k` and `id` naming the key and id columns. */
export const keyAfter = (key: SortKey, after: After, k: SQL, id: SQL) =>
  keysAfter([{ value: k, type: key.type }, { value: id, type: 'id' }], [after.key, after.id], 'desc');

/**
 * The matches of a set expected to be small, read through the text index and sorted (band, then
 * key), with how many there are, counted up to `cap` + 1 in the same read. Past `cap` the rows are
 * not what was asked for (a sample of the set) and the caller walks instead; `size` is then cap + 1.
 */
export async function readSmallSet(
  db: Reader,
  input: { conditions: SQL[]; band: SQL; key: SortKey; after?: After | undefined; limit: number; cap: number },
): Promise<{ rows: MatchRow[]; size: number }> {
  const { key, after } = input;
  const afterCondition = after
    ? sql`where band > ${after.band} or (band = ${after.band} and ${keyAfter(key, after, sql`k`, sql`id`)})`
    : sql``;
  const result = await db.execute<{ id: string; band: number; key: string; size: number }>(sql`
    select id, band, kt as key, size from (
      select *, count(*) over ()::int as size from (
        select ${models.id} as id, (${input.band})::int as band, ${key.value} as k, ${key.text} as kt
        from ${models} where ${and(...input.conditions)}
        limit ${input.cap + 1}
      ) capped
    ) matched ${afterCondition}
    order by band asc, k desc nulls last, id desc
    limit ${input.limit}`);
  const rows = result.rows.map((r) => ({ id: r.id, band: Number(r.band), key: r.key }));
  // No row after the cursor says nothing of the size: count (a last page asked for again).
  const size = result.rows[0] ? Number(result.rows[0].size) : after ? await countUpTo(db, input.conditions, input.cap) : 0;
  return { rows, size };
}

/**
 * One band of many matches: the sort's index walked from `after`, each row checked against `hit`,
 * until `limit` rows are found or `budget` rows are checked. `resumeAt` is where a walk that
 * ran out of budget stopped (the next page goes on from there); null when the index ran out.
 */
export async function walkSortIndex(
  db: Reader,
  input: { base: SQL[]; hit: SQL; band: number; key: SortKey; after?: After | undefined; limit: number; budget?: number },
): Promise<{ rows: MatchRow[]; resumeAt: After | null }> {
  const { key, after, band } = input;
  const budget = input.budget ?? WALK_BUDGET;
  const walked = sql`
    select ${models.id} as id, ${key.value} as k, ${key.text} as kt, (${input.hit}) as hit
    from ${models}
    where ${and(...input.base, after ? keyAfter(key, after, key.value, sql`${models.id}`) : undefined)}
    order by ${key.value} desc nulls last, ${models.id} desc nulls last
    limit ${budget}`;
  await planWithWalks(db);
  try {
    // The page's matches in one walk, which stops as soon as they are found; a walk that finds too
    // few reads its whole budget, and then also answers where it stopped: its last row, numbered
    // `budget`, comes back too, hit or not (none when the index ran out first).
    const found = await db.execute<{ id: string; kt: string; hit: boolean; n: number }>(sql`
      select id, kt, hit, n::int as n from (
        select id, k, kt, hit, row_number() over (order by k desc nulls last, id desc nulls last) as n from (${walked}) walked
      ) numbered
      where hit or n = ${budget}
      order by k desc nulls last, id desc nulls last
      limit ${input.limit + 1}`);
    const rows = found.rows.filter((r) => r.hit).slice(0, input.limit).map((r) => ({ id: r.id, band, key: r.kt }));
    if (rows.length >= input.limit) return { rows, resumeAt: null };
    const end = found.rows.find((r) => Number(r.n) === budget);
    return { rows, resumeAt: end ? { band, key: end.kt, id: end.id } : null };
  } finally {
    await planWithBitmaps(db);
  }
}
