import { and, getTableColumns, ilike, or } from 'drizzle-orm';
import { listUsers } from '../../../shared/contracts/accounts/admin';
import { newestFirst } from '../../db/keyset-pager';
import { users } from '../../db/schema';
import { implement } from '../../callables/implement';
import { toOwnAccount } from './profile-mappers';

const pager = newestFirst('users', users.createdAt, users.id);

/** Newest first, keyset-paginated on (createdAt, id) so deep pages cost the same as the first. */
export const listUsersFunction = implement(listUsers, async ({ query, limit, cursor }, ctx) => {
  const matching = query
    ? (() => {
        const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return or(ilike(users.email, pattern), ilike(users.username, pattern), ilike(users.displayName, pattern));
      })()
    : undefined;
  const rows = await ctx.db
    .select({ ...getTableColumns(users), cursorKey: pager.cursorKey })
    .from(users)
    .where(and(matching, pager.after(cursor)))
    .orderBy(...pager.orderBy)
    .limit(limit + 1);
  const { page, nextCursor } = pager.page(rows, limit);
  return { users: page.map((row) => toOwnAccount(row)), nextCursor };
});
