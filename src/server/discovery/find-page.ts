import { and, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_LIMIT, type ExploreSort } from '../../shared/constants/discovery-rules';
import { models } from '../db/schema';
import { countUpTo, estimateMatches, keyAfter, PLAN_LIMIT, planFreely, planWithBitmaps, planWithoutBitmaps, readSmallSet, TITLE_PLAN_LIMIT, TITLE_WALK_BUDGET, walkSortIndex, type After, type MatchRow, type Reader } from './read-matches';
import { wordsQueryWithPrefixes } from './prefix-words';
import { estimateProvesPast, provenPast, sizeUpTo, statisticsFloor } from './size-up-to';
import { sortKey, type SortKey } from './sort-keys';

export interface FoundPage {
  /** The page's rows, plus one more when there is a next page. */
  rows: MatchRow[];
  /** Matches, counted up to EXACT_COUNT_LIMIT + 1 at least (past that the exact figure is not shown). */
  total: number;
  /** Where a walk that ran out of budget stopped: the next page starts there. */
  resumeAt: After | null;
}

/** Best match orders each band by popularity; the sorts by their own key. */
export const keyFor = (sort: ExploreSort): SortKey => sortKey(sort === 'best' ? 'downloads' : sort);

/** The relevance bands of a text, best first, and what a page needs to know of them. */
interface Bands {
  tiers: SQL[];
  /** How many leading bands the downloads index answers alone (title, then title and tags). */
  titleTiers: number;
  /** Every word in the title (stemmed), counted first. */
  titleWords: SQL;
  /** The phrase and as-typed bands, within titleWords: its count bounds theirs. */
  withinTitleWords: SQL[];
  /** Title and tags, whole words then the last as a start: the union of the leading bands. */
  titleAndTags: SQL[];
  /** The one vector a band reads, for the bands that read one (the phrase and as-typed read two readings). */
  vectorOf: Map<SQL, PgColumn>;
  /** The as-typed band, and its simple reading alone, which holds no title the stemmed one does not. */
  asTyped: { tier: SQL; typed: SQL };
}

/**
 * The relevance bands of a text (decisions 023, 055), best first, as Meilisearch's attribute rule
 * ranks: the words as a phrase in the title (two or more words); every word in the title as typed
 * (or a plural of it: "vase" finds "Vases", not "Organic" for "organizer", though both stem to
 * "organ"), then as stemmed, then with the last word as the start of a word there; the same in the
 * title or tags; every word anywhere (creator, category, description), then with the last as a
 * start. A model is in the first band it meets.
 */
async function relevanceTiers(db: Reader, words: string[]): Promise<Bands> {
  const { exact, prefix } = await wordsQueryWithPrefixes(db, words);
  const readings = prefix ? [exact, prefix] : [exact];
  const matching = (vector: PgColumn, config: 'english' | 'simple' = 'english') => (q: string) => sql`${vector} @@ to_tsquery(${sql.raw(`'${config}'`)}, ${q})`;
  const inTitle = matching(models.titleOnlyVector);
  const phrase = words.length > 1 ? [inTitle(words.join(' <-> '))] : [];
  // As typed, and as stemmed too: a stop word alone ("for") is nothing to the English reading, so
  // it finds no title here either, as in every other band.
  const typedInTitle = matching(models.titleOnlyVector, 'simple')(exact);
  const asTyped = sql`${typedInTitle} and ${inTitle(exact)}`;
  const titleAndTags = readings.map(matching(models.titleVector));
  const titleWords = inTitle(exact);
  const titleStarts = prefix ? [inTitle(prefix)] : [];
  const titled = [...phrase, asTyped, titleWords, ...titleStarts, ...titleAndTags];
  const anywhere = readings.map(matching(models.searchVector));
  const tiers = [...titled, ...anywhere];
  const vectorOf = new Map<SQL, PgColumn>([
    ...[titleWords, ...titleStarts].map((t): [SQL, PgColumn] => [t, models.titleOnlyVector]),
    ...titleAndTags.map((t): [SQL, PgColumn] => [t, models.titleVector]),
    ...anywhere.map((t): [SQL, PgColumn] => [t, models.searchVector]),
  ]);
  return { tiers, titleTiers: titled.length, titleWords, withinTitleWords: [...phrase, asTyped], titleAndTags, vectorOf, asTyped: { tier: asTyped, typed: typedInTitle } };
}

