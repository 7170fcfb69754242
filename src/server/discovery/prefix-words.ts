import { sql } from 'drizzle-orm';
import type { Reader } from './read-matches';
import { searchWords, wordsQuery } from './search-words';

/**
 * A last word that starts more site words than this is searched as a start of a word by the text
 * index itself (`:*`); fewer are named one by one.
 */
export const MAX_PREFIX_WORDS = 64;

/** Past every string that starts with the text, byte by byte (U+10FFFF is the last character). */
const AFTER_EVERY_CONTINUATION = String.fromCodePoint(0x10ffff);

/**
 * The words of a search as tsqueries (see wordsQuery), with the last word's starts of words named:
 * `spiral & (vase | vases | vaseline)` rather than `spiral & vase:*`. The text index answers a
 * start of a word by gathering every posting of every word it starts, which for a common word
 * ("vase" in 45,000 titles at a million models) costs 15–60 ms however rare the other words make
 * the result; named words are intersected posting by posting like whole words (decision 038).
 * The names come from search_words (every word of titles, tags and creator names), plus the word
 * as typed: a word only descriptions have is found whole, not from its start. A start of more than
 * MAX_PREFIX_WORDS of them (two or three letters) is left to the index as before; a word no longer
 * site word starts with has no prefix reading.
 */
export async function wordsQueryWithPrefixes(db: Reader, words: string[]): Promise<{ exact: string; prefix: string | null }> {
  const query = wordsQuery(words);
  if (!query.prefix) return query;
  const last = words.at(-1)!;
  const found = await db.execute<{ word: string }>(
    sql`select word from search_words where word ~>=~ ${last} and word ~<~ ${last + AFTER_EVERY_CONTINUATION} limit ${MAX_PREFIX_WORDS + 1}`,
  );
  // Only words the search itself would make of the text: nothing else reaches to_tsquery.
  const starts = found.rows.map((row) => row.word).filter((word) => word !== last && word.startsWith(last) && isOneSearchWord(word));
  if (found.rows.length > MAX_PREFIX_WORDS) return query;
  // No longer word starts with it: the whole word is the only reading.
  if (starts.length === 0) return { exact: query.exact, prefix: null };
  const alternatives = `(${[last, ...starts].join(' | ')})`;
  return { exact: query.exact, prefix: [...words.slice(0, -1), alternatives].join(' & ') };
}

function isOneSearchWord(word: string): boolean {
  const parsed = searchWords(word);
  return parsed.length === 1 && parsed[0] === word;
}
