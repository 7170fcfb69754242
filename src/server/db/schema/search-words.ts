import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of a model's title, tags and creator name, once (filled by a trigger, migration 0003).
 * A misspelt search word is matched against this short list by trigrams, and the search then runs
 * on the words it resembles (decision 011): far cheaper than comparing it with a million titles.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  (t) => [index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
