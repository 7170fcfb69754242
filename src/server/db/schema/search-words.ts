import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every word of a model's title, tags and creator name, once (filled by a trigger, migration 0003):
 * the words a misspelt search word may be corrected to (decision 023).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** How the word sounds (Double Metaphone, fuzzystrmatch, migration 0040): a last resort for typos (decision 055). */
    sound: text('sound').generatedAlwaysAs(sql`dmetaphone(word)`),
  },
  (t) => [
    // Site words that start with a typed word, found by range on the words' bytes (decision 038).
    index('search_words_prefix_idx').using('btree', t.word.op('text_pattern_ops')),
    index('search_words_sound_idx').on(t.sound),
  ],
);

/**
 * Each word of search_words with one letter left out, and with two left out for words of 7 or more
 * letters (a trigger fills it, migration 0008). A typed word within the allowed edits of a site word
 * shares one of these with it, so its corrections are found by equality on a short list of
 * variants (symmetric delete, as SymSpell does), never by comparing it with every word.
 */
export const searchWordVariants = pgTable(
  'search_word_variants',
  {
    variant: text('variant').notNull(),
    word: text('word')
      .notNull()
      .references(() => searchWords.word, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variant, t.word] }), index('search_word_variants_word_idx').on(t.word)],
);
