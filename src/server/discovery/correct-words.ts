import { sql, type SQL } from 'drizzle-orm';
import { models } from '../db/schema';
import { countUpTo, type Reader } from './read-matches';
import { wordsQuery } from './search-words';
import { allowedEdits, editDistance, wordVariants } from './typo-rules';

/** A word that matches at most this many models may be a typo; one that matches more is taken as typed. */
export const LITTLE = 2;
/** Of the closest site words, this many are weighed by how many models they find. */
const WEIGHED = 5;

const matchesWord = (tsquery: string) => sql`${models.searchVector} @@ to_tsquery('english', ${tsquery})`;

/**
 * For each word: how many models it finds alone (up to LITTLE + 1), with the other filters; the
 * query's last word also as the start of a word, as the search takes it ("stau" is not a typo).
 */
export async function wordMatches(db: Reader, base: SQL[], words: string[], last: string): Promise<number[]> {
  const counts: number[] = [];
  // One at a time: they share the search's transaction, which runs one statement at a time.
  for (const word of words) counts.push(await countUpTo(db, [...base, matchesWord(word === last ? (wordsQuery([word]).prefix ?? word) : word)], LITTLE));
  return counts;
}

/**
 * The site word a typed word most likely stands for (issue 10): among the words of titles, tags
 * and creator names within the edits its length allows (typo-rules.ts), the closest, and of
 * equally close ones the one in the most models. Null when none is close enough: nonsense stays
 * nonsense rather than turning into near-random words.
 */
export async function correctWord(db: Reader, base: SQL[], word: string): Promise<string | null> {
  const edits = allowedEdits(word);
  if (edits === 0) return null;
  const variants = wordVariants(word, edits);
  const found = await db.execute<{ word: string }>(
    sql`select distinct word from search_word_variants where variant in (${sql.join(variants.map((v) => sql`${v}`), sql`, `)})`,
  );
  const close = found.rows
    .map((r) => ({ word: r.word, distance: editDistance(word, r.word, edits) }))
    .filter((c) => c.distance >= 1 && c.distance <= edits)
    .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word));
  const nearest = close.filter((c) => c.distance === close[0]?.distance).slice(0, WEIGHED);
  if (nearest.length === 0) return null;
  const weighed: { word: string; models: number }[] = [];
  for (const c of nearest) weighed.push({ word: c.word, models: await countUpTo(db, [...base, matchesWord(c.word)], 100) });
  const best = weighed.sort((a, b) => b.models - a.models)[0]!;
  return best.models > 0 ? best.word : null;
}

/** Words typed exactly as some title, tag or creator name has them: never corrected. */
export async function siteWords(db: Reader, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const found = await db.execute<{ word: string }>(sql`select word from search_words where word in (${sql.join(words.map((w) => sql`${w}`), sql`, `)})`);
  return new Set(found.rows.map((r) => r.word));
}

