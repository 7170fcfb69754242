import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor, keysAfter, keyText, takePage } from '../../db/keyset-pager';
import { comments } from '../../db/schema';

const ORDERING = 'replies';
const keys = [
  { value: comments.createdAt, type: 'timestamptz' as const },
  { value: comments.id, type: 'id' as const },
];

/** A comment's replies read as a conversation, oldest first, on (created_at, id) like comments_parent_idx. */
export const replyPager = {
  cursorKey: keyText(comments.createdAt, 'timestamptz'),
  orderBy: [sql`${comments.createdAt} asc`, sql`${comments.id} asc`],
  after(cursor: string | undefined): SQL | undefined {
    return cursor ? keysAfter(keys, decodeCursor(cursor, ORDERING, ['timestamptz', 'id']), 'asc') : undefined;
  },
  page<T extends { cursorKey: string; id: string }>(rows: T[], limit: number) {
    return takePage(rows, limit, (last) => encodeCursor(ORDERING, [last.cursorKey, last.id]));
  },
};
