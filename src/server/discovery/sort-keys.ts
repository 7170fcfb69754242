import { sql, type SQL } from 'drizzle-orm';
import type { ExploreSort } from '../../shared/constants/discovery-rules';
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
  type: 'timestamptz' | 'integer' | 'real' | 'double precision';
}

const column = (value: SQL, type: SortKey['type']): SortKey => ({ value, text: sql<string>`(${value})::text`, type });

export function sortKey(sort: Exclude<ExploreSort, 'best'>): SortKey {
  switch (sort) {
    case 'newest':
      return {
        value: sql`${models.createdAt}`,
        text: sql<string>`to_char(${models.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        type: 'timestamptz',
      };
    case 'downloads':
      return column(sql`${models.downloads}`, 'integer');
    case 'views':
      return column(sql`${models.views}`, 'integer');
    case 'likes':
      return column(sql`${models.likes}`, 'integer');
    case 'trending':
      return column(sql`${models.trendingScore}`, 'real');
  }
}
