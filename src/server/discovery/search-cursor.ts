import { AppError } from '../../shared/app-error';
import type { ExploreSort } from '../../shared/constants/discovery-rules';
import type { After } from './read-matches';
import type { SortKey } from './sort-keys';

/**
 * Where a page ended: the ordering (a sort's name, or `bands` for best match: relevance band, then
 * popularity), the last row's band and key as exact text, and its id. A cursor of another ordering
 * is refused rather than misread, and so is one whose key is not what its ordering's key looks like.
 */
const BAD_CURSOR = 'cursor: is not one this server gave';

const KEY_SHAPES: Record<SortKey['type'], RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/,
  integer: /^-?\d{1,10}$/,
  real: /^-?(\d+(\.\d+)?(e[-+]?\d+)?|Infinity)$/i,
  'double precision': /^-?(\d+(\.\d+)?(e[-+]?\d+)?|Infinity)$/i,
};

const orderOf = (sort: ExploreSort) => (sort === 'best' ? 'bands' : sort);

export function encodeSearchCursor(sort: ExploreSort, after: After): string {
  return Buffer.from(JSON.stringify([orderOf(sort), after.band, after.key, after.id])).toString('base64url');
}

export function decodeSearchCursor(text: string, sort: ExploreSort, keyType: SortKey['type']): After {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('invalid-argument', BAD_CURSOR);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw new AppError('invalid-argument', BAD_CURSOR);
  const [order, band, key, id] = parsed as unknown[];
  const valid =
    order === orderOf(sort) &&
    Number.isInteger(band) &&
    (band as number) >= 0 &&
    (band as number) <= 4 &&
    typeof key === 'string' &&
    KEY_SHAPES[keyType].test(key) &&
    typeof id === 'string' &&
    /^[A-Za-z0-9_-]{1,64}$/.test(id);
  if (!valid) throw new AppError('invalid-argument', BAD_CURSOR);
  return { band: band as number, key: key as string, id: id as string };
}
