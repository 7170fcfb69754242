import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { addUpiDestination, setTotalDownloads } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { creditLiveEarnings, writtenCounts } from '../../test/withdrawal-factories';

let t: TestApp;
let creator: TestUser;
let other: TestUser;
let admin: TestUser;
/** The creator's withdrawals' ids, oldest first. */
const made: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  ({ owner: creator, other, admin } = await createOwnerOtherAdmin(t));
  await setTotalDownloads(t, creator.user.id, 1_000);
  const { id } = await addUpiDestination(t, creator);
  await creditLiveEarnings(t, creator, 1_000);
  for (const amount of [100, 200, 300]) {
    const answer = await creator.client.call('createWithdrawalRequest', { amount, paymentMethod: 'upi', accountDetails: { destinationId: id }, requestId: randomUUID() });
    made.push((answer.result as { withdrawal: { id: string } }).withdrawal.id);
  }
});
afterAll(async () => t?.close());

type History = { success: true; withdrawals: { id: string; amount: number; status: string }[]; total: number };
const history = (who: TestUser, input: Record<string, unknown> = {}) => who.client.call<History>('getWithdrawalHistory', input);

describe('getWithdrawalHistory', () => {
  it('lists the caller’s own withdrawals newest first, 20 from 0 by default, with the total', async () => {
    const all = await history(creator);
    expect(all.result).toMatchObject({ success: true, total: 3 });
    expect(all.result!.withdrawals.map((w) => [w.id, w.amount, w.status])).toEqual([
      [made[2], 30_000, 'pending'],
      [made[1], 20_000, 'pending'],
      [made[0], 10_000, 'pending'],
    ]);
    const page = await history(creator, { userId: creator.user.id, limit: 1, offset: 1 });
    expect(page.result).toMatchObject({ total: 3, withdrawals: [{ id: made[1] }] });
    expect((await history(creator, { offset: 3 })).result).toEqual({ success: true, withdrawals: [], total: 3 });
  });

  it('answers per role: signed out 401, someone else’s 403, an admin anyone’s', async () => {
    const signedOut = await t.client().call('getWithdrawalHistory', {});
    expect([signedOut.status, signedOut.error?.message]).toEqual([401, 'User not authenticated']);
    const nosy = await history(other, { userId: creator.user.id });
    expect([nosy.status, nosy.error?.message]).toEqual([403, 'userId: you can only see your own withdrawals']);
    expect((await history(other)).result).toEqual({ success: true, withdrawals: [], total: 0 });
    expect((await history(admin, { userId: creator.user.id })).result).toMatchObject({ total: 3, withdrawals: [{ id: made[2] }, { id: made[1] }, { id: made[0] }] });
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const before = await writtenCounts(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ limit: 0 }, 'limit: at least 1'],
      [{ limit: 101 }, 'limit: at most 100'],
      [{ limit: 1.5 }, 'limit: a whole number'],
      [{ offset: -1 }, 'offset: 0 or more'],
      [{ userId: '' }, 'userId: Too small: expected string to have >=1 characters'],
      [{ status: 'pending' }, 'status: cannot be set here'],
    ];
    for (const [input, message] of cases) {
      const answer = await history(creator, input);
      expect([answer.status, answer.error?.message], message).toEqual([400, message]);
    }
    expect(await writtenCounts(t)).toEqual(before);
  });
});
