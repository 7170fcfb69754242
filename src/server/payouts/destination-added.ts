import type { Tx } from '../db/database';
import type { payoutDestinations } from '../db/schema';
import { recordEvent } from '../events/record-event';
import type { JobQueue } from '../jobs/job-queue';
import { maskIp, summarizeUserAgent } from '../security';
import { destinationLabel, destinationUsableFrom } from './destination-view';
import { indianTimeText } from './withdrawal-pin';

/**
 * Decision 047: as a bank does, the owner hears of a new payee at once, in the transaction that adds
 * it, as a high-priority security notification, which is e-mailed whatever the preferences. The
 * label is the owner's own view of it (a UPI id, or a bank and its last four digits).
 */
export async function recordDestinationAdded(
  tx: Tx,
  jobs: JobQueue,
  row: typeof payoutDestinations.$inferSelect,
  request: { ip: string | null; userAgent: string | null },
): Promise<void> {
  await recordEvent(tx, jobs, {
    type: 'security.payout_destination_added',
    subjectId: row.userId,
    // Null as for the PIN's events: a notification to the one who acted is otherwise not written.
    actorId: null,
    data: {
      destinationId: row.id,
      method: row.method,
      label: destinationLabel(row),
      usableFrom: `${indianTimeText(destinationUsableFrom(row))} IST`,
      ip: maskIp(request.ip),
      userAgent: summarizeUserAgent(request.userAgent),
      at: new Date().toISOString(),
    },
  });
}
