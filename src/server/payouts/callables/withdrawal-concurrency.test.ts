import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { createUser, type TestUser } from '../../test/factories';
import { addUpiDestination, setTotalDownloads } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditLiveEarnings, liveMoney, withdrawalRowsOf } from '../../test/withdrawal-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function creatorWith(tippedRupees: number): Promise<{ who: TestUser; destinationId: string }> {
  const who = await createUser(t);
  await setTotalDownloads(t, who.user.id, 1_000);
  const { id } = await addUpiDestination(t, who);
  await creditLiveEarnings(t, who, tippedRupees);
  return { who, destinationId: id };
}

const ask = (c: { who: TestUser; destinationId: string }, requestId: string) =>
  c.who.client.call('createWithdrawalRequest', { amount: 100, paymentMethod: 'upi', accountDetails: { destinationId: c.destinationId }, requestId });

describe('simultaneous withdrawal requests (issue 15: never overdrawn)', () => {
  it('lets exactly 3 of 100 simultaneous ₹100 requests through against ₹340, and the ledger reconciles', async () => {
    const c = await creatorWith(400);
    expect(await liveMoney(t, c.who)).toEqual({ earnings: 34_000, held: 0 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => ask(c, randomUUID())));
    const succeeded = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(succeeded).toHaveLength(3);
    expect(refused).toHaveLength(97);
    // A request is refused only once the balance is under ₹100, that is after all three won: ₹40 is left.
    expect(new Set(refused.map((a) => `${a.status} ${a.error?.message}`))).toEqual(new Set(['400 Failed to create withdrawal request: amount: more than your available balance of ₹40']));
    expect(await liveMoney(t, c.who)).toEqual({ earnings: 4_000, held: 30_000 });
    expect(await withdrawalRowsOf(t, c.who)).toHaveLength(3);
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true, mismatchedHolds: [] });
  });

  it('makes one withdrawal of 20 simultaneous sends of one requestId', async () => {
    const c = await creatorWith(1_000);
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(c, requestId)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => (a.result as { withdrawal: { id: string } }).withdrawal.id));
    expect(ids.size).toBe(1);
    expect(await withdrawalRowsOf(t, c.who)).toHaveLength(1);
    expect(await liveMoney(t, c.who)).toEqual({ earnings: 75_000, held: 10_000 });
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true, mismatchedHolds: [] });
  });
});
