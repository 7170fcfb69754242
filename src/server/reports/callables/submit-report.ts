import { AppError } from '../../../shared/app-error';
import { reportPriorityOf, reportTypeOf, type ReportPriority, type ReportReason } from '../../../shared/constants/report-rules';
import { submitReport } from '../../../shared/contracts/reports/reports';
import { reports } from '../../db/schema';
import { isUniqueViolation } from '../../db/pg-errors';
import { recordEvent } from '../../events/record-event';
import { reportReceivedEmail } from '../../mail';
import { checkReportProof } from '../report-challenge';
import { newReportReference, reporterIpHash } from '../report-reference';
import { resolveReportTarget } from '../report-target';
import { implement, type CallContext } from '../../callables/implement';

const PROOF_MESSAGES = {
  'not valid': 'proof: the spam check is not valid. Please submit again',
  expired: 'proof: the spam check expired. Please submit again',
  'not solved': 'proof: the spam check was not completed. Please submit again',
} as const;

/**
 * Issue 16 item 1. Every check comes before the one write; the proof's challenge is spent by that
 * same insert (a unique column), so two nodes given one challenge file one report between them.
 */
export const submitReportFunction = implement(submitReport, async (input, ctx) => {
  const email = input.email ?? ctx.user?.email;
  if (!email) throw new AppError('invalid-argument', 'email: enter your e-mail address');
  const target = resolveReportTarget(input.url, ctx.config.publicUrl);
  if (!target) throw new AppError('invalid-argument', 'url: must be a link to a page on Meshmandi, such as a model or a profile');
  const secret = ctx.auth.options.secret;
  const proof = checkReportProof(secret, input.proof.challenge, input.proof.nonce);
  if ('problem' in proof) throw new AppError('invalid-argument', PROOF_MESSAGES[proof.problem]);

  const dmca = input.reason === 'copyright' ? input.dmca : undefined;
  const values = {
    challengeId: proof.id,
    reason: input.reason,
    type: reportTypeOf(input.reason),
    priority: reportPriorityOf(input.reason),
    targetKind: target.kind,
    targetId: target.id,
    url: target.url,
    reporterEmail: email,
    reporterId: ctx.user?.id ?? null,
    details: input.details,
    copyrightedWork: dmca?.copyrightedWork ?? null,
    goodFaithStatement: dmca ? dmca.goodFaith : null,
    accuracyStatement: dmca ? dmca.accurate : null,
    signatureName: dmca?.signature ?? null,
    ipHash: reporterIpHash(secret, ctx.ip),
  };
  const reference = await insertReport(ctx, values);

  const mail = reportReceivedEmail({ reference, reason: input.reason, reportedUrl: `${ctx.config.publicUrl}${target.url}`, supportEmail: ctx.config.supportEmail });
  try {
    await ctx.mailer.send({ to: email, kind: 'report-received', ...mail });
  } catch (error) {
    // The report is filed and the reference is on screen; a lost receipt must not make the reporter file it twice.
    ctx.log.error({ err: error, reference }, 'sending a report receipt failed');
  }
  return { reference };
});

type ReportValues = Omit<typeof reports.$inferInsert, 'reference'>;

async function insertReport(ctx: CallContext, values: ReportValues): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReportReference();
    try {
      const filed = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reports)
          .values({ ...values, reference })
          .onConflictDoNothing({ target: reports.challengeId })
          .returning({ id: reports.id });
        if (!row) return null;
        await recordEvent(tx, ctx.jobs, {
          type: 'report.submitted',
          subjectId: String(row.id),
          actorId: values.reporterId ?? null,
          // The columns are text; the database's checks hold them to these values.
          data: { reference, reason: values.reason as ReportReason, priority: values.priority as ReportPriority },
        });
        return row;
      });
      if (!filed) throw new AppError('invalid-argument', 'proof: this spam check was already used. Please submit again');
      return reference;
    } catch (error) {
      // Only the reference can clash here (the challenge's conflict does nothing); a fresh one is drawn.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
