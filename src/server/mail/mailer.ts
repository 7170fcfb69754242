/** One rendered e-mail, ready to hand to a transport. */
export interface MailMessage {
  /** A single bare address such as `asha@example.in`; display names and lists are refused. */
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Template name, e.g. 'otp', so the outbox can be filtered by kind. */
  kind: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 8058); the outbox does not keep them. */
  headers?: Record<string, string>;
  /**
   * What the e-mail is about, `{kind}:{subject id}` (e.g. 'tip-receipt:pay_123'): the delivery
   * path makes one e-mail per key, however often it is asked (decision 052). Without one, every
   * call is an e-mail of its own.
   */
  key?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The subset of pino the mail layer uses, so tests can pass a plain object. */
export interface MailLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

// Deliberately narrower than RFC 5322: a comma, angle bracket or line break in a
// user-supplied address could turn one OTP e-mail into a copy for someone else.
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/;

/** A header name or value with a line break could add headers (or recipients) of its own. */
export function assertSafeHeaders(headers: Record<string, string> | undefined): void {
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || /[\r\n]/.test(value)) {
      throw new Error(`Refusing to send mail with header ${JSON.stringify(name)}: not a single header line`);
    }
  }
}

export function assertSingleAddress(to: string): void {
  if (!SINGLE_ADDRESS.test(to)) {
    throw new Error(`Refusing to send mail to ${JSON.stringify(to)}: not a single e-mail address`);
  }
}
