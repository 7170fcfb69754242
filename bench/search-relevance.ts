// Issue 10's relevance figure at scale: for 30 single-word searches of things in the catalogue, the
// share of the first 40 results (best match) with the word, or the word searched instead, in their
// title or tags. Goal: at least 90 %. Load the models first (bench/load-models.ts), then:
//   DATABASE_URL=postgres://… node --import tsx bench/search-relevance.ts
//   DATA_DIR=/tmp/meshmandi-100k node --import tsx bench/search-relevance.ts      (PGlite)
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/database';
import { models } from '../src/server/db/schema';
import { searchPublicModels } from '../src/server/discovery/search-public-models';
import { NOUNS } from './support/catalogue-words';

const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir) throw new Error('Set DATABASE_URL or DATA_DIR to the database bench/load-models.ts filled.');
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir! }, { migrate: false });
// Every seventh noun: thirty words, common and rare alike.
const words = NOUNS.filter((_, i) => i % 7 === 0).slice(0, 30);
const stem = (w: string) => w.replace(/(es|s)$/, '');
try {
  let shown = 0;
  let relevant = 0;
  const lines: string[] = [];
  for (const word of words) {
    const result = await searchPublicModels(database.db, { q: word }, { limit: 40 });
    const searched = stem(result.searchedFor ?? word);
    const ids = result.models.map((m) => m.id);
    const rows = ids.length ? await database.db.select({ title: models.title, tags: models.tags }).from(models).where(inArray(models.id, ids)) : [];
    const hits = rows.filter((r) => [r.title, ...r.tags].some((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => stem(w) === searched))).length;
    shown += rows.length;
    relevant += hits;
    lines.push(`  ${word.padEnd(12)} ${String(hits).padStart(2)}/${rows.length}`);
  }
  console.log(`relevance: ${relevant} of ${shown} first-page results (${((100 * relevant) / Math.max(1, shown)).toFixed(1)} %) have the word in their title or tags`);
  console.log(lines.join('\n'));
} finally {
  await database.close();
}
