import { and, eq, or } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { ACTIONS_FOR_TARGET, ACTIONS_WITH_MESSAGE, MODERATION_MESSAGE_MIN } from '../../../shared/constants/moderation-rules';
import type { ReportTargetKind } from '../../../shared/constants/report-rules';
import { processReport } from '../../../shared/contracts/reports/moderation';
import { recordAudit } from '../../audit';
import { reports } from '../../db/schema';
import { recordEvent } from '../../events/record-event';
import { reportOutcomeEmail } from '../../mail';
import { deleteMakePhotos } from '../../storage/delete-make-photos';
import { actOnReport, toReportItems, sendAccountStatusEmail } from '../../moderation';
import { implement } from '../../callables/implement';

/**
 * SPEC §4: a pending report is resolved (any action) or dismissed. On the locked report, in one
 * transaction: the action (hide, delete, warn, ban), the report's settlement with the moderator and
 * time, the audit entry and the event; an action's failure leaves the report pending. An action
 * settles the other pending reports of the same target with it (one hidden model answers them all);
 * a dismissal answers only this one. Every settled report's reporter is e-mailed after the commit.
 */
export const processReportFunction = implement(processReport, async ({ reportId, action, message, notes }, ctx) => {
  const settled = await ctx.db.transaction(async (tx) => {
    const [report] = await tx.select().from(reports).where(eq(reports.id, Number(reportId))).for('update');
    if (!report) throw new AppError('not-found', 'reportId: no such report');
    if (report.status !== 'pending') throw new AppError('already-exists', `reportId: this report was already ${report.status}`);
    if (!ACTIONS_FOR_TARGET[report.targetKind as ReportTargetKind].includes(action)) {
      throw new AppError('invalid-argument', `action: ${action} does not apply to a reported ${report.targetKind}`);
    }
    if (ACTIONS_WITH_MESSAGE.includes(action) && !message) {
      throw new AppError('invalid-argument', `message: tell the person why, in at least ${MODERATION_MESSAGE_MIN} characters`);
    }
    const outcome = await actOnReport(tx, ctx.jobs, ctx.user, report, action, message ?? null);
    const status: 'dismissed' | 'resolved' = action === 'dismiss' ? 'dismissed' : 'resolved';
    const now = new Date();
    const sameTarget = action !== 'dismiss' && report.targetId ? and(eq(reports.status, 'pending'), eq(reports.targetKind, report.targetKind), eq(reports.targetId, report.targetId)) : undefined;
    const rows = await tx
      .update(reports)
      .set({ status, action, moderatorNotes: notes || null, moderatorId: ctx.user.id, processedAt: now, updatedAt: now })
      .where(sameTarget ? or(eq(reports.id, report.id), sameTarget) : eq(reports.id, report.id))
      .returning();
    const others = rows.filter((r) => r.id !== report.id).map((r) => r.reference);
    await recordAudit(tx, {
      actorId: ctx.user.id,
      action: status === 'dismissed' ? 'report.dismiss' : 'report.resolve',
      target: { type: 'report', id: String(report.id) },
      before: { status: report.status, action: null },
      after: { status, action },
      details: { reference: report.reference, targetKind: report.targetKind, targetId: report.targetId, message: message ?? null, notes: notes || null, settledWith: others },
    });
    await recordEvent(tx, ctx.jobs, { type: 'report.processed', subjectId: String(report.id), actorId: ctx.user.id, data: { status, action, settled: rows.length } });
    return { rows, outcome, status };
  });

  for (const row of settled.rows) {
    const mail = reportOutcomeEmail({ reference: row.reference, outcome: settled.status, reportedUrl: `${ctx.config.publicUrl}${row.url}`, supportEmail: ctx.config.supportEmail });
    try {
      await ctx.mailer.send({ to: row.reporterEmail, kind: 'report-outcome', ...mail });
    } catch (error) {
      ctx.log.error({ err: error, reference: row.reference }, 'sending a report outcome failed');
    }
  }
  const banned = settled.outcome.banned;
  if (banned?.wasActive) await sendAccountStatusEmail(ctx, banned.email, 'banned', banned.reason);
  const removedMake = settled.outcome.removedMake;
  if (removedMake) await deleteMakePhotos(ctx.storage, removedMake.userId, removedMake.makeId, ctx.log);

  const [fresh] = await ctx.db.select().from(reports).where(eq(reports.id, Number(reportId)));
  const [item] = await toReportItems(ctx.db, [fresh!]);
  return { success: true as const, report: item!, settled: settled.rows.length };
});
