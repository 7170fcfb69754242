import { assertSingleAddress, type MailLogger, type Mailer, type MailMessage } from './mailer';

export type OutboxRow = Pick<MailMessage, 'to' | 'subject' | 'text' | 'html' | 'kind'>;

export interface OutboxMailerOptions {
  /** Stores the message in the database outbox; supplied by the caller. */
  record: (row: OutboxRow) => Promise<void>;
  logger: MailLogger;
}

/**
 * Used when no SMTP server is configured (embedded mode): nothing leaves the
 * machine, so the text body is logged on purpose, which is where a developer
 * reads the OTP.
 */
export function createOutboxMailer({ record, logger }: OutboxMailerOptions): Mailer {
  return {
    async send(message) {
      assertSingleAddress(message.to);
      const { to, subject, text, html, kind } = message;
      try {
        await record({ to, subject, text, html, kind });
      } catch (err) {
        logger.error({ err, to, subject, kind }, 'Could not store e-mail in the outbox');
        throw err;
      }
      logger.info({ to, subject, kind }, `E-mail stored in the outbox (not sent):\n${text}`);
    },
  };
}
