import { and, eq, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { defaultSort, EXACT_COUNT_LIMIT, type ExploreFilters, type ExploreSort } from '../../shared/constants/discovery-rules';
import { ANALYSED_FORMATS } from '../../shared/constants/model-rules';
import type { ModelCardItem } from '../../shared/contracts/discovery/discovery';
import type { Db } from '../db/database';
import { models, users } from '../db/schema';
import { cardColumns, toModelCardItem } from './card-columns';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { prefixQuery, searchWords } from './search-words';
import { relevanceKey, sortKey, type SortKey } from './sort-keys';

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

/** Conditions on the model row the filters set (besides text), all on public models only. */
function filterConditions(filters: ExploreFilters): SQL[] {
  const conditions: SQL[] = [sql`${models.visibility} = 'public'`];
  if (filters.category) conditions.push(eq(models.category, filters.category));
  if (filters.licence) conditions.push(eq(models.licence, filters.licence));
  if (filters.format) conditions.push(sql`${models.formats} @> array[${filters.format}]::text[]`);
  if (filters.printable) conditions.push(sql`${models.watertight} = true`);
  if (filters.viewer) conditions.push(sql`${models.formats} && array[${sql.join(ANALYSED_FORMATS.map((f) => sql`${f}`), sql`, `)}]::text[]`);
  return conditions;
}

/**
 * Explore (decision 011): public models matching the words (full text with prefixes, or trigram
 * resemblance for typos) and the filters, in the chosen order, a keyset page at a time. The total
 * is counted exactly only up to EXACT_COUNT_LIMIT, so a broad query never counts a million rows.
 */
export async function searchPublicModels(db: Db, filters: ExploreFilters, page: { cursor?: string | undefined; limit: number }): Promise<SearchResult> {
  const words = filters.q ? searchWords(filters.q) : [];
  const hasText = words.length > 0;
  const asked = filters.sort === 'best' && !hasText ? undefined : filters.sort;
  const sort = asked ?? defaultSort(hasText ? 'text' : undefined);
  // Text with nothing searchable in it ("!!!") matches nothing rather than everything.
  if (filters.q && !hasText) return { models: [], total: { count: 0, exact: true }, nextCursor: null, sort };

  const conditions = filterConditions(filters);
  const tsquery = prefixQuery(words);
  const phrase = words.join(' ');
  if (hasText) {
    conditions.push(sql`(${models.searchVector} @@ to_tsquery('english', ${tsquery}) or ${phrase} <% ${models.searchText})`);
  }
  const key = sort === 'best' ? relevanceKey(tsquery, phrase) : sortKey(sort);

  const pageConditions = [...conditions];
  if (page.cursor) {
    const after = decodeSearchCursor(page.cursor, sort);
    if (!KEY_SHAPES[key.type].test(after.key)) throw new AppError('invalid-argument', 'cursor: is not one this server gave');
    pageConditions.push(sql`(${key.value}, ${models.id}) < (cast(${after.key} as ${sql.raw(key.type)}), ${after.id})`);
  }

  const [rows, counted] = await Promise.all([
    db
      .select({ ...cardColumns, key: key.text })
      .from(models)
      .innerJoin(users, eq(users.id, models.userId))
      .where(and(...pageConditions))
      .orderBy(sql`${key.value} desc nulls last`, sql`${models.id} desc nulls last`)
      .limit(page.limit + 1),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from ${models} where ${and(...conditions)} limit ${EXACT_COUNT_LIMIT + 1}) matched`,
    ),
  ]);
  const n = Number(counted.rows[0]?.n ?? 0);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    models: shown.map(toModelCardItem),
    total: n > EXACT_COUNT_LIMIT ? { count: EXACT_COUNT_LIMIT, exact: false } : { count: n, exact: true },
    nextCursor: rows.length > page.limit && last ? encodeSearchCursor({ sort, key: last.key, id: last.model.id }) : null,
    sort,
  };
}
