import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, ledgerAccounts } from '../../db/schema';
import { raiseAlert } from '../raise-alert';
import { REPORT_SPIKE_PER_HOUR } from '../alerts-from-events';
import { watchFailedJobs } from '../watch-failed-jobs';
import { recordEvent } from '../../events/record-event';
import { JOB_SCHEMA } from '../../jobs/job-queue';
import { reconcileLedgerAndReport } from '../../money/reconcile-ledger-job';
import { auditEntries, createRoleTrio, type TestUser } from '../../test/factories';
import { insertReport } from '../../test/report-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 16 item 6: alerts raised by the system and by admins, with the unread count the admin area shows.
let t: TestApp;
let admin: TestUser;
let superAdmin: TestUser;
let plain: TestUser;
beforeAll(async () => {
  // Jobs run when the test drains them, not when a worker's poll comes round.
  t = await createTestApp({}, { jobsOnDemand: true });
  ({ admin, superAdmin, plain } = await createRoleTrio(t));
});
afterAll(async () => t?.close());

const alertsOfKind = (kind: string) => t.services.db.select().from(alerts).where(eq(alerts.kind, kind));
const quietLog = { info: () => {}, error: () => {} };

describe('system alerts', () => {
  it('one unread alert per key counts its repeats; once read, a repeat opens a new one', async () => {
    const alert = { kind: 'test_kind', severity: 'warning' as const, title: 'Disk nearly full', message: 'first', dedupeKey: 'disk' };
    await raiseAlert(t.services.db, alert);
    await raiseAlert(t.services.db, { ...alert, message: 'second' });
    const [row] = await alertsOfKind('test_kind');
    expect(row).toMatchObject({ occurrences: 2, message: 'second', read: 'unread' });
    expect((await admin.client.call('updateAlertStatus', { alertId: String(row!.id) })).result.alert).toMatchObject({ read: true, readAt: expect.any(String) });
    await raiseAlert(t.services.db, { ...alert, message: 'third' });
    expect((await alertsOfKind('test_kind')).map((a) => [a.read, a.occurrences]).sort()).toEqual([
      ['read', 2],
      ['unread', 1],
    ]);
    // The old one cannot be reopened while the new one is unread.
    const reopen = await admin.client.call('updateAlertStatus', { alertId: String(row!.id), read: false });
    expect([reopen.status, reopen.error?.message]).toEqual([409, 'Failed to update alert: alertId: a newer unread alert of the same kind is open']);
  });

  it('raises one for a ledger that does not reconcile, and none for a sound one', async () => {
    await reconcileLedgerAndReport(t.services.db, quietLog);
    expect(await alertsOfKind('ledger_mismatch')).toEqual([]);
    const [account] = await t.services.db.insert(ledgerAccounts).values({ book: 'live', kind: 'creator_earnings', ownerId: plain.user.id, balance: 100 }).returning();
    await reconcileLedgerAndReport(t.services.db, quietLog);
    const [alert] = await alertsOfKind('ledger_mismatch');
    expect(alert).toMatchObject({ severity: 'critical', title: 'The ledger does not reconcile' });
    expect(alert?.message).toContain('accounts whose balance differs from their entries: 1');
    await t.services.db.delete(ledgerAccounts).where(eq(ledgerAccounts.id, account!.id));
  });

  it('raises them from events: a failed payout (not a rejection), a report involving a minor, and a spike of reports', async () => {
    await t.services.db.transaction(async (tx) => {
      await recordEvent(tx, t.services.jobs, { type: 'withdrawal.failed', subjectId: plain.user.id, actorId: null, data: { withdrawalId: 'w1', amount: 50_000, netAmount: 49_000, reason: 'Beneficiary bank offline' } });
      await recordEvent(tx, t.services.jobs, { type: 'withdrawal.failed', subjectId: plain.user.id, actorId: admin.user.id, data: { withdrawalId: 'w2', amount: 50_000, netAmount: 49_000, reason: 'Not yours', status: 'rejected' } });
    });
    await t.drainJobs();
    await expect.poll(async () => (await alertsOfKind('payout_failed')).length, { timeout: 15_000, interval: 200 }).toBe(1);
    expect((await alertsOfKind('payout_failed'))[0]?.message).toBe('₹500.00 to a creator was not paid: Beneficiary bank offline. The amount is back in their balance.');

    const urgent = await insertReport(t, { kind: 'other', id: null, url: '/explore' }, { reason: 'underage' });
    await t.services.db.transaction((tx) => recordEvent(tx, t.services.jobs, { type: 'report.submitted', subjectId: String(urgent.id), actorId: null, data: { reference: urgent.reference, reason: 'underage', priority: 'high' } }));
    await t.drainJobs();
    await expect.poll(async () => (await alertsOfKind('report_urgent'))[0]?.message, { timeout: 15_000, interval: 200 }).toBe(`Report ${urgent.reference} says the content involves a minor. Review it now.`);
    expect(await alertsOfKind('report_spike')).toEqual([]);

    for (let i = 0; i < REPORT_SPIKE_PER_HOUR; i += 1) await insertReport(t, { kind: 'other', id: null, url: '/explore' });
    await t.services.db.transaction((tx) => recordEvent(tx, t.services.jobs, { type: 'report.submitted', subjectId: '1', actorId: null, data: { reference: 'MM-X', reason: 'other', priority: 'low' } }));
    await t.drainJobs();
    await expect.poll(async () => (await alertsOfKind('report_spike')).length, { timeout: 15_000, interval: 200 }).toBe(1);
  });

  it('watches for jobs that failed for good, each failure counted once', async () => {
    // The app's own watch (every 5 minutes, from start-up) may run at any moment; it looks only at
    // failures a minute old, so these are this test's runs' alone (settle 0).
    const failTwice = () =>
      t.services.db.execute(
        sql`insert into ${sql.raw(`${JOB_SCHEMA}.job`)} (name, state, completed_on, output) values ('event-notifications', 'failed', now() - interval '1 millisecond', ${JSON.stringify({ message: 'connection reset' })}::jsonb), ('event-notifications', 'failed', now(), ${JSON.stringify({ message: 'connection reset again' })}::jsonb)`,
      );
    const alertOf = async (queue: string) => (await t.services.db.select().from(alerts).where(eq(alerts.dedupeKey, `job-failed:${queue}`)))[0];
    await watchFailedJobs(t.services.db, 0);
    expect(await alertOf('event-notifications')).toBeUndefined();
    await failTwice();
    await watchFailedJobs(t.services.db, 0);
    await watchFailedJobs(t.services.db, 0);
    expect(await alertOf('event-notifications')).toMatchObject({
      kind: 'job_failed',
      title: 'Background job event-notifications failed',
      occurrences: 1,
      message: '2 run(s) of event-notifications failed after every retry. The last error: connection reset again',
    });

    // A failure stamped a moment ago may not have committed yet for every reader: the watch leaves it
    // for a later run rather than move its watermark past it.
    await t.services.db.execute(
      sql`insert into ${sql.raw(`${JOB_SCHEMA}.job`)} (name, state, completed_on, output) values ('event-notifications', 'failed', now(), ${JSON.stringify({ message: 'timeout' })}::jsonb)`,
    );
    expect(await watchFailedJobs(t.services.db)).toBe(0);
    expect(await watchFailedJobs(t.services.db, 0)).toBe(1);
    expect(await alertOf('event-notifications')).toMatchObject({ occurrences: 2, message: '1 run(s) of event-notifications failed after every retry. The last error: timeout' });
  });
});

