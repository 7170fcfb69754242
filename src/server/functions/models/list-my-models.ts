import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { listMyModels } from '../../../shared/contracts/models/models';
import { models } from '../../db/schema';
import { modelSummaryColumns } from '../../models/media/summary-columns';
import { toModelSummary } from '../../models/model-mappers';
import { implement } from '../implement';

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/**
 * The cursor carries created_at to the microsecond, as PostgreSQL stores it: a JS Date keeps only
 * milliseconds, and a truncated time would skip every model that shares the boundary's millisecond.
 */
const cursorTime = sql<string>`to_char(${models.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  const [time = '', id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || !CURSOR_TIME.test(time) || Number.isNaN(Date.parse(time))) {
    throw new AppError('invalid-argument', 'cursor: is not one this server gave');
  }
  return { createdAt: time, id };
}

/** The caller's models, private ones too, newest first; keyset-paginated so deep pages cost the same. */
export const listMyModelsFunction = implement(listMyModels, async ({ limit, cursor }, ctx) => {
  const conditions = [eq(models.userId, ctx.user.id)];
  if (cursor) {
    const after = decodeCursor(cursor);
    conditions.push(sql`(${models.createdAt}, ${models.id}) < (${after.createdAt}::timestamptz, ${after.id})`);
  }
  const rows = await ctx.db
    .select({ ...modelSummaryColumns, cursorTime })
    .from(models)
    .where(and(...conditions))
    .orderBy(desc(models.createdAt), desc(models.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? Buffer.from(`${last.cursorTime}|${last.id}`).toString('base64url') : null;
  return { models: page.map((row) => toModelSummary(row)), nextCursor };
});
