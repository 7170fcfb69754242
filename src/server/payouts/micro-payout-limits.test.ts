import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MICRO_PAYOUTS_PER_ACCOUNT, MICRO_PAYOUTS_PER_DAY, MICRO_PAYOUTS_PER_DESTINATION } from '../../shared/constants/payout-rules';
import { microPayoutChecks, payoutDestinations } from '../db/schema';
import { newId } from '../db/new-id';
import { createUser, type TestUser } from '../test/factories';
import { addUpiDestination, setTotalDownloads } from '../test/payout-factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { creditLiveEarnings } from '../test/withdrawal-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const checksOf = async (userId: string) => (await t.services.db.select({ n: count() }).from(microPayoutChecks).where(eq(microPayoutChecks.userId, userId)))[0]!.n;
const check = (who: TestUser, destinationId: string) => who.client.call('initiateMicroPayout', { destinationId });

/** Someone who could withdraw: the downloads and more than ₹100 available (₹170 of a ₹200 tip). */
async function creator(): Promise<TestUser> {
  const person = await createUser(t);
  await setTotalDownloads(t, person.user.id, 1_000);
  await creditLiveEarnings(t, person, 200);
  return person;
}

describe('₹1 checks are limited (issue 27 item 3, decision 047)', () => {
  it('only for accounts that could withdraw: the downloads and the smallest withdrawal available', async () => {
    const fresh = await createUser(t);
    const upi = await addUpiDestination(t, fresh, 'fresh.person@okaxis');
    const noDownloads = await check(fresh, upi.id);
    expect([noDownloads.status, noDownloads.error?.message]).toEqual([403, 'destinationId: ₹1 checks are for accounts that can withdraw, which needs 1,000 downloads of your models']);
    await setTotalDownloads(t, fresh.user.id, 1_000);
    const noMoney = await check(fresh, upi.id);
    expect([noMoney.status, noMoney.error?.message]).toEqual([403, 'destinationId: ₹1 checks are for accounts that can withdraw, which needs at least ₹100 of earnings available']);
    expect(await checksOf(fresh.user.id)).toBe(0);
    expect((await t.services.db.select().from(payoutDestinations).where(eq(payoutDestinations.id, upi.id)))[0]!.microPayoutStatus).toBeNull();
  });

  it(`at most ${MICRO_PAYOUTS_PER_DAY} a day and ${MICRO_PAYOUTS_PER_ACCOUNT} ever per account, and removing a destination gives none back`, async () => {
    const person = await creator();
    const ids: string[] = [];
    for (let i = 0; i <= MICRO_PAYOUTS_PER_DAY; i += 1) ids.push((await addUpiDestination(t, person, `daily${i}.person@okaxis`, { makeDefault: false })).id);
    for (const id of ids.slice(0, MICRO_PAYOUTS_PER_DAY)) expect((await check(person, id)).status).toBe(200);
    const over = await check(person, ids.at(-1)!);
    expect([over.status, over.error?.message]).toEqual([429, `destinationId: at most ${MICRO_PAYOUTS_PER_DAY} ₹1 checks a day; try again tomorrow`]);
    // Removed and added again, a destination is a new row, but its checks are still counted.
    expect((await person.client.call('removePayoutDestination', { destinationId: ids[0] })).status).toBe(200);
    expect(await checksOf(person.user.id)).toBe(MICRO_PAYOUTS_PER_DAY);

    const veteran = await creator();
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await t.services.db.insert(microPayoutChecks).values(
      Array.from({ length: MICRO_PAYOUTS_PER_ACCOUNT }, (_, i) => ({ id: newId(), userId: veteran.user.id, destinationId: `gone-${i}`, fingerprint: `gone-${i}`, createdAt: longAgo })),
    );
    const upi = await addUpiDestination(t, veteran, 'veteran.person@okaxis');
    const spent = await check(veteran, upi.id);
    expect([spent.status, spent.error?.message]).toEqual([429, `destinationId: an account can have ${MICRO_PAYOUTS_PER_ACCOUNT} ₹1 checks, and yours has had them all; withdrawals still work without one`]);
  });

  it(`checks one UPI id at most ${MICRO_PAYOUTS_PER_DESTINATION} times across accounts, however many ask at once`, async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => creator()));
    const rows: { id: string; fingerprint: string }[] = [];
    for (const person of people) rows.push(await addUpiDestination(t, person, 'shared.target@okaxis'));
    const answers = await Promise.all(people.map((person, i) => check(person, rows[i]!.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MICRO_PAYOUTS_PER_DESTINATION);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.error?.message])).toEqual(
      Array.from({ length: people.length - MICRO_PAYOUTS_PER_DESTINATION }, () => [429, `destinationId: this UPI id was already checked ${MICRO_PAYOUTS_PER_DESTINATION} times in the last 30 days`]),
    );
    const checked = await t.services.db.select().from(microPayoutChecks).where(eq(microPayoutChecks.fingerprint, rows[0]!.fingerprint));
    expect(checked).toHaveLength(MICRO_PAYOUTS_PER_DESTINATION);
  });
});
