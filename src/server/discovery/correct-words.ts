import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Words a misspelt one may stand for, at most this many, most alike first. */
const CORRECTIONS = 3;

/**
 * For each word, itself plus up to three words of the site's titles, tags and creator names that
 * look like it (trigram similarity over the search_words list, decision 011): "ganeesha" also
 * stands for "ganesha", "vsae" for "vase".
 */
export async function correctWords(db: Db, words: string[]): Promise<string[][]> {
  const result = await db.execute<{ i: number; word: string }>(sql`
    select q.i::int as i, s.word
    from unnest(array[${sql.join(words.map((w) => sql`${w}`), sql`, `)}]::text[]) with ordinality as q(w, i)
    cross join lateral (
      select word from search_words where word % q.w and word <> q.w
      order by similarity(word, q.w) desc, word limit ${CORRECTIONS}
    ) s`);
  const positions = words.map((w) => [w]);
  for (const row of result.rows) positions[Number(row.i) - 1]?.push(row.word);
  return positions;
}
