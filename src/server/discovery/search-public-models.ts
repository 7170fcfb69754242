import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { defaultSort, EXACT_COUNT_LIMIT, type ExploreFilters, type ExploreSort } from '../../shared/constants/discovery-rules';
import { ANALYSED_FORMATS } from '../../shared/constants/model-rules';
import type { ModelCardItem } from '../../shared/contracts/models/model-shapes';
import type { Db } from '../db/database';
import { models, users } from '../db/schema';
import { cardColumns, toModelCardItem } from './card-columns';
import { LISTED_PUBLICLY } from './listed-publicly';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { correctWords } from './correct-words';
import { searchWords, wordsQuery } from './search-words';
import { rankKey, sortKey, type SortKey } from './sort-keys';

export interface SearchResult {
  models: ModelCardItem[];
  total: { count: number; exact: boolean };
  nextCursor: string | null;
  sort: ExploreSort;
}

const KEY_SHAPES: Record<SortKey['type'], RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/,
  integer: /^-?\d{1,10}$/,
  real: /^-?(\d+(\.\d+)?(e[-+]?\d+)?|Infinity)$/i,
  'double precision': /^-?(\d+(\.\d+)?(e[-+]?\d+)?|Infinity)$/i,
};
const BAD_CURSOR = 'cursor: is not one this server gave';

/** Explore's filters, plus one creator's models for their profile. */
export type SearchFilters = ExploreFilters & { creatorId?: string | undefined };

/** Conditions on the model row the filters set (besides text), all on public models only. */
function filterConditions(filters: SearchFilters): SQL[] {
  const conditions: SQL[] = [LISTED_PUBLICLY];
  if (filters.creatorId) conditions.push(eq(models.userId, filters.creatorId));
  if (filters.category) conditions.push(eq(models.category, filters.category));
  if (filters.licence) conditions.push(eq(models.licence, filters.licence));
  if (filters.format) conditions.push(sql`${models.formats} @> array[${filters.format}]::text[]`);
  if (filters.printable) conditions.push(sql`${models.watertight} = true`);
  if (filters.viewer) conditions.push(sql`${models.formats} && array[${sql.join(ANALYSED_FORMATS.map((f) => sql`${f}`), sql`, `)}]::text[]`);
  return conditions;
}

/** How many rows match, counted only up to EXACT_COUNT_LIMIT + 1: a broad query never counts a million. */
async function countUpTo(db: Db, conditions: SQL[]): Promise<{ count: number; exact: boolean }> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${models} where ${and(...conditions)} limit ${EXACT_COUNT_LIMIT + 1}) matched`,
  );
  const n = Number(result.rows[0]?.n ?? 0);
  return n > EXACT_COUNT_LIMIT ? { count: EXACT_COUNT_LIMIT, exact: false } : { count: n, exact: true };
}

/**
 * Explore (decision 011): public models matching the words and the filters, in the chosen order, a
 * keyset page at a time. Words match by full text, the last one also as a prefix; a word that finds
 * nothing is widened to the site's words that resemble it, which is what finds a misspelt word.
 * Best match ranks every match when there are at most EXACT_COUNT_LIMIT of them; past that (a word
 * in thousands of models) it orders the matches by downloads, which an index walks without
 * ranking them all.
 */
export async function searchPublicModels(db: Db, filters: SearchFilters, page: { cursor?: string | undefined; limit: number }): Promise<SearchResult> {
  const words = filters.q ? searchWords(filters.q) : [];
  const hasText = words.length > 0;
  const asked = filters.sort === 'best' && !hasText ? undefined : filters.sort;
  const sort = asked ?? defaultSort(hasText ? 'text' : undefined);
  // Text with nothing searchable in it ("!!!") matches nothing rather than everything.
  if (filters.q && !hasText) return { models: [], total: { count: 0, exact: true }, nextCursor: null, sort };
  const after = page.cursor ? decodeSearchCursor(page.cursor, sort === 'best' ? ['rank', 'popularity'] : [sort]) : undefined;

  /** One try with a given tsquery (or none): the capped count, and the page in the order it implies. */
  async function attempt(tsquery: string | undefined) {
    const conditions = filterConditions(filters);
    if (tsquery) conditions.push(sql`${models.searchVector} @@ to_tsquery('english', ${tsquery})`);
    const keyFor = (order: string): SortKey =>
      order === 'rank' ? rankKey(tsquery!) : sortKey(order === 'popularity' ? 'downloads' : (order as Exclude<ExploreSort, 'best'>));
    // A forged cursor is refused before any query starts.
    if (after && !KEY_SHAPES[keyFor(after.order).type].test(after.key)) throw new AppError('invalid-argument', BAD_CURSOR);
    const counting = countUpTo(db, conditions);
    // Best match on a first page must know the count to choose its order; every other page can
    // be read while the count runs.
    const order = after?.order ?? (sort === 'best' ? ((await counting).exact ? 'rank' : 'popularity') : sort);
    const key = keyFor(order);
    const pageConditions = [...conditions];
    if (after) {
      pageConditions.push(sql`(${key.value}, ${models.id}) < (cast(${after.key} as ${sql.raw(key.type)}), ${after.id})`);
    }
    const [matched, rows] = await Promise.all([
      counting,
      db
        .select({ model: cardColumns.model, key: key.text })
        .from(models)
        .where(and(...pageConditions))
        .orderBy(sql`${key.value} desc nulls last`, sql`${models.id} desc nulls last`)
        .limit(page.limit + 1),
    ]);
    return { matched, rows, order };
  }

  const exactQuery = hasText ? wordsQuery(words.map((w) => [w])) : undefined;
  let found = await attempt(exactQuery);
  if (hasText && found.matched.count === 0) {
    const widened = wordsQuery(await correctWords(db, words));
    if (widened !== exactQuery) found = await attempt(widened);
  }
  const { matched, rows, order } = found;
  const shown = rows.slice(0, page.limit);
  // Creators are read for the page's rows only: joining users inside the search would make the
  // planner hash every user whenever it ranks many matches.
  const creatorIds = [...new Set(shown.map((r) => r.model.userId))];
  const creators = creatorIds.length > 0 ? await db.select(cardColumns.creator).from(users).where(inArray(users.id, creatorIds)) : [];
  const byId = new Map(creators.map((c) => [c.id, c]));
  const last = shown.at(-1);
  return {
    models: shown.map((row) => toModelCardItem({ model: row.model, creator: byId.get(row.model.userId)! })),
    total: matched,
    nextCursor: rows.length > page.limit && last ? encodeSearchCursor({ order, key: last.key, id: last.model.id }) : null,
    sort,
  };
}
