import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  /** The message as sent, headers and body. */
  raw: string;
  /** Header lines unfolded, by lower-case name (the first of each). */
  headers: Map<string, string>;
  /** The message with quoted-printable soft breaks and escapes undone, for looking for text and links. */
  decoded: string;
}

export interface SmtpPeer {
  /** An SMTP_URL that reaches it (no TLS: it is on loopback). */
  url: string;
  received: ReceivedMail[];
  /** The mail received for one address, oldest first. */
  to(address: string): ReceivedMail[];
  /** Answers the next `count` messages with a temporary failure (451), as a busy provider would, and keeps none of them. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

function parse(raw: string): Pick<ReceivedMail, 'headers' | 'decoded'> {
  const [head = ''] = raw.split(/\r?\n\r?\n/, 1);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, decoded };
}

/** A real SMTP server on a loopback port that keeps what it is sent, as a mail provider would receive it. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let refusing = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing > 0) {
        refusing -= 1;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('4.3.2 Try again later'), { responseCode: 451 })));
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ from: mailFrom ? mailFrom.address : undefined, to: rcptTo.map((r) => r.address), raw, ...parse(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    refuseNext: (count) => {
      refusing = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
