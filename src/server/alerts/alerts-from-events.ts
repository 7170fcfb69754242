import { count, gte } from 'drizzle-orm';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Db } from '../db/database';
import { reports } from '../db/schema';
import type { ConsumedEvent } from '../events/event-consumers';
import { raiseAlert } from './raise-alert';

/** More reports than this within an hour is a spike: a raid, or something that went badly wrong. */
export const REPORT_SPIKE_PER_HOUR = 20;

/**
 * The alerts events call for. A payout that failed (not an admin's rejection) needs someone to look
 * at the destination or the provider; a report involving a minor must be seen at once; a spike of
 * reports is counted from the reports themselves, so it holds across nodes and retries.
 */
export async function raiseAlertsForEvents(db: Db, events: ConsumedEvent<'alerts'>[]): Promise<void> {
  for (const event of events) {
    if (event.type === 'withdrawal.failed' && event.data.status !== 'rejected') {
      await raiseAlert(db, {
        kind: 'payout_failed',
        severity: 'warning',
        title: 'A payout failed',
        message: `${formatRupees(event.data.amount, { paise: 'always' })} to a creator was not paid: ${event.data.reason ?? 'no reason given'}. The amount is back in their balance.`,
        actionUrl: '/admin/withdrawals?status=failed',
        dedupeKey: 'payout-failed',
      });
    }
    if (event.type === 'report.submitted') {
      const { reference } = event.data;
      if (event.data.priority === 'high') {
        await raiseAlert(db, {
          kind: 'report_urgent',
          severity: 'critical',
          title: 'A report involving a minor',
          message: `Report ${reference} says the content involves a minor. Review it now.`,
          actionUrl: '/admin/reports?status=pending&priority=high',
          dedupeKey: `report-urgent:${reference}`,
        });
      }
      const [recent] = await db.select({ n: count() }).from(reports).where(gte(reports.createdAt, new Date(Date.now() - 3_600_000)));
      if ((recent?.n ?? 0) >= REPORT_SPIKE_PER_HOUR) {
        await raiseAlert(db, {
          kind: 'report_spike',
          severity: 'warning',
          title: 'A spike of reports',
          message: `${recent!.n} reports in the last hour (more than ${REPORT_SPIKE_PER_HOUR - 1}).`,
          actionUrl: '/admin/reports?status=pending',
          dedupeKey: 'report-spike',
        });
      }
    }
  }
}
