import type { Tx } from '../../db/database';
import type { Mailer, MailMessage } from '../mailer';
import { deliverEmail, type DeliveryDeps } from './deliver-email';
import { DELIVERY_LEASE_SECONDS } from './delivery-rules';
import { enqueueEmail } from './enqueue-email';

/**
 * The one way the site sends e-mail (decision 052). `send` keeps the Mailer's shape, so every
 * caller of `mailer.send` goes this way: the e-mail is written down, then tried at once while the
 * caller waits (a person waiting for a sign-in code gets it as fast as before), with the queue's
 * job as the fallback should that attempt fail or its node die. A failed attempt does not fail
 * the caller: the e-mail is on its way. `enqueue` is for a change whose e-mail must exist exactly
 * when the change commits: it is written in that transaction and the queue sends it.
 */
export interface EmailDelivery extends Mailer {
  enqueue(tx: Tx, message: MailMessage): Promise<string | null>;
  /** Tries enqueued e-mails now, after their transaction committed, rather than waiting for the queue's pickup. */
  deliverNow(ids: (string | null)[]): Promise<void>;
  /** The transport itself, for the campaign sender, which keeps its own rate-limited path (decision 044). */
  transport: Mailer;
}

export function createEmailDelivery(deps: DeliveryDeps): EmailDelivery {
  const deliverNow = async (ids: (string | null)[]) => {
    for (const id of ids) {
      if (id === null) continue;
      try {
        await deliverEmail(deps, id);
      } catch (error) {
        // The row and its job are stored: the queue takes it from here.
        deps.log.warn({ err: error, id }, 'e-mail delivery attempt failed; the queue will try again');
      }
    }
  };
  return {
    transport: deps.transport,
    async send(message) {
      const id = await deps.db.transaction((tx) => enqueueEmail(tx, deps.jobs, message, { startAfterSeconds: DELIVERY_LEASE_SECONDS }));
      await deliverNow([id]);
    },
    enqueue: (tx, message) => enqueueEmail(tx, deps.jobs, message),
    deliverNow,
  };
}
