// Relevance at scale (issues 10 and 28): for 30 single-word searches of things in the catalogue
// (every noun that is also a word of some tag, where tags compete with titles, then every seventh
// noun: common and rare alike), the share of the first 40 results (best match) with the word, or the word searched instead, in
// their TITLE (issue 28's goal: at least 90 %), and in their title or tags (issue 10's: at least
// 90 %). Load the models first (bench/load-models.ts, then VACUUM ANALYZE), then:
//   DATABASE_URL=postgres://… node --import tsx bench/search-relevance.ts
//   DATA_DIR=/tmp/meshmandi-100k node --import tsx bench/search-relevance.ts      (PGlite)
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/database';
import { models } from '../src/server/db/schema';
import { searchPublicModels } from '../src/server/discovery/search-public-models';
import { NOUNS, TAGS } from './support/catalogue-words';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir) throw new Error('Set DATABASE_URL or DATA_DIR to the database bench/load-models.ts filled.');
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir! }, { migrate: false });
const tagWords = new Set(TAGS.flatMap((tag) => tag.split(' ')));
const inTags = NOUNS.filter((noun) => tagWords.has(noun));
const words = [...inTags, ...NOUNS.filter((noun, i) => i % 7 === 0 && !tagWords.has(noun))].slice(0, 30);
const stem = (w: string) => w.replace(/(es|s)$/, '');
/** Whether a text holds the word, as a whole word up to a plural ending. */
const holds = (text: string, word: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => stem(w) === word);
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
try {
  let shown = 0;
  let inTitle = 0;
  let inTitleOrTags = 0;
  const lines: string[] = [];
  for (const word of words) {
    const result = await searchPublicModels(database.db, { q: word }, { limit: 40 });
    const searched = stem(result.searchedFor ?? word);
    const ids = result.models.map((m) => m.id);
    const rows = ids.length ? await database.db.select({ title: models.title, tags: models.tags }).from(models).where(inArray(models.id, ids)) : [];
    const titled = rows.filter((r) => holds(r.title, searched)).length;
    const tagged = rows.filter((r) => [r.title, ...r.tags].some((text) => holds(text, searched))).length;
    shown += rows.length;
    inTitle += titled;
    inTitleOrTags += tagged;
    lines.push(`  ${word.padEnd(12)} title ${String(titled).padStart(2)}/${rows.length}   title or tags ${String(tagged).padStart(2)}/${rows.length}`);
  }
  console.log(`relevance: of ${shown} first-page results, ${inTitle} (${percent(inTitle, shown)}) have the word in their title, ${inTitleOrTags} (${percent(inTitleOrTags, shown)}) in their title or tags`);
  console.log(lines.join('\n'));
} finally {
  await database.close();
}
