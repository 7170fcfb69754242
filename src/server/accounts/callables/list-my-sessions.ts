import { and, desc, eq, gt } from 'drizzle-orm';
import { listMySessions } from '../../../shared/contracts/accounts/security';
import { sessions } from '../../db/schema';
import { maskIp, summarizeUserAgent } from '../../security';
import { implement } from '../../callables/implement';

/**
 * The caller's live sessions, read from better-auth's table (every node shares it). Tokens never
 * leave the server; a session is named by its row id, which signs nothing in.
 */
export const listMySessionsFunction = implement(listMySessions, async (_input, ctx) => {
  const current = await ctx.auth.api.getSession({ headers: ctx.headers });
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, ctx.user.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.id));
  const currentId = current?.session.id ?? null;
  const listed = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    device: summarizeUserAgent(row.userAgent),
    ip: maskIp(row.ipAddress),
    current: row.id === currentId,
  }));
  return { sessions: [...listed.filter((s) => s.current), ...listed.filter((s) => !s.current)] };
});
