import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailDeliveries } from '../../db/schema';
import { JOB_SCHEMA } from '../../jobs/job-queue';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Mailer, MailMessage } from '../mailer';
import { deliverEmail, type DeliveryDeps } from './deliver-email';
import { DELIVERY_LEASE_SECONDS, EMAIL_DELIVERY_QUEUE } from './delivery-rules';
import { createEmailDelivery } from './email-delivery';

let peer: SmtpPeer;
let t: TestApp;
let deps: DeliveryDeps;
const log = { warn: vi.fn(), error: vi.fn() };
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: peer.url });
  deps = { db: t.services.db, jobs: t.services.jobs, transport: t.services.mailer.transport, log };
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

let sequence = 0;
function message(fields: Partial<MailMessage> = {}): MailMessage {
  sequence += 1;
  return { to: `reader${sequence}@example.in`, kind: 'tip-receipt', subject: `Receipt ${sequence}`, text: `Thank you, ${sequence}`, html: `<p>Thank you, ${sequence}</p>`, ...fields };
}
const rowsOf = (to: string) => t.services.db.select().from(emailDeliveries).where(eq(emailDeliveries.to, to));
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
/** The delivery jobs waiting for one e-mail, with the moment each may start. */
async function jobsFor(id: string): Promise<Date[]> {
  const { rows } = await t.services.database.executeSql(`select start_after from ${JOB_SCHEMA}.job where name = $1 and data->>'id' = $2 and state = 'created'`, [EMAIL_DELIVERY_QUEUE, id]);
  return (rows as { start_after: string | Date }[]).map((row) => new Date(row.start_after));
}

describe('the e-mail delivery path', () => {
  it('retries a mail server’s refusal with backoff, then delivers once and never again', async () => {
    const mail = message({ key: 'tip-receipt:pay_retried' });
    peer.refuseNext(1);
    // The caller is not failed: the e-mail is on its way.
    await t.services.mailer.send(mail);
    expect(peer.to(mail.to)).toHaveLength(0);
    const [row] = await rowsOf(mail.to);
    expect(row).toMatchObject({ key: 'tip-receipt:pay_retried', attempts: 1, sentAt: null, claimedUntil: null, lastError: expect.stringContaining('Try again later') });
    // The next attempt waits out the backoff (30 s after the first failure).
    const waiting = await jobsFor(row!.id);
    expect(waiting.some((at) => at.getTime() > Date.now() + 20_000 && at.getTime() < Date.now() + 40_000)).toBe(true);

    expect(await deliverEmail(deps, row!.id, later(31))).toBe('sent');
    expect(peer.to(mail.to)).toHaveLength(1);
    expect(peer.to(mail.to)[0]!.decoded).toContain(mail.text);
    // Every later job of this e-mail, and a second ask under its key, sends nothing.
    expect(await deliverEmail(deps, row!.id, later(DELIVERY_LEASE_SECONDS * 2))).toBe('done');
    await t.services.mailer.send(mail);
    expect(peer.to(mail.to)).toHaveLength(1);
    const [sent] = await rowsOf(mail.to);
    expect(sent).toMatchObject({ attempts: 2, sentAt: expect.any(Date), text: '', html: '' });
  });

  it('sends an e-mail asked for twice at once under one key once', async () => {
    const mail = message({ key: 'report-outcome:R-42' });
    await Promise.all([t.services.mailer.send(mail), t.services.mailer.send(mail), t.services.mailer.send({ ...mail, subject: 'Another subject' })]);
    expect(peer.to(mail.to)).toHaveLength(1);
    expect(await rowsOf(mail.to)).toHaveLength(1);
  });

  it('cannot lose an e-mail whose node died between the send and marking it sent: it is sent again once the claim runs out', async () => {
    const mail = message({ key: 'account-status:crash' });
    let accepted = () => {};
    const acceptedByPeer = new Promise<void>((resolve) => (accepted = resolve));
    // The mail server takes it, then the node stops for good before it can write that down.
    const dying: Mailer = {
      send: async (sent) => {
        await t.services.mailer.transport.send(sent);
        accepted();
        await new Promise(() => {});
      },
    };
    void createEmailDelivery({ ...deps, transport: dying }).send(mail);
    await acceptedByPeer;
    const [row] = await rowsOf(mail.to);
    expect(row).toMatchObject({ sentAt: null, claimedUntil: expect.any(Date) });
    // Its fallback job waits for the claim to run out; until then no one else sends it.
    expect((await jobsFor(row!.id)).some((at) => at.getTime() > Date.now() + (DELIVERY_LEASE_SECONDS - 10) * 1000)).toBe(true);
    expect(await deliverEmail(deps, row!.id, later(10))).toBe('busy');
    expect(peer.to(mail.to)).toHaveLength(1);

    expect(await deliverEmail(deps, row!.id, later(DELIVERY_LEASE_SECONDS + 1))).toBe('sent');
    expect(peer.to(mail.to)).toHaveLength(2);
    expect(await deliverEmail(deps, row!.id, later(DELIVERY_LEASE_SECONDS * 3))).toBe('done');
    expect(peer.to(mail.to)).toHaveLength(2);
  });

  it('writes an enqueued e-mail only if its transaction commits, and the queue delivers it', async () => {
    const kept = message({ key: 'notification:kept' });
    const dropped = message({ key: 'notification:dropped' });
    await t.services.db.transaction(async (tx) => void (await t.services.mailer.enqueue(tx, kept)));
    await expect(
      t.services.db.transaction(async (tx) => {
        await t.services.mailer.enqueue(tx, dropped);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(dropped.to)).toHaveLength(0);
    // No one tries it here: the app's own delivery queue picks it up.
    // The peer accepts the message a moment before the worker records it as sent: wait for both.
    await vi.waitFor(async () => {
      expect(peer.to(kept.to)).toHaveLength(1);
      expect((await rowsOf(kept.to))[0]!.sentAt).toBeInstanceOf(Date);
    }, { timeout: 15_000, interval: 200 });
    expect(peer.to(kept.to)).toHaveLength(1);
  });

  it('refuses a message no mail server should take before writing anything', async () => {
    const mail = message({ to: 'a@example.in, b@example.in' });
    await expect(t.services.mailer.send(mail)).rejects.toThrow(/not a single e-mail address/);
    expect(await rowsOf(mail.to)).toHaveLength(0);
  });
});
