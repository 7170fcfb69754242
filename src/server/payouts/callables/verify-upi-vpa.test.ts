import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, payoutDestinations } from '../../db/schema';
import { createUser, type TestUser } from '../../test/factories';
import { askStepUpCode, setPin, setTotalDownloads } from '../../test/payout-factories';
import { addDestination, startPayoutsHarness, type PayoutsHarness } from '../../test/payout-harness';
import { creditLiveEarnings } from '../../test/withdrawal-factories';

const PIN = '1357';
/** Someone who could withdraw, as a ₹1 check needs (decision 047): the downloads and ₹170 available. */
async function canWithdraw(h: PayoutsHarness, who: TestUser) {
  await setTotalDownloads(h.t, who.user.id, 1_000);
  await creditLiveEarnings(h.t, who, 200);
}
const destinationsOf = (h: PayoutsHarness, userId: string) => h.t.services.db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, userId));

describe('with RazorpayX (the stand-in)', () => {
  let h: PayoutsHarness;
  let user: TestUser;
  beforeAll(async () => {
    h = await startPayoutsHarness();
    user = await createUser(h.t);
    await setPin(h.t, user, PIN);
    await canWithdraw(h, user);
  }, 60_000);
  afterAll(() => h.close());

  it('verifyUpiVpa asks the provider, names the holder and keeps the UPI id once', async () => {
    const first = await user.client.call('verifyUpiVpa', { upiId: '  Asha.K@OKAXIS ', pin: PIN });
    expect(first.result).toMatchObject({ valid: true, checked: 'provider', holderName: 'ASHA K', destination: { upiId: 'asha.k@okaxis', verification: 'provider', verifiedName: 'ASHA K' } });
    const again = await user.client.call('verifyUpiVpa', { upiId: 'asha.k@okaxis', pin: PIN });
    expect(again.result.destination.id).toBe(first.result.destination.id);
    expect(await destinationsOf(h, user.user.id)).toHaveLength(1);
  });

  it('an id the provider says is not an account is answered invalid and not kept', async () => {
    const other = await createUser(h.t);
    const answer = await other.client.call('verifyUpiVpa', { upiId: 'invalid.person@okhdfc', code: await askStepUpCode(h.t, other, 'add-payout-destination') });
    expect(answer.result).toEqual({ success: true, valid: false, checked: 'provider', holderName: null, destination: null });
    expect(await destinationsOf(h, other.user.id)).toHaveLength(0);
  });

  it('bad input and signed-out callers: 4xx naming the field, nothing kept', async () => {
    const other = await createUser(h.t);
    for (const data of [{}, { upiId: 'no-at-sign' }, { upiId: 'a@b', extra: 1 }]) {
      const answer = await other.client.call('verifyUpiVpa', data);
      expect(answer.status).toBe(400);
      expect(answer.error!.message).toMatch(/upiId|UPI id|extra/);
    }
    expect((await other.client.call('verifyUpiVpa', { userId: user.user.id, upiId: 'x.y@okaxis' })).status).toBe(403);
    expect((await h.t.client().call('verifyUpiVpa', { upiId: 'x.y@okaxis' })).status).toBe(401);
    expect((await h.t.client().call('initiateMicroPayout', {})).status).toBe(401);
    expect((await other.client.call('initiateMicroPayout', {})).status).toBe(400);
    expect((await other.client.call('initiateMicroPayout', { destinationId: 'someone-elses' })).status).toBe(404);
    expect(await destinationsOf(h, other.user.id)).toHaveLength(0);
  });

  it('initiateMicroPayout sends ₹1 once per destination, posted as the platform’s expense when it completes', async () => {
    const bank = await addDestination(h.t, user.user.id, { accountNumber: '50100123456789', ifsc: 'HDFC0001234', holderName: 'Asha Kulkarni' });
    const answer = await user.client.call('initiateMicroPayout', { destinationId: bank.id });
    expect(answer.status).toBe(200);
    await expect.poll(async () => (await destinationsOf(h, user.user.id)).find((d) => d.id === bank.id)?.microPayoutStatus, { timeout: 10_000, interval: 100 }).toBe('completed');
    const payout = [...h.x.payouts.values()].find((p) => p.notes.destinationId === bank.id)!;
    expect(payout).toMatchObject({ amount: 100, mode: 'IMPS' });
    expect(h.x.fundAccounts.get(payout.fund_account_id)).toMatchObject({ bank_account: { account_number: '50100123456789', ifsc: 'HDFC0001234' } });
    const again = await user.client.call('initiateMicroPayout', { destinationId: bank.id });
    expect(again.status).toBe(409);
    expect(again.error!.message).toContain('already sent');
    const posted = await h.t.services.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.kind, 'verification_payout'), eq(ledgerTransactions.idempotencyKey, `verification-payout:${payout.id}`)));
    expect(posted).toHaveLength(1);
  });
});

describe('without RazorpayX keys (built-in test payouts)', () => {
  let h: PayoutsHarness;
  beforeAll(async () => {
    h = await startPayoutsHarness({ razorpayx: false });
  }, 60_000);
  afterAll(() => h.close());

  it('checks the format only, and the ₹1 and a withdrawal complete a couple of seconds later through the same handler', async () => {
    const user = await createUser(h.t);
    const admin = await createUser(h.t, { role: 'admin' });
    await canWithdraw(h, user);
    const bare = await user.client.call('verifyUpiVpa', { upiId: 'invalid.but.wellformed@okaxis' });
    expect([bare.status, bare.error?.message]).toEqual([400, 'code: this needs your withdrawal PIN, or, as none is set yet, a code we e-mail you; ask for the code and enter it here']);
    expect(await destinationsOf(h, user.user.id)).toEqual([]);
    const answer = await user.client.call('verifyUpiVpa', { upiId: 'invalid.but.wellformed@okaxis', code: await askStepUpCode(h.t, user, 'add-payout-destination') });
    expect(answer.result).toMatchObject({ valid: true, checked: 'format', holderName: null, destination: { verification: 'format' } });
    expect((await user.client.call('initiateMicroPayout', {})).result.destination.microPayout.status).toBe('processing');
    await expect.poll(async () => (await destinationsOf(h, user.user.id))[0]?.microPayoutStatus, { timeout: 15_000, interval: 250 }).toBe('completed');
    expect((await admin.client.call('listWithdrawalQueue', { status: 'completed' })).status).toBe(200);
  });
});
