import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { defaultSort, EXACT_COUNT_LIMIT, type ExploreSort } from '../../shared/constants/discovery-rules';
import type { ExploreFilters } from '../../shared/constants/explore-filters';
import { ANALYSED_FORMATS } from '../../shared/constants/model-rules';
import type { ModelCardItem } from '../../shared/contracts/models/model-shapes';
import type { Db } from '../db/database';
import { models, users } from '../db/schema';
import { cardColumns, toModelCardItem } from '../models';
import { correctWord, LITTLE, siteWords, wordMatches } from './correct-words';
import { readFilterWords, type FiltersFromText } from './filter-words';
import { findPage, keyFor, type FoundPage } from './find-page';
import { LISTED_PUBLICLY } from '../policies';
import { listThrough, type PageFinder } from './list-through';
import { AppError } from '../../shared/app-error';
import { planWithBitmaps, type After, type Reader } from './read-matches';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { searchWords } from './search-words';

export interface SearchResult {
  models: ModelCardItem[];
  total: { count: number; exact: boolean };
  nextCursor: string | null;
  sort: ExploreSort;
  /** The text searched when it is not what was typed (a typo corrected, words that match nothing left out). */
  searchedFor: string | null;
  /** Filters that words of the text set ("gear stl"). */
  filtersFromText: FiltersFromText;
}

/** Explore's filters, plus one creator's models for their profile, and `verbatim`: search the text as typed. */
export type SearchFilters = ExploreFilters & { creatorId?: string | undefined; verbatim?: boolean | undefined };

/** Conditions on the model row the filters set (besides text), all on public models only. */
function filterConditions(filters: SearchFilters): SQL[] {
  const conditions: SQL[] = [LISTED_PUBLICLY];
  if (filters.creatorId) conditions.push(eq(models.userId, filters.creatorId));
  if (filters.category) conditions.push(eq(models.category, filters.category));
  if (filters.licence) conditions.push(eq(models.licence, filters.licence));
  if (filters.format) conditions.push(sql`${models.formats} @> array[${filters.format}]::text[]`);
  if (filters.printable) conditions.push(sql`${models.watertight} = true`);
  // Decision 093: no index of its own; like licence and printable, its lists walk the sort's index.
  if (filters.printableAsIs) conditions.push(sql`${models.printableAsIs} = true`);
  // Decision 092: material and print time each have a partial index over the models that say them.
  if (filters.material) conditions.push(eq(models.printMaterial, filters.material));
  if (filters.noSupports) conditions.push(sql`${models.printSupportsNeeded} = false`);
  if (filters.maxPrintMinutes) conditions.push(sql`${models.printMinutes} <= ${filters.maxPrintMinutes}`);
  if (filters.viewer) conditions.push(sql`${models.formats} && array[${sql.join(ANALYSED_FORMATS.map((f) => sql`${f}`), sql`, `)}]::text[]`);
  return conditions;
}

/**
 * Words that may find more than the ones typed, when those find little (issue 10): each word that
 * finds at most LITTLE models and is no word of the site's titles, tags or creators is corrected
 * to the site word it most likely stands for; a word that still finds nothing is left out while
 * others remain ("chess kng" → "chess"). Null when there is nothing to change.
 */
async function betterWords(db: Reader, base: SQL[], words: string[]): Promise<string[] | null> {
  // A word of the site is kept as typed; only the others are counted, which for a long query of
  // common words saves a count of each.
  const known = await siteWords(db, words);
  const unknown = words.filter((w) => !known.has(w));
  const counts = new Map(unknown.map((w, i) => [w, i]));
  const found = await wordMatches(db, base, unknown, words.at(-1)!);
  const better: string[] = [];
  for (const word of words) {
    const matches = counts.has(word) ? found[counts.get(word)!]! : LITTLE + 1;
    const corrected = matches <= LITTLE ? await correctWord(db, base, word) : null;
    if (corrected) better.push(corrected);
    else if (matches > 0) better.push(word);
  }
  const changed = better.length !== words.length || better.some((w, i) => w !== words[i]);
  return better.length > 0 && changed ? better : null;
}

/**
 * Explore (decisions 011, 023): public models matching the words and the filters, in the chosen
 * order, a keyset page at a time. Best match orders by relevance band (title and tags before
 * creator, category and description; whole words before starts of words), then popularity.
 * Format, category and licence names in the text become filters; a text that finds little is
 * retried with its typos corrected, and the answer says what was searched instead. `through` gives
 * the list from the top down through a page, as a reload after Load more shows it (list-through.ts).
 */