const bandOf = (tiers: SQL[]) => sql`case ${sql.join(tiers.map((t, i) => sql`when ${t} then ${i + 1}`), sql` `)} end`;

/**
 * The sizes of the text in titles and tags, whole words first, each up to `limit` + 1: a text
 * common there shows itself cheaply. The starts-of-words reading is counted only when whole words
 * are few (a common whole word needs no more counting). Every title band is within these.
 */
async function countInTitles(db: Reader, base: SQL[], titleAndTags: SQL[], limit: number): Promise<number[]> {
  const whole = await sizeUpTo(db, base, titleAndTags[0]!, models.titleVector, limit);
  if (titleAndTags.length === 1 || whole > limit) return [whole];
  return [whole, await sizeUpTo(db, base, titleAndTags[1]!, models.titleVector, limit)];
}

/**
 * The title bands' walk reads only the downloads index when no filter needs the table (filters
 * besides "listed publicly" do): it then goes further, and smaller sets are walked.
 */
const titleWalk = (base: SQL[]) => (base.length === 1 ? { limit: TITLE_PLAN_LIMIT, budget: TITLE_WALK_BUDGET } : { limit: PLAN_LIMIT, budget: undefined });

/** What the filters make of a list: `indexed`, narrowed to a small set by indexed filters; `byCategory`, one category's. */
export interface ListShape {
  indexed: boolean;
  byCategory: boolean;
}

/**
 * Whether the planner's estimate of a text's matches comes from the words' own statistics: a word
 * outside the list of most common words is estimated at a floor, whatever its true count (a word
 * that no model has, too). Only an estimate well above the floor, that of a word no model can have
 * under the same filters, says the words are common; one near it says nothing.
 */
async function knownToBeCommon(db: Reader, base: SQL[], estimate: number): Promise<boolean> {
  return estimate > 2 * (await statisticsFloor(db, base, models.searchVector));
}

/** The title bands of a text are few enough to read whole (see countInTitles). */
async function titlesAreFew(db: Reader, base: SQL[], titleAndTags: SQL[]): Promise<boolean> {
  const limit = titleWalk(base).limit;
  return (await countInTitles(db, base, titleAndTags, limit)).every((n) => n <= limit);
}

/**
 * Whether a page is better read from the title bands alone than from the whole set, when the
 * statistics do not prove the set past a whole read: the titles (and tags) hold enough matches
 * for a page, the page starts within them, and the planner expects more matches in all than a
 * whole read takes (past PLAN_LIMIT it reads a sample, wasted, before the bands are read one by
 * one). A set expected to be small is read whole: one read then also counts it.
 */
function titlesFillThePage(estimate: number, titled: number, want: number, after: After | undefined, titleTiers: number): boolean {
  return titled >= want && (after?.band ?? 1) <= titleTiers && estimate > PLAN_LIMIT;
}

/** A filtered list without text reads fewer columns per row than a text's matches: it may read more rows whole. */
const BROWSE_PLAN_LIMIT = 2 * PLAN_LIMIT;

/**
 * A list without text. In one category, it is counted and walked through the category's indexes
 * (one per sort, migration 0015): at most the category's rows, and a page in a short walk. Else,
 * narrowed by indexed filters that together make a small set (`indexed`, a creator's models), it
 * is read like a text's matches: whole and sorted when small (bitmaps of the filters' indexes),
 * else by walking the sort's index. Otherwise many models pass and the sort's index is walked at once.
 */
