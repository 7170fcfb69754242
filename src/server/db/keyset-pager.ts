import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';

/**
 * Keyset paging, one way for every list (users, my models, search, sitemaps): rows are ordered by
 * a few key columns and a page starts strictly after the last row of the one before, so a deep
 * page costs what the first does and rows added meanwhile shift nothing.
 *
 * A cursor is the ordering's name and the last row's keys as exact text, base64url-encoded JSON.
 * Text, because a JS number or Date would round a float or a microsecond timestamp, and a key that
 * is off by a rounding skips or repeats rows at the page boundary. A cursor of another ordering,
 * or with a key that does not look like its type, is refused with one error rather than misread.
 */
export const BAD_CURSOR = 'cursor: is not one this server gave';

export type KeyType = 'timestamptz' | 'integer' | 'real' | 'double precision' | 'id';

const NUMBER = /^-?(\d+(\.\d+)?(e[-+]?\d+)?|Infinity)$/i;
const KEY_SHAPES: Record<KeyType, RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/,
  integer: /^-?\d{1,10}$/,
  real: NUMBER,
  'double precision': NUMBER,
  id: /^[A-Za-z0-9_-]{1,64}$/,
};

const CAST: Record<KeyType, string> = {
  timestamptz: 'timestamptz',
  integer: 'integer',
  real: 'real',
  'double precision': 'double precision',
  id: 'text',
};

/** A key's value as the exact text a cursor carries (timestamps to the microsecond, in UTC). */
export function keyText(value: SQL | SQL.Aliased | unknown, type: KeyType): SQL<string> {
  if (type === 'timestamptz') return sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return sql<string>`(${value})::text`;
}

/** Rows strictly after `values` in the keys' order (all descending, or all ascending). */
export function keysAfter(keys: { value: unknown; type: KeyType }[], values: string[], direction: 'asc' | 'desc'): SQL {
  const columns = sql.join(keys.map((k) => sql`${k.value}`), sql`, `);
  const bounds = sql.join(keys.map((k, i) => sql`cast(${values[i]} as ${sql.raw(CAST[k.type])})`), sql`, `);
  return direction === 'desc' ? sql`(${columns}) < (${bounds})` : sql`(${columns}) > (${bounds})`;
}

export function encodeCursor(ordering: string, values: (string | number)[]): string {
  return Buffer.from(JSON.stringify([ordering, ...values])).toString('base64url');
}

/** The keys of a cursor given for `ordering`, checked against their types; throws BAD_CURSOR. */
export function decodeCursor(text: string, ordering: string, types: KeyType[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid-argument', BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== types.length + 1 || parsed[0] !== ordering) {
    throw new AppError('invalid-argument', BAD_CURSOR);
  }
  const values = parsed.slice(1).map((v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v));
  const valid = values.every((v, i) => typeof v === 'string' && KEY_SHAPES[types[i]!].test(v));
  if (!valid || (types.includes('timestamptz') && values.some((v, i) => types[i] === 'timestamptz' && Number.isNaN(Date.parse(v as string))))) {
    throw new AppError('invalid-argument', BAD_CURSOR);
  }
  return values as string[];
}

/**
 * A page from `limit + 1` rows read: the first `limit`, and a cursor after the last of them when
 * the extra row shows there is more.
 */
export function takePage<T>(rows: T[], limit: number, cursorOf: (last: T) => string): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}

/**
 * A newest-first list on (created_at, id): the columns to select for the cursor, the condition for
 * a page after a cursor, and the page with its next cursor. Used by lists of one table's rows.
 *
 * `index` is how the list's index is built, so the order is one the planner reads from it instead
 * of sorting every match: drizzle's `.desc()` makes `DESC NULLS LAST` (the default here), and an
 * ascending index read backwards gives plain `desc` (nulls first). The columns are never null, so
 * both orders are the same rows in the same order; only the planner tells them apart.
 */
export function newestFirst(ordering: string, createdAt: unknown, id: unknown, index: 'desc' | 'asc' = 'desc') {
  const keys = [
    { value: createdAt, type: 'timestamptz' as const },
    { value: id, type: 'id' as const },
  ];
  const direction = index === 'desc' ? sql.raw('desc nulls last') : sql.raw('desc');
  return {
    cursorKey: keyText(createdAt, 'timestamptz'),
    orderBy: [sql`${createdAt} ${direction}`, sql`${id} ${direction}`],
    after(cursor: string | undefined): SQL | undefined {
      return cursor ? keysAfter(keys, decodeCursor(cursor, ordering, ['timestamptz', 'id']), 'desc') : undefined;
    },
    page<T extends { cursorKey: string; id: string }>(rows: T[], limit: number) {
      return takePage(rows, limit, (last) => encodeCursor(ordering, [last.cursorKey, last.id]));
    },
  };
}

/** Rows after `afterId` in id order (all rows when null): walks that page by id alone, as the sitemaps do. */
export function idsAfter(id: unknown, afterId: string | null): SQL | undefined {
  return afterId === null ? undefined : keysAfter([{ value: id, type: 'id' }], [afterId], 'asc');
}