export async function searchPublicModels(
  db: Db,
  filters: SearchFilters,
  page: { cursor?: string | undefined; through?: string | undefined; limit: number },
): Promise<SearchResult> {
  const typed = filters.q ? searchWords(filters.q) : [];
  const read = filters.verbatim ? { words: typed, filters: {} } : readFilterWords(typed, filters);
  const words = read.words;
  const asked = filters.sort === 'best' && words.length === 0 ? undefined : filters.sort;
  const sort = asked ?? defaultSort(words.length > 0 ? 'text' : undefined);
  const answer = { sort, filtersFromText: read.filters };
  // Text with nothing searchable in it ("!!!", emoji) matches nothing rather than everything.
  if (filters.q && typed.length === 0) return { ...answer, models: [], total: { count: 0, exact: true }, nextCursor: null, searchedFor: null, ...(page.through ? { throughAt: 0 } : {}) };
  // A forged cursor is refused before any query starts.
  const after = page.cursor ? decodeSearchCursor(page.cursor, sort, keyFor(sort).type) : undefined;
  const through = page.through ? decodeThrough(page.through, sort) : undefined;
  const effective = { ...filters, ...read.filters };
  const base = filterConditions(effective);
  // Filters whose indexes together make a small set: one creator's models, or two of category,
  // format, 3D preview, print material and print time (decision 092: few models say either). One of these alone passes thousands (a category is about 1 in 60 at a
  // million), and licence and printable pass most models: their lists walk the sort's index.
  const narrowing = [effective.category, effective.format, effective.viewer, effective.material, effective.maxPrintMinutes].filter(Boolean).length;
  const indexed = Boolean(effective.creatorId) || narrowing >= 2;

  const list = await db.transaction(async (tx) => {
    await planWithBitmaps(tx);
    const find: PageFinder = async (from) => {
      const input = { base, sort, after: from, limit: page.limit, indexed, byCategory: Boolean(effective.category) };
      let found: FoundPage = await findPage(tx, { ...input, words });
      let searched = words;
      if (words.length > 0 && !filters.verbatim && found.total <= LITTLE) {
        const better = await betterWords(tx, base, words);
        const retried = better ? await findPage(tx, { ...input, words: better }) : null;
        if (better && retried && retried.total > found.total) [found, searched] = [retried, better];
      }
      const shown = found.rows.slice(0, page.limit);
      const next: After | null = found.rows.length > page.limit ? shown.at(-1)! : found.resumeAt;
      return { rows: shown, next, total: found.total, searched };
    };
    return through ? listThrough(find, through) : { ...(await find(after)), throughAt: undefined };
  });

  return {
    ...answer,
    models: await readCards(db, list.rows.map((r) => r.id)),
    total: list.total > EXACT_COUNT_LIMIT ? { count: EXACT_COUNT_LIMIT, exact: false } : { count: list.total, exact: true },
    nextCursor: list.next ? encodeSearchCursor(sort, list.next) : null,
    searchedFor: list.searched === words ? null : list.searched.join(' '),
    ...(list.throughAt !== undefined ? { throughAt: list.throughAt } : {}),
  };
}

/** `through` is a cursor this server gave for the same sort; said in a sentence when it is not. */
function decodeThrough(text: string, sort: ExploreSort): After {
  try {
    return decodeSearchCursor(text, sort, keyFor(sort).type);
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid-argument') {
      throw new AppError('invalid-argument', 'The place to list through is not a page of this list (it is from another sort, or not one this server gave).');
    }
    throw error;
  }
}

/**
 * The cards of a page, in its order. Creators are read for the page's rows only: joining users
 * inside the search would make the planner hash every user whenever it ranks many matches.
 */
async function readCards(db: Db, ids: string[]): Promise<ModelCardItem[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(cardColumns.model).from(models).where(inArray(models.id, ids));
  const creatorIds = [...new Set(rows.map((r) => r.userId))];
  const creators = await db.select(cardColumns.creator).from(users).where(inArray(users.id, creatorIds));
  const byId = new Map(creators.map((c) => [c.id, c]));
  const byModel = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const model = byModel.get(id);
    return model ? [toModelCardItem({ model, creator: byId.get(model.userId)! })] : [];
  });
}
