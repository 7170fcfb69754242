import { randomBytes } from 'node:crypto';
import { reportPriorityOf, reportTypeOf, type ReportReason, type ReportTargetKind } from '../../shared/constants/report-rules';
import { reports, type ReportRow } from '../db/schema';
import type { TestApp } from './test-app';

let sequence = 0;

/** A pending report row as submitReport files one (its proof-of-work is submitReport's own test's concern). */
export async function insertReport(
  t: TestApp,
  target: { kind: ReportTargetKind; id: string | null; url: string },
  options: { reason?: ReportReason; email?: string; createdAt?: Date } = {},
): Promise<ReportRow> {
  sequence += 1;
  const reason = options.reason ?? 'spam';
  const [row] = await t.services.db
    .insert(reports)
    .values({
      reference: `MM-T${String(sequence).padStart(7, '0')}`,
      challengeId: randomBytes(16).toString('base64url'),
      reason,
      type: reportTypeOf(reason),
      priority: reportPriorityOf(reason),
      targetKind: target.kind,
      targetId: target.id,
      url: target.url,
      reporterEmail: options.email ?? `reporter${sequence}@example.in`,
      details: 'This breaks the rules of the site, please look.',
      ...(reason === 'copyright' ? { copyrightedWork: 'My own lamp design', goodFaithStatement: true, accuracyStatement: true, signatureName: 'Asha Rao' } : {}),
      ipHash: 'f'.repeat(32),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  return row!;
}
