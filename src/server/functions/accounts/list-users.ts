import { and, desc, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { listUsers } from '../../../shared/contracts/accounts/admin';
import { users } from '../../db/schema';
import { implement } from '../implement';
import { toOwnAccount } from './profile-mappers';

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/**
 * The cursor carries created_at to the microsecond, as PostgreSQL stores it: a JS Date keeps only
 * milliseconds, and a truncated time would skip every row that shares the boundary's millisecond.
 */
const cursorTime = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [time = '', id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || !CURSOR_TIME.test(time) || Number.isNaN(Date.parse(time))) {
    throw new AppError('invalid-argument', 'cursor: is not one this server gave');
  }
  return { createdAt: time, id };
}

/** Newest first, keyset-paginated on (createdAt, id) so deep pages cost the same as the first. */
export const listUsersFunction = implement(listUsers, async ({ query, limit, cursor }, ctx) => {
  const conditions = [];
  if (query) {
    const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.username, pattern), ilike(users.displayName, pattern)));
  }
  if (cursor) {
    const after = decodeCursor(cursor);
    conditions.push(sql`(${users.createdAt}, ${users.id}) < (${after.createdAt}::timestamptz, ${after.id})`);
  }
  const rows = await ctx.db
    .select({ ...getTableColumns(users), cursorTime })
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? Buffer.from(`${last.cursorTime}|${last.id}`).toString('base64url') : null;
  return { users: page.map((row) => toOwnAccount(row)), nextCursor };
});
