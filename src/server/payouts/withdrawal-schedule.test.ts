import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, payoutSettings } from '../db/schema';
import { reconcileLedger } from '../money/reconcile-ledger';
import { createUser, type TestUser } from '../test/factories';
import { notificationRowsOf } from '../test/notification-factories';
import { addUpiDestination, setPin, setTotalDownloads } from '../test/payout-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { creditLiveEarnings, liveMoney, withdrawalRowsOf } from '../test/withdrawal-factories';
import { createScheduledWithdrawals, indianDay } from './withdrawal-schedule';

let t: TestApp;
const cast: Record<string, TestUser> = {};
const quiet = { info: () => {}, error: () => {} };
const run = (at: string) => createScheduledWithdrawals(t.services, new Date(at), quiet);

/** A creator paid on a schedule: downloads, a default UPI id, live earnings from a tip of `tipped` rupees. */
async function scheduled(name: string, schedule: 'instant' | 'weekly' | 'monthly', tipped: number, downloads = 1_000): Promise<void> {
  const who = await createUser(t);
  await setTotalDownloads(t, who.user.id, downloads);
  await addUpiDestination(t, who);
  await t.services.db.update(payoutSettings).set({ schedule }).where(eq(payoutSettings.userId, who.user.id));
  if (tipped > 0) await creditLiveEarnings(t, who, tipped);
  cast[name] = who;
}

beforeAll(async () => {
  // The test runs the schedule itself at chosen dates: the app's hourly run, at the real date, would
  // pay the weekly creators whenever the suite runs on a Monday in India.
  t = await createTestApp({}, { leaveOutTasks: ['scheduled-withdrawals'] });
  await scheduled('weekly', 'weekly', 1_000);
  await scheduled('monthly', 'monthly', 500);
  await scheduled('instant', 'instant', 1_000);
  await scheduled('under100', 'weekly', 100);
  await scheduled('noKyc', 'weekly', 20_000);
  await scheduled('early', 'weekly', 1_000, 999);
  await scheduled('withPin', 'weekly', 200);
  await setPin(t, cast.withPin!, '7315');
});
afterAll(async () => t?.close());

describe('scheduled withdrawals (weekly on Mondays, monthly on the 1st, India’s days)', () => {
  it('reads the day in India: Sunday 23:59 IST is not yet Monday', () => {
    expect(indianDay(new Date('2026-11-29T18:29:00Z'))).toEqual({ date: '2026-11-29', weekday: 0, dayOfMonth: 29 });
    expect(indianDay(new Date('2026-11-29T18:30:00Z'))).toEqual({ date: '2026-11-30', weekday: 1, dayOfMonth: 30 });
  });

  it('does nothing on a day no schedule falls on', async () => {
    expect(await run('2026-11-29T18:29:00Z')).toEqual({ date: '2026-11-29', created: 0, skipped: 0 });
    for (const who of Object.values(cast)) expect(await withdrawalRowsOf(t, who)).toEqual([]);
  });

  it('on a Monday withdraws each weekly creator’s whole balance to their default destination once, however often it runs', async () => {
    const monday = '2026-11-29T19:00:00Z';
    // Twice at once and once more later: one withdrawal per creator and day.
    const [a, b] = await Promise.all([run(monday), run(monday)]);
    expect(a.created + b.created).toBe(2);
    expect(await run('2026-11-30T15:00:00Z')).toMatchObject({ date: '2026-11-30', created: 0 });

    const [weekly] = await withdrawalRowsOf(t, cast.weekly!);
    expect(weekly).toMatchObject({ amount: 85_000, processingFee: 1_700, netAmount: 83_300, schedule: 'weekly', status: 'pending', requestKey: 'scheduled:2026-11-30' });
    expect(await liveMoney(t, cast.weekly!)).toEqual({ earnings: 0, held: 85_000 });
    // A PIN guards what the creator asks for by hand; the schedule they chose needs none.
    expect(await withdrawalRowsOf(t, cast.withPin!)).toMatchObject([{ amount: 17_000, requestKey: 'scheduled:2026-11-30' }]);
    // Under ₹100, above the KYC threshold without KYC, under 1,000 downloads, or not weekly: nothing.
    for (const name of ['monthly', 'instant', 'under100', 'noKyc', 'early']) expect(await withdrawalRowsOf(t, cast[name]!), name).toEqual([]);
    expect(await liveMoney(t, cast.noKyc!)).toEqual({ earnings: 1_700_000, held: 0 });

    const [event] = await t.services.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'withdrawal.requested'), eq(domainEvents.subjectId, cast.weekly!.user.id)));
    expect(event).toMatchObject({ actorId: null, data: { withdrawalId: weekly!.id, schedule: 'weekly', amount: 85_000 } });
    await expect
      .poll(async () => (await notificationRowsOf(t, cast.weekly!.user.id, 'withdrawal_requested')).map((n) => n.message), { timeout: 15_000, interval: 250 })
      .toEqual(['Your withdrawal of ₹850.00 (your weekly payout) is pending: fee ₹17.00, you receive ₹833.00']);
  });

  it('on the 1st withdraws the monthly creators’ balances, and a new Monday the weekly ones’ new earnings', async () => {
    expect(await run('2026-12-01T04:30:00Z')).toMatchObject({ date: '2026-12-01', created: 1 });
    expect(await withdrawalRowsOf(t, cast.monthly!)).toMatchObject([{ amount: 42_500, schedule: 'monthly', requestKey: 'scheduled:2026-12-01' }]);

    await creditLiveEarnings(t, cast.weekly!, 200);
    expect(await run('2026-12-07T02:00:00Z')).toMatchObject({ date: '2026-12-07', created: 1 });
    const rows = await withdrawalRowsOf(t, cast.weekly!);
    expect(rows.map((r) => [r.requestKey, r.amount]).sort()).toEqual([
      ['scheduled:2026-11-30', 85_000],
      ['scheduled:2026-12-07', 17_000],
    ]);
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true, mismatchedHolds: [] });
  });
});
