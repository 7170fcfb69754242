import { sql, type SQL } from 'drizzle-orm';
import { models } from '../db/schema';
import { countUpTo, type Reader } from './read-matches';
import { sizeUpTo } from './size-up-to';
import { wordsQuery } from './search-words';
import { allowedEdits, editDistance, soundEdits, wordVariants } from './typo-rules';

/** A word that matches at most this many models may be a typo; one that matches more is taken as typed. */
export const LITTLE = 2;
/** Of the closest site words, this many are weighed by how many models they find. */
const WEIGHED = 5;
/** Site words that sound like a typed word, read at most: a short key ("KF") is shared by many words. */
const SOUND_ALIKES = 200;

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
 * The site word a typed word most likely stands for (issues 10 and 28): among the words of titles,
 * tags and creator names within the edits its length allows (typo-rules.ts), the closest, and of
 * equally close ones the one in the most models; failing that, as a last resort, a word that sounds
 * the same (Double Metaphone) within one edit more ("elefant" → "elephant", "kofee" → "coffee").
 * Null when none is close enough: nonsense stays nonsense rather than turning into near-random words.
 */
export async function correctWord(db: Reader, base: SQL[], word: string): Promise<string | null> {
  const edits = allowedEdits(word);
  if (edits === 0) return null;
  const variants = wordVariants(word, edits);
  const spelt = await db.execute<{ word: string }>(
    sql`select distinct word from search_word_variants where variant in (${sql.join(variants.map((v) => sql`${v}`), sql`, `)})`,
  );
  const bySpelling = await mostFound(db, base, word, spelt.rows, edits);
  if (bySpelling) return bySpelling;
  // A site word sounds like the typed word when its key is either of the typed word's keys; a key
  // of one sound ("A", "T") is shared by too many unrelated words to say anything.
  const sounding = await db.execute<{ word: string }>(sql`
    select word from search_words
    where sound in (dmetaphone(${word}), dmetaphone_alt(${word})) and length(sound) >= 2
    limit ${SOUND_ALIKES}`);
  return mostFound(db, base, word, sounding.rows, soundEdits(word));
}

/** Of the candidates within `edits` of the word, the closest, and of those the one in the most models (null when none finds any). */
async function mostFound(db: Reader, base: SQL[], word: string, candidates: { word: string }[], edits: number): Promise<string | null> {
  const close = candidates
    .map((r) => ({ word: r.word, distance: editDistance(word, r.word, edits) }))
    .filter((c) => c.distance >= 1 && c.distance <= edits)
    .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word));
  const nearest = close.filter((c) => c.distance === close[0]?.distance).slice(0, WEIGHED);
  if (nearest.length === 0) return null;
  const weighed: { word: string; models: number }[] = [];
  // A common word is weighed from its statistics (size-up-to.ts): its count would read every posting.
  for (const c of nearest) weighed.push({ word: c.word, models: await sizeUpTo(db, base, matchesWord(c.word), models.searchVector, 100) });
  const best = weighed.sort((a, b) => b.models - a.models)[0]!;
  return best.models > 0 ? best.word : null;
}

/** Words typed exactly as some title, tag or creator name has them: never corrected. */
export async function siteWords(db: Reader, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const found = await db.execute<{ word: string }>(sql`select word from search_words where word in (${sql.join(words.map((w) => sql`${w}`), sql`, `)})`);
  return new Set(found.rows.map((r) => r.word));
}

