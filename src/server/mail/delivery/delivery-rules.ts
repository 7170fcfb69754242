/** The pg-boss queue whose jobs deliver one e-mail each (`{ id }` of its email_deliveries row). */
export const EMAIL_DELIVERY_QUEUE = 'email-delivery';

/**
 * How long one attempt holds an e-mail: longer than the SMTP mailer's worst case (10 s to connect,
 * 10 s to greet, 30 s of silence), so a live attempt is never overtaken; once it has passed, the
 * attempt's node is taken for dead and another may send.
 */
export const DELIVERY_LEASE_SECONDS = 90;

/** Attempts before giving up: with the backoff below, retries go on for about a day. */
export const DELIVERY_MAX_ATTEMPTS = 30;

/** 30 s after the first failure, doubling, at most an hour apart. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}
