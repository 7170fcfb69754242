import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { countUpTo, estimateMatches, type Reader } from './read-matches';

/** What the statistics must show before a count is skipped: this many times the cap. */
const PAST_THE_CAP = 3;

/**
 * The planner's estimate for a word of `vector` that no model has, under the same filters: what it
 * says of any word outside the column's list of most common words, whatever that word's true count.
 */
export function statisticsFloor(db: Reader, base: SQL[], vector: PgColumn): Promise<number> {
  // Asked once per column in a search's transaction, which searches one list (one `base`).
  const asked = floorsAsked.get(db) ?? new Map<string, Promise<number>>();
  floorsAsked.set(db, asked);
  const floor = asked.get(vector.name) ?? estimateMatches(db, [...base, sql`${vector} @@ to_tsquery('simple', 'zqxjzqxjzqxj')`]);
  asked.set(vector.name, floor);
  return floor;
}

const floorsAsked = new WeakMap<Reader, Map<string, Promise<number>>>();

/**
 * How many models meet `base` and a text's `hit` on one `vector`, counted up to `cap` + 1 like
 * countUpTo, but without counting when the words' own statistics prove the set far past the cap:
 * an estimate of several times the cap, and well above what the planner says of a word it knows
 * nothing of (asked only then). A common word's count reads its whole posting list before the
 * limit applies (a bitmap of 75,000 rows for "supports" in tags, 100 ms at a million models); its
 * estimate reads none. Estimates of common words are within a few per cent at a million models, so
 * a set this far past the cap is past it; anything less certain is counted.
 */
export async function sizeUpTo(db: Reader, base: SQL[], hit: SQL, vector: PgColumn, cap: number): Promise<number> {
  return (await provenPast(db, base, hit, vector, cap)) ? cap + 1 : countUpTo(db, [...base, hit], cap);
}

/** Whether the statistics of `hit`'s words prove more than `cap` models meet it (see sizeUpTo), reading no row. */
export async function provenPast(db: Reader, base: SQL[], hit: SQL, vector: PgColumn, cap: number): Promise<boolean> {
  return estimateProvesPast(db, base, vector, await estimateMatches(db, [...base, hit]), cap);
}

/** provenPast for an estimate already asked of the planner (the caller uses it for more). */
export async function estimateProvesPast(db: Reader, base: SQL[], vector: PgColumn, estimate: number, cap: number): Promise<boolean> {
  return estimate >= PAST_THE_CAP * (cap + 1) && estimate > 2 * (await statisticsFloor(db, base, vector));
}
