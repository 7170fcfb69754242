import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSmtpMailer } from './smtp-mailer';
import { otpEmail } from './templates/otp-email';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : undefined,
          to: rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const logger = () => ({ info: vi.fn(), error: vi.fn() });

describe('createSmtpMailer', () => {
  it('delivers an OTP e-mail to a real SMTP server', async () => {
    const log = logger();
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Meshmandi <no-reply@meshmandi.in>',
      logger: log,
    });
    const email = otpEmail({ code: '482913', minutes: 10, purpose: 'login', supportEmail: 'support@meshmandi.in' });

    await mailer.send({ to: 'asha@example.in', kind: 'otp', ...email });
    mailer.close();

    const message = received.at(-1);
    expect(message?.from).toBe('no-reply@meshmandi.in');
    expect(message?.to).toEqual(['asha@example.in']);
    const raw = message?.raw ?? '';
    expect(raw).toMatch(/^To: asha@example\.in\r?$/m);
    expect(raw).toMatch(/^From: Meshmandi <no-reply@meshmandi\.in>\r?$/m);
    expect(raw).toMatch(/^Subject: Your Meshmandi sign-in code\r?$/m);
    expect(raw).toContain('multipart/alternative');
    expect(raw).toContain('482913');
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'asha@example.in', subject: 'Your Meshmandi sign-in code', kind: 'otp' }),
      'E-mail sent',
    );
    // Outside the embedded outbox the OTP must never reach the logs.
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('482913');
  });

  it('accepts transport options for servers without STARTTLS', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@meshmandi.in',
      logger: logger(),
      transport: { ignoreTLS: true },
    });
    await mailer.verify();
    await mailer.send({ to: 'ravi@example.in', subject: 'Hello', text: 'Plain body', html: '<p>Plain body</p>', kind: 'test' });
    mailer.close();
    expect(received.at(-1)?.to).toEqual(['ravi@example.in']);
  });

  it('logs and rethrows when the server cannot be reached', async () => {
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const log = logger();
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${deadPort}`, from: 'no-reply@meshmandi.in', logger: log });
    await expect(
      mailer.send({ to: 'asha@example.in', subject: 'Hi', text: 'x', html: '<p>x</p>', kind: 'test' }),
    ).rejects.toThrow();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'asha@example.in', kind: 'test', err: expect.any(Error) }),
      'Could not send e-mail',
    );
  });

  it('refuses a recipient that is really a list of addresses', async () => {
    const count = received.length;
    const mailer = createSmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@meshmandi.in', logger: logger() });
    await expect(
      mailer.send({ to: 'asha@example.in, thief@example.com', subject: 'Hi', text: 'x', html: 'x', kind: 'otp' }),
    ).rejects.toThrow(/not a single e-mail address/);
    mailer.close();
    expect(received.length).toBe(count);
  });
});
