import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/database';
import { emailDeliveries } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { assertSafeHeaders, assertSingleAddress, type MailMessage } from '../mailer';
import { EMAIL_DELIVERY_QUEUE } from './delivery-rules';

/**
 * Writes an e-mail to be delivered, and its delivery job, in the caller's transaction: if the
 * change rolls back, no e-mail; if it commits, the e-mail goes out at least once. A key already
 * used makes nothing (null): that e-mail exists, sent or on its way. `startAfterSeconds` delays
 * the job, for a caller that tries at once itself and leaves the job as the fallback.
 */
export async function enqueueEmail(tx: Tx, jobs: Pick<JobQueue, 'sendInTransaction'>, message: MailMessage, options: { startAfterSeconds?: number } = {}): Promise<string | null> {
  // A message no transport would take is refused to the caller now, not retried for a day.
  assertSingleAddress(message.to);
  assertSafeHeaders(message.headers);
  const id = randomUUID();
  const [row] = await tx
    .insert(emailDeliveries)
    .values({
      id,
      key: message.key ?? `${message.kind}:${id}`,
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? null,
    })
    .onConflictDoNothing({ target: emailDeliveries.key })
    .returning({ id: emailDeliveries.id });
  if (!row) return null;
  await jobs.sendInTransaction(tx, EMAIL_DELIVERY_QUEUE, { id }, options.startAfterSeconds ? { startAfterSeconds: options.startAfterSeconds } : {});
  return id;
}
