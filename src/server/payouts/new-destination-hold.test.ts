import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutSettings, withdrawalRequests } from '../db/schema';
import { createUser, type TestUser } from '../test/factories';
import { addUpiDestination, ageDestination, setTotalDownloads } from '../test/payout-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { creditLiveEarnings, writtenCounts } from '../test/withdrawal-factories';
import { createScheduledWithdrawals } from './withdrawal-schedule';

let t: TestApp;
beforeAll(async () => {
  // The scheduled run is the test's, at a Monday it chooses; the app's own, on a real Monday, would race it.
  t = await createTestApp({}, { leaveOutTasks: ['scheduled-withdrawals'] });
});
afterAll(async () => t?.close());

const quiet = { info: () => undefined, error: () => undefined };
const HELD = /^Failed to create withdrawal request: accountDetails\.destinationId: a new UPI id or bank account receives nothing for its first 24 hours; this one can be paid from \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/;

async function creatorWithNewUpi(): Promise<{ who: TestUser; destinationId: string }> {
  const who = await createUser(t);
  await setTotalDownloads(t, who.user.id, 1_000);
  await creditLiveEarnings(t, who, 1_000);
  const upi = await addUpiDestination(t, who, undefined, { fresh: true });
  return { who, destinationId: upi.id };
}

describe('a new payout destination receives nothing for 24 hours (decision 047)', () => {
  it('refuses a withdrawal to it, naming when it can be paid, and writes nothing; a day later it is paid', async () => {
    const { who, destinationId } = await creatorWithNewUpi();
    const before = await writtenCounts(t);
    const ask = () => who.client.call('createWithdrawalRequest', { amount: 500, paymentMethod: 'upi', accountDetails: { destinationId }, requestId: randomUUID() });
    const held = await ask();
    expect([held.status, held.error?.message]).toEqual([403, expect.stringMatching(HELD)]);
    expect(await writtenCounts(t)).toEqual(before);
    const view = (await who.client.call('getPayoutSettings')).result.settings.destinations[0];
    expect(Date.parse(view.usableFrom) - Date.parse(view.createdAt)).toBe(24 * 3_600_000);

    await ageDestination(t, destinationId);
    expect((await ask()).status).toBe(200);
  });

  it('skips it in a scheduled run, which pays it once it is old enough', async () => {
    const { who, destinationId } = await creatorWithNewUpi();
    await t.services.db.update(payoutSettings).set({ schedule: 'weekly' }).where(eq(payoutSettings.userId, who.user.id));
    const monday = new Date('2026-11-30T06:00:00Z');
    const run = () => createScheduledWithdrawals(t.services, monday, quiet);
    expect(await run()).toMatchObject({ created: 0 });
    expect(await t.services.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, who.user.id))).toEqual([]);
    await ageDestination(t, destinationId);
    expect(await run()).toMatchObject({ created: 1 });
    expect((await t.services.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, who.user.id))).map((w) => w.destinationId)).toEqual([destinationId]);
  });
});