async function browse(db: Reader, base: SQL[], key: SortKey, after: After | undefined, limit: number, shape: ListShape): Promise<FoundPage> {
  const { indexed, byCategory } = shape;
  if (indexed && !byCategory) {
    const small = await readSmallSet(db, { conditions: base, band: sql`0`, key, after, limit, cap: BROWSE_PLAN_LIMIT });
    if (small.size <= BROWSE_PLAN_LIMIT) return { rows: small.rows, total: small.size, resumeAt: null };
  }
  await (byCategory ? planWithoutBitmaps(db) : planFreely(db));
  try {
    const total = indexed && !byCategory ? BROWSE_PLAN_LIMIT + 1 : await countUpTo(db, base, EXACT_COUNT_LIMIT);
    const afterKey = after ? keyAfter(key, after, key.value, sql`${models.id}`) : undefined;
    const result = await db.execute<{ id: string; kt: string }>(sql`
      select ${models.id} as id, ${key.text} as kt from ${models} where ${and(...base, afterKey)}
      order by ${key.value} desc nulls last, ${models.id} desc nulls last limit ${limit}`);
    return { rows: result.rows.map((r) => ({ id: r.id, band: 0, key: r.kt })), total, resumeAt: null };
  } finally {
    await planWithBitmaps(db);
  }
}

/**
 * A page of public models meeting `base` and the words, in the sort's order, reading a bounded
 * number of rows however many match: a set of at most PLAN_LIMIT matches is read whole through
 * the text index and sorted; a larger one by walking the sort's index (readSmallSet, walkSortIndex).
 */
