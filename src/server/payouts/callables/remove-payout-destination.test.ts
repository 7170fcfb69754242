import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutDestinations, payoutSettings, withdrawalRequests } from '../../db/schema';
import { newId } from '../../db/new-id';
import { createOwnerOtherAdmin, type TestUser } from '../../test/factories';
import { addBankDestination, addUpiDestination } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, admin } = await createOwnerOtherAdmin(t));
});
afterAll(async () => t?.close());

const idsOf = async (userId: string) => (await t.services.db.select({ id: payoutDestinations.id }).from(payoutDestinations).where(eq(payoutDestinations.userId, userId))).map((r) => r.id).sort();
const defaultOf = async (userId: string) => (await t.services.db.select().from(payoutSettings).where(eq(payoutSettings.userId, userId)))[0]?.defaultDestinationId ?? null;

describe('removePayoutDestination', () => {
  it('removes one of the caller’s own destinations, sealed number and all, and clears the default when it was the default', async () => {
    const bank = await addBankDestination(t, owner);
    const upi = await addUpiDestination(t, owner, 'asha@oksbi', { makeDefault: false });
    expect(await defaultOf(owner.user.id)).toBe(bank.id);
    expect(await owner.client.call('removePayoutDestination', { destinationId: upi.id })).toMatchObject({ status: 200, result: { success: true } });
    expect(await idsOf(owner.user.id)).toEqual([bank.id]);
    expect(await defaultOf(owner.user.id)).toBe(bank.id);
    expect((await owner.client.call('removePayoutDestination', { userId: owner.user.id, destinationId: bank.id })).status).toBe(200);
    expect(await idsOf(owner.user.id)).toEqual([]);
    expect(await defaultOf(owner.user.id)).toBeNull();
    expect((await owner.client.call('getPayoutSettings')).result.settings).toMatchObject({ defaultDestinationId: null, defaultMethod: null, destinations: [] });
    // Gone is gone: a second removal is a 404.
    expect((await owner.client.call('removePayoutDestination', { destinationId: bank.id })).status).toBe(404);
  });

  it('answers someone else’s destination exactly as one that does not exist, and refuses bad input, removing nothing', async () => {
    const theirs = await addUpiDestination(t, owner, 'owner.two@okhdfcbank');
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [null, { destinationId: theirs.id }, 401, 'User not authenticated'],
      [other, { destinationId: theirs.id }, 404, 'destinationId: no such payout destination'],
      [other, { destinationId: 'no-such-destination' }, 404, 'destinationId: no such payout destination'],
      [admin, { destinationId: theirs.id }, 404, 'destinationId: no such payout destination'],
      [other, { userId: owner.user.id, destinationId: theirs.id }, 403, 'You can only change your own payout settings'],
      [admin, { userId: owner.user.id, destinationId: theirs.id }, 403, 'You can only change your own payout settings'],
      [owner, {}, 400, 'destinationId is required'],
      [owner, { destinationId: '   ' }, 400, 'destinationId is required'],
      [owner, { destinationId: theirs.id, force: true }, 400, 'force: cannot be set here'],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = await (who ? who.client : t.client()).call('removePayoutDestination', input);
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
    expect(await idsOf(owner.user.id)).toEqual([theirs.id]);
    expect(await defaultOf(owner.user.id)).toBe(theirs.id);
  });

  it('keeps a destination a withdrawal is still being paid to, until that withdrawal is done', async () => {
    const upi = await addUpiDestination(t, other, 'other@okaxis');
    const withdrawalId = newId();
    await t.services.db.insert(withdrawalRequests).values({
      id: withdrawalId, userId: other.user.id, amount: 50_000, processingFee: 1_000, netAmount: 49_000, method: 'upi', destinationId: upi.id, destinationLabel: 'other@okaxis', requestKey: newId(),
    });
    const refused = await other.client.call('removePayoutDestination', { destinationId: upi.id });
    expect([refused.status, refused.error?.message]).toEqual([400, 'destinationId: a withdrawal to it is still being paid; remove it once that is done']);
    expect(await idsOf(other.user.id)).toEqual([upi.id]);
    await t.services.db.update(withdrawalRequests).set({ status: 'completed' }).where(eq(withdrawalRequests.id, withdrawalId));
    expect((await other.client.call('removePayoutDestination', { destinationId: upi.id })).status).toBe(200);
    expect(await idsOf(other.user.id)).toEqual([]);
  });
});
