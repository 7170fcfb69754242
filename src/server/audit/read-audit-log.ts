import { and, desc, eq, inArray, like, lt, type SQL } from 'drizzle-orm';
import type { AuditLogEntry } from '../../shared/contracts/accounts/audit-log';
import type { Db } from '../db/database';
import { auditLog, users } from '../db/schema';

export interface AuditLogQuery {
  action?: string | undefined;
  actorId?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

type State = Record<string, unknown> | null;

/** LIKE's own characters in a prefix stand for themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The audit log newest first (by id, which grows with time), a keyset page at a time. An action
 * ending in "." is a prefix ("withdrawal." is every withdrawal action). Actors are read for the
 * page's rows only; one whose account is gone keeps their id with no name.
 */
export async function readAuditLog(db: Db, query: AuditLogQuery): Promise<{ entries: AuditLogEntry[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [
    query.action ? (query.action.endsWith('.') ? like(auditLog.action, likePrefix(query.action)) : eq(auditLog.action, query.action)) : undefined,
    query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    query.targetType ? eq(auditLog.targetType, query.targetType) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.cursor ? lt(auditLog.id, Number(query.cursor)) : undefined,
  ];
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const actorIds = [...new Set(page.map((row) => row.actorId))];
  const actors = actorIds.length ? await db.select({ id: users.id, displayName: users.displayName, username: users.username }).from(users).where(inArray(users.id, actorIds)) : [];
  const byId = new Map(actors.map((actor) => [actor.id, actor]));
  const entries = page.map((row): AuditLogEntry => {
    const { before, after, ...details } = row.details as { before?: State; after?: State } & Record<string, unknown>;
    const actor = byId.get(row.actorId);
    return {
      id: String(row.id),
      at: row.createdAt.toISOString(),
      actor: { id: row.actorId, displayName: actor?.displayName ?? null, username: actor?.username ?? null },
      action: row.action,
      target: { type: row.targetType, id: row.targetId },
      before: before ?? null,
      after: after ?? null,
      details,
    };
  });
  return { entries, nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null };
}