describe('getAlerts, createAlert and updateAlertStatus', () => {
  it('lists unread alerts with the count; an admin raises one for the others; audited', async () => {
    const created = await superAdmin.client.call('createAlert', { title: 'Razorpay maintenance', message: 'Payouts pause from 02:00 to 04:00 IST.', severity: 'warning', actionUrl: '/admin/withdrawals' });
    expect(created.result.alert).toMatchObject({ kind: 'admin', severity: 'warning', read: false, occurrences: 1, createdBy: { uid: superAdmin.user.id }, actionUrl: '/admin/withdrawals' });
    const list = await admin.client.call('getAlerts');
    expect(list.result.alerts[0]).toMatchObject({ id: created.result.alert.id, title: 'Razorpay maintenance' });
    expect(list.result.unreadCount).toBe(list.result.alerts.length);
    await admin.client.call('updateAlertStatus', { alertId: created.result.alert.id, read: true });
    const after = await admin.client.call('getAlerts');
    expect(after.result.unreadCount).toBe(list.result.unreadCount - 1);
    expect(after.result.alerts.map((a: { id: string }) => a.id)).not.toContain(created.result.alert.id);
    expect((await admin.client.call('getAlerts', { status: 'all' })).result.alerts.map((a: { id: string }) => a.id)).toContain(created.result.alert.id);
    expect((await auditEntries(t, created.result.alert.id))[0]).toMatchObject({ action: 'alert.create', actorId: superAdmin.user.id });
  });

  it('answers admins only and names the field of bad input, writing nothing', async () => {
    const before = (await t.services.db.select().from(alerts)).length;
    const cases: [TestUser | null, string, Record<string, unknown>, number, string][] = [
      [null, 'getAlerts', {}, 401, 'User not authenticated'],
      [plain, 'getAlerts', {}, 403, 'Admin access required'],
      [plain, 'createAlert', { title: 'Hi there', message: 'x' }, 403, 'Failed to create alert: Admin access required'],
      [plain, 'updateAlertStatus', { alertId: '1' }, 403, 'Failed to update alert: Admin access required'],
      [admin, 'getAlerts', { status: 'new' }, 400, 'status: one of unread, all'],
      [admin, 'createAlert', { message: 'x' }, 400, 'Failed to create alert: title is required'],
      [admin, 'createAlert', { title: 'Hi there' }, 400, 'Failed to create alert: message is required'],
      [admin, 'createAlert', { title: 'Hi', message: 'x' }, 400, 'Failed to create alert: title: at least 3 characters'],
      [admin, 'createAlert', { title: 'Hi there', message: ' ' }, 400, 'Failed to create alert: message: write what the other admins should know'],
      [admin, 'createAlert', { title: 'Hi there', message: 'x', severity: 'panic' }, 400, 'Failed to create alert: severity: one of info, warning, critical'],
      [admin, 'createAlert', { title: 'Hi there', message: 'x', actionUrl: 'https://evil.example' }, 400, 'Failed to create alert: actionUrl: a path on this site, such as /admin/reports'],
      [admin, 'createAlert', { title: 'Hi there', message: 'x', actionUrl: '//evil.example' }, 400, 'Failed to create alert: actionUrl: a path on this site, such as /admin/reports'],
      [admin, 'updateAlertStatus', {}, 400, 'Failed to update alert: alertId is required'],
      [admin, 'updateAlertStatus', { alertId: 'x' }, 400, 'Failed to update alert: alertId: not an alert id'],
      [admin, 'updateAlertStatus', { alertId: '1', read: 'yes' }, 400, 'Failed to update alert: read: must be true or false'],
      [admin, 'updateAlertStatus', { alertId: '99999999' }, 404, 'Failed to update alert: alertId: no such alert'],
    ];
    for (const [who, name, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call(name, input);
      expect([answer.status, answer.error?.message], `${name} ${JSON.stringify(input)}`).toEqual([status, message]);
    }
    expect((await t.services.db.select().from(alerts)).length).toBe(before);
  });
});
