import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailDeliveries } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../mailer';
import { DELIVERY_LEASE_SECONDS, DELIVERY_MAX_ATTEMPTS, EMAIL_DELIVERY_QUEUE, retryDelaySeconds } from './delivery-rules';

export interface DeliveryDeps {
  db: Db;
  jobs: Pick<JobQueue, 'sendInTransaction'>;
  /** What actually sends: the SMTP mailer, or the outbox in embedded mode. */
  transport: Mailer;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

export type DeliveryOutcome = 'sent' | 'failed' | 'gave-up' | 'busy' | 'done';

/**
 * One attempt at one e-mail. The row is claimed first (attempts + 1, held for the lease) with a
 * conditional UPDATE, so of two nodes or two attempts only one sends; it is marked sent only
 * after the transport accepted it. A failure hands it back with the next attempt queued after the
 * backoff; a node that dies between the send and the mark leaves the claim to run out, and the
 * e-mail is sent again (at least once: a second copy is better than none). A sent row is never
 * claimed again, so a key once delivered is not delivered twice.
 */
export async function deliverEmail(deps: DeliveryDeps, id: string, now = new Date()): Promise<DeliveryOutcome> {
  const { db } = deps;
  const [row] = await db
    .update(emailDeliveries)
    .set({ attempts: sql`${emailDeliveries.attempts} + 1`, claimedUntil: new Date(now.getTime() + DELIVERY_LEASE_SECONDS * 1000) })
    .where(
      and(
        eq(emailDeliveries.id, id),
        isNull(emailDeliveries.sentAt),
        isNull(emailDeliveries.gaveUpAt),
        or(isNull(emailDeliveries.claimedUntil), lte(emailDeliveries.claimedUntil, now)),
      ),
    )
    .returning();
  if (!row) {
    const [current] = await db.select({ sentAt: emailDeliveries.sentAt, gaveUpAt: emailDeliveries.gaveUpAt, claimedUntil: emailDeliveries.claimedUntil }).from(emailDeliveries).where(eq(emailDeliveries.id, id));
    if (!current || current.sentAt || current.gaveUpAt || !current.claimedUntil) return 'done';
    // Another attempt holds it: look again when its claim runs out, in case its node died.
    const wait = Math.max(1, Math.ceil((current.claimedUntil.getTime() - now.getTime()) / 1000) + 1);
    await db.transaction((tx) => deps.jobs.sendInTransaction(tx, EMAIL_DELIVERY_QUEUE, { id }, { startAfterSeconds: wait }));
    return 'busy';
  }

  try {
    await deps.transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html, kind: row.kind, ...(row.headers ? { headers: row.headers } : {}) });
  } catch (error) {
    const giveUp = row.attempts >= DELIVERY_MAX_ATTEMPTS;
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    await db.transaction(async (tx) => {
      await tx.update(emailDeliveries).set({ claimedUntil: null, lastError, ...(giveUp ? { gaveUpAt: now } : {}) }).where(eq(emailDeliveries.id, id));
      if (!giveUp) await deps.jobs.sendInTransaction(tx, EMAIL_DELIVERY_QUEUE, { id }, { startAfterSeconds: retryDelaySeconds(row.attempts) });
    });
    if (giveUp) deps.log.error({ err: error, id, key: row.key, attempts: row.attempts }, 'e-mail not delivered after every retry; given up');
    else deps.log.warn({ err: error, id, key: row.key, attempts: row.attempts }, 'e-mail not delivered; it will be tried again');
    return giveUp ? 'gave-up' : 'failed';
  }
  await db
    .update(emailDeliveries)
    .set({ sentAt: new Date(), claimedUntil: null, lastError: null, text: '', html: '', headers: null })
    .where(eq(emailDeliveries.id, id));
  return 'sent';
}
