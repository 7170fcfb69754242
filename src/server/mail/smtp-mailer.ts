import { createTransport, type SMTPTransportOptions } from 'nodemailer';
import { assertSafeHeaders, assertSingleAddress, type MailLogger, type Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** e.g. `smtps://user:pass@smtp.example.in:465`; query parameters such as `?ignoreTLS=true` become transport options. */
  smtpUrl: string;
  /** Envelope and header sender, e.g. `Meshmandi <no-reply@meshmandi.in>`. */
  from: string;
  logger: MailLogger;
  /** Extra nodemailer SMTP options. Values given in the URL take precedence over these. */
  transport?: Omit<SMTPTransportOptions, 'url'>;
}

export interface SmtpMailer extends Mailer {
  /** Opens a connection and authenticates, to check the settings at start-up. */
  verify(): Promise<void>;
  close(): void;
}

// nodemailer waits up to 2 minutes to connect and 10 minutes on an idle socket;
// an OTP request should fail fast instead of holding the HTTP request open.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpMailer({ smtpUrl, from, logger, transport }: SmtpMailerOptions): SmtpMailer {
  const transporter = createTransport({ ...TIMEOUTS, ...transport, url: smtpUrl });

  return {
    async send(message) {
      assertSingleAddress(message.to);
      assertSafeHeaders(message.headers);
      const { to, subject, text, html, kind, headers } = message;
      try {
        const info = await transporter.sendMail({ from, to, subject, text, html, ...(headers ? { headers } : {}) });
        logger.info({ to, subject, kind, messageId: info.messageId }, 'E-mail sent');
      } catch (err) {
        logger.error({ err, to, subject, kind }, 'Could not send e-mail');
        throw err;
      }
    },
    async verify() {
      await transporter.verify();
    },
    close() {
      transporter.close();
    },
  };
}
