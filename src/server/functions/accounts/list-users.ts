import { and, desc, ilike, or, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { listUsers } from '../../../shared/contracts/accounts/admin';
import { users } from '../../db/schema';
import { implement } from '../implement';
import { toOwnAccount } from './profile-mappers';

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(time ?? '');
  if (!id || Number.isNaN(createdAt.getTime())) throw new AppError('invalid-argument', 'cursor: is not one this server gave');
  return { createdAt, id };
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
    conditions.push(sql`(${users.createdAt}, ${users.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`);
  }
  const rows = await ctx.db
    .select()
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url') : null;
  return { users: page.map(toOwnAccount), nextCursor };
});
