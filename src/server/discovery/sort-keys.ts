import { sql, type SQL } from 'drizzle-orm';
import type { ExploreSort } from '../../shared/constants/discovery-rules';
import { keyText, type KeyType } from '../db/keyset-pager';
import { models } from '../db/schema';

/**
 * How a sort orders rows and pages through them: `value` is the expression ordered by (descending,
 * then id), `text` the same value as exact text for the cursor, `type` what that text is cast back to.
 * Text, because a JS number or Date would round a float or a microsecond timestamp, and a cursor
 * that is off by a rounding skips or repeats rows at the page boundary.
 */
export interface SortKey {
  value: SQL;
  text: SQL<string>;
  type: Exclude<KeyType, 'id'>;
}

const column = (value: SQL, type: SortKey['type']): SortKey => ({ value, text: keyText(value, type), type });

export function sortKey(sort: Exclude<ExploreSort, 'best'>): SortKey {
  switch (sort) {
    case 'newest':
      return column(sql`${models.createdAt}`, 'timestamptz');
    case 'downloads':
      return column(sql`${models.downloads}`, 'integer');
    case 'views':
      return column(sql`${models.views}`, 'integer');
    case 'likes':
      return column(sql`${models.likes}`, 'integer');
    case 'makes':
      return column(sql`${models.makeCount}`, 'integer');
    case 'trending':
      return column(sql`${models.trendingScore}`, 'real');
    case 'rating':
      return column(sql`${models.ratingScore}`, 'double precision');
  }
}
