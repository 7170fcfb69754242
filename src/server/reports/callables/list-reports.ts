import { and, desc, eq } from 'drizzle-orm';
import { listReports } from '../../../shared/contracts/reports/moderation';
import { reports } from '../../db/schema';
import { toReportItems } from '../../moderation';
import { implement } from '../../callables/implement';

/** SPEC §9: the latest 100 reports, newest first (reports_created_at_idx, or reports_status_created_at_idx for one status). */
export const listReportsFunction = implement(listReports, async ({ status, reason, priority, targetKind, limit }, ctx) => {
  const rows = await ctx.db
    .select()
    .from(reports)
    .where(
      and(
        status ? eq(reports.status, status) : undefined,
        reason ? eq(reports.reason, reason) : undefined,
        priority ? eq(reports.priority, priority) : undefined,
        targetKind ? eq(reports.targetKind, targetKind) : undefined,
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
  return { success: true as const, reports: await toReportItems(ctx.db, rows) };
});
