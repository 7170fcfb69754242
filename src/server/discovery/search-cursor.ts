import { AppError } from '../../shared/app-error';
import type { ExploreSort } from '../../shared/constants/discovery-rules';
import { BAD_CURSOR, decodeCursor, encodeCursor } from '../db/keyset-pager';
import type { After } from './read-matches';
import type { SortKey } from './sort-keys';

/**
 * Where a page ended: the ordering (a sort's name, or `bands` for best match: relevance band, then
 * popularity), the last row's band, key and id, on the one keyset pager of db/keyset-pager.
 */
const orderOf = (sort: ExploreSort) => (sort === 'best' ? 'bands' : sort);
/** Best match has at most eight bands (find-page.ts: phrase, title ×3, title and tags ×2, anywhere ×2). */
const LAST_BAND = 8;

export function encodeSearchCursor(sort: ExploreSort, after: After): string {
  return encodeCursor(orderOf(sort), [after.band, after.key, after.id]);
}

export function decodeSearchCursor(text: string, sort: ExploreSort, keyType: SortKey['type']): After {
  const [band, key, id] = decodeCursor(text, orderOf(sort), ['integer', keyType, 'id']) as [string, string, string];
  const bandNumber = Number(band);
  if (bandNumber < 0 || bandNumber > LAST_BAND) throw new AppError('invalid-argument', BAD_CURSOR);
  return { band: bandNumber, key, id };
}