export async function findPage(
  db: Reader,
  input: { base: SQL[]; words: string[]; sort: ExploreSort; after?: After | undefined; limit: number } & ListShape,
): Promise<FoundPage> {
  const { base, words, sort, after } = input;
  const want = input.limit + 1;
  const key = keyFor(sort);
  if (words.length === 0) return browse(db, base, key, after, want, input);
  const { tiers, titleTiers, titleWords, withinTitleWords, titleAndTags, vectorOf, asTyped } = await relevanceTiers(db, words);
  const sizes = new Map<SQL, number>();
  // A band's size, counted only when its words' statistics do not already prove it past the cap.
  // The as-typed band reads two readings, which the planner estimates as if unrelated; but a title
  // with the words as typed has their stems too, so once the stemmed reading is past the cap, the
  // typed reading alone stands for the band.
  const sizeOfBand = async (tier: SQL, cap: number) => {
    const vector = vectorOf.get(tier);
    if (vector) return sizeUpTo(db, base, tier, vector, cap);
    const stemmedPast = (sizes.get(titleWords) ?? 0) > cap;
    if (tier === asTyped.tier && stemmedPast && (await provenPast(db, base, asTyped.typed, models.titleOnlyVector, cap))) return cap + 1;
    return countUpTo(db, [...base, tier], cap);
  };
  const everything = tiers.at(-1)!;
  // A sort other than best match has no bands: a set of a few thousand matches is read whole
  // through the text index, a larger one found by walking the sort's index (which reads the table
  // row by row). The planner's estimate from the words' statistics chooses before any row is read
  // when it can (readSmallSet counts exactly, and gives way to the walk when the estimate was short).
  if (sort !== 'best') {
    const estimate = await estimateMatches(db, [...base, everything]);
    const readWhole = estimate <= PLAN_LIMIT || (!(await knownToBeCommon(db, base, estimate)) && (await titlesAreFew(db, base, titleAndTags)));
    if (readWhole) {
      const small = await readSmallSet(db, { conditions: [...base, everything], band: sql`0`, key, after, limit: want, cap: PLAN_LIMIT });
      if (small.size <= PLAN_LIMIT) return { rows: small.rows, total: small.size, resumeAt: null };
    }
    const walked = await walkSortIndex(db, { base, hit: everything, band: 0, key, after, limit: want });
    return { ...walked, total: PLAN_LIMIT + 1 };
  }
  // Best match: a small set of matches is read and ordered in one go. The words are first counted
  // in titles, then (when few there) in titles and tags (the last as a start of a word, if it may
  // be), where common words show themselves cheaply: the title index holds a word's title postings
  // only, not its tags' too. A text common there is walked band by band and the rest of its
  // matches never counted.
  const walk = titleWalk(base);
  let titledRows: MatchRow[] | null = null;
  sizes.set(titleWords, await sizeOfBand(titleWords, walk.limit));
  if (sizes.get(titleWords)! <= walk.limit) {
    // Few in titles: so are its phrase and as typed, which need no count of their own to be read whole.
    for (const tier of withinTitleWords) sizes.set(tier, sizes.get(titleWords)!);
    const titleSizes = await countInTitles(db, base, titleAndTags, walk.limit);
    titleSizes.forEach((n, i) => sizes.set(titleAndTags[i]!, n));
    // Few in titles and tags, but maybe many elsewhere (a creator's name on thousands of models):
    // a set the statistics already prove too large is not read in part first.
    const titlesFew = titleSizes.every((n) => n <= walk.limit);
    const estimate = titlesFew ? await estimateMatches(db, [...base, everything]) : 0;
    const manyElsewhere = titlesFew && (await estimateProvesPast(db, base, vectorOf.get(everything)!, estimate, PLAN_LIMIT));
    if (manyElsewhere) sizes.set(everything, PLAN_LIMIT + 1);
    const mayReadWhole = titlesFew && !manyElsewhere;
    if (mayReadWhole && titlesFillThePage(estimate, titleSizes.at(-1)!, want, after, titleTiers)) {
      // Read the title bands alone, all at once: the rest of the matches is not read unless the
      // titles run out on this page (their bands' walk then goes on after them).
      const titled = await readSmallSet(db, { conditions: [...base, titleAndTags.at(-1)!], band: bandOf(tiers.slice(0, titleTiers)), key, after, limit: want, cap: walk.limit });
      if (titled.rows.length >= want) {
        const total = titled.size > EXACT_COUNT_LIMIT ? PLAN_LIMIT + 1 : await sizeOfBand(everything, EXACT_COUNT_LIMIT);
        return { rows: titled.rows, total, resumeAt: null };
      }
      titledRows = titled.rows;
    } else if (mayReadWhole) {
      const small = await readSmallSet(db, { conditions: [...base, everything], band: bandOf(tiers), key, after, limit: want, cap: PLAN_LIMIT });
      if (small.size <= PLAN_LIMIT) return { rows: small.rows, total: small.size, resumeAt: null };
    }
  }
  // Otherwise band by band, each read the cheaper way for its own size. A common word fills the
  // page from its first bands, and all its matches are never counted: more than the counting limit
  // in one band (or in titles, or in titles and tags) is "1,000+" for all.
  const rows: MatchRow[] = titledRows ?? [];
  let many = [...sizes.values()].some((n) => n > EXACT_COUNT_LIMIT);
  let resumeAt: After | null = null;
  const firstBand = titledRows ? titleTiers + 1 : Math.max(1, after?.band ?? 1);
  for (let band = firstBand; band <= tiers.length && rows.length < want && !resumeAt; band++) {
    const tier = tiers[band - 1]!;
    const earlier = tiers.slice(0, band - 1);
    const hit = earlier.length > 0 ? and(tier, not(or(...earlier)!))! : tier;
    const from = after?.band === band ? after : undefined;
    // A title band's walk reads only the index (its rows need no table), so it starts sooner.
    const inTitle = band <= titleTiers;
    const limit = inTitle ? walk.limit : PLAN_LIMIT;
    const size = sizes.get(tier) ?? (await sizeOfBand(tier, limit));
    if (size > EXACT_COUNT_LIMIT) many = true;
    if (size === 0) continue;
    if (size <= limit) {
      rows.push(...(await readSmallSet(db, { conditions: [...base, hit], band: sql`${band}`, key, after: from, limit: want - rows.length, cap: limit })).rows);
      continue;
    }
    const walked = await walkSortIndex(db, { base, hit, band, key, after: from, limit: want - rows.length, ...(inTitle && walk.budget ? { budget: walk.budget } : {}) });
    rows.push(...walked.rows);
    resumeAt = rows.length < want ? walked.resumeAt : null;
  }
  const total = many ? PLAN_LIMIT + 1 : await sizeOfBand(everything, EXACT_COUNT_LIMIT);
  return { rows, total, resumeAt };
}
