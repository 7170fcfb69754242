import { describe, expect, it, vi } from 'vitest';
import { createOutboxMailer, type OutboxRow } from './outbox-mailer';
import { otpEmail } from './templates/otp-email';

const logger = () => ({ info: vi.fn(), error: vi.fn() });

describe('createOutboxMailer', () => {
  it('records the message and logs it, text body included', async () => {
    const rows: OutboxRow[] = [];
    const log = logger();
    const mailer = createOutboxMailer({ record: async (row) => void rows.push(row), logger: log });
    const email = otpEmail({ code: '730051', minutes: 10, purpose: 'verification', supportEmail: 'support@meshmandi.in' });

    await mailer.send({ to: 'asha@example.in', kind: 'otp', ...email });

    expect(rows).toEqual([{ to: 'asha@example.in', kind: 'otp', ...email }]);
    expect(log.info).toHaveBeenCalledTimes(1);
    const [fields, msg] = log.info.mock.calls[0] ?? [];
    expect(fields).toEqual({ to: 'asha@example.in', subject: email.subject, kind: 'otp' });
    expect(msg).toContain('730051');
    expect(msg).toContain(email.text);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs and rethrows when recording fails', async () => {
    const log = logger();
    const failure = new Error('outbox table missing');
    const mailer = createOutboxMailer({ record: () => Promise.reject(failure), logger: log });

    await expect(
      mailer.send({ to: 'asha@example.in', subject: 'Hi', text: 'x', html: '<p>x</p>', kind: 'welcome' }),
    ).rejects.toBe(failure);
    expect(log.error).toHaveBeenCalledWith(
      { err: failure, to: 'asha@example.in', subject: 'Hi', kind: 'welcome' },
      'Could not store e-mail in the outbox',
    );
    expect(log.info).not.toHaveBeenCalled();
  });

  it('refuses a recipient with a line break before recording anything', async () => {
    const record = vi.fn(async () => {});
    const mailer = createOutboxMailer({ record, logger: logger() });
    await expect(
      mailer.send({ to: 'asha@example.in\r\nBcc: x@example.com', subject: 'Hi', text: 'x', html: 'x', kind: 'otp' }),
    ).rejects.toThrow(/not a single e-mail address/);
    expect(record).not.toHaveBeenCalled();
  });
});
