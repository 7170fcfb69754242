import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, mailOutbox, tips } from '../../db/schema';
import { accountBalance } from '../../money/account-balance';
import { creatorEarnings } from '../../money/ledger-accounts';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { askStepUpCode, setPin } from '../../test/payout-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tipThroughBuiltInCheckout } from '../../test/tip-flow';
import { creditLiveEarnings } from '../../test/withdrawal-factories';

let t: TestApp;
let sender: TestUser;
let fan: TestUser;
let friend: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner: sender, other: fan, admin } = await createOwnerOtherAdmin(t));
  friend = await createUser(t);
  // The sender earns ₹212.50 in the test book from a fan's ₹250 tip.
  await tipThroughBuiltInCheckout(fan, { creatorId: sender.user.id, amount: 250 });
});
afterAll(async () => t?.close());

const earnings = (user: TestUser, book: 'live' | 'test' = 'test') => accountBalance(t.services.db, creatorEarnings(book, user.user.id));
const earningsTips = async () => (await t.services.db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'earnings_tip')))[0]!.n;
const send = (who: TestUser, input: Record<string, unknown>) => who.client.call('sendTip', { creatorId: friend.user.id, testMode: true, requestId: randomUUID(), ...input });

const NEEDS_CODE = 'code: this needs your withdrawal PIN, or, as none is set yet, a code we e-mail you; ask for the code and enter it here';

describe('sendTip (a tip out of your earnings, decision 034)', () => {
  it('moves the amount whole from the sender’s earnings to the creator’s, once per requestId, and mails the sender a receipt', async () => {
    expect(await earnings(sender)).toBe(21_250);
    const requestId = randomUUID();
    const first = await send(sender, { amount: 100, message: 'Pass it on', requestId });
    expect(first.result).toEqual({ success: true, tip: { paymentId: `earnings_${sender.user.id}_${requestId}`, amount: 10_000, creatorAmount: 10_000, platformFee: 0, testMode: true }, balance: 11_250 });
    expect(await send(sender, { amount: 100, message: 'Pass it on', requestId })).toMatchObject({ status: 200, result: first.result });
    expect([await earnings(sender), await earnings(friend)]).toEqual([11_250, 10_000]);
    const [row] = await t.services.db.select().from(tips).where(eq(tips.paymentId, `earnings_${sender.user.id}_${requestId}`));
    expect(row).toMatchObject({ source: 'earnings', orderId: null, book: 'test', fromUserId: sender.user.id, toUserId: friend.user.id, message: 'Pass it on' });
    await expect
      .poll(async () => (await t.services.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, sender.email), eq(mailOutbox.kind, 'tip-receipt'))))[0]?.text, { timeout: 15_000, interval: 250 })
      .toContain('It came out of your earnings');
  });

  it('gives an admin no reach into anyone else’s earnings: they send from their own, like anyone', async () => {
    const before = [await earnings(sender), await earnings(friend)];
    const answer = await send(admin, { amount: 10 });
    expect(answer.status).toBe(400);
    expect(answer.error!.message).toBe('amount: more than your test-mode earnings of ₹0');
    // No field names whose earnings to spend: a userId is refused, not obeyed.
    expect((await send(admin, { amount: 10, userId: sender.user.id })).status).toBe(400);
    expect([await earnings(sender), await earnings(friend), await earnings(admin)]).toEqual([...before, 0]);
  });

  it('never sends more than the earnings, however many sends arrive at once', async () => {
    const before = await earnings(sender);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(sender, { amount: 10 })));
    const sent = answers.filter((a) => a.status === 200).length;
    expect(sent).toBe(Math.floor(before / 1000));
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 400 && a.error!.message.startsWith('amount: more than your test-mode earnings of'))).toBe(true);
    expect(await earnings(sender)).toBe(before - sent * 1000);
  });

  it('refuses an overdraw, live money it does not have, the platform, yourself, a visitor and bad input, writing nothing', async () => {
    const rows = await earningsTips();
    const cases: [TestUser | null, Record<string, unknown>, number, string][] = [
      [sender, { amount: 10_000 }, 400, 'amount: more than your test-mode earnings of ₹2.50'],
      [sender, { amount: 10, testMode: false }, 400, NEEDS_CODE],
      [fan, { amount: 10 }, 400, 'amount: more than your test-mode earnings of ₹0'],
      [sender, { amount: 10, creatorId: 'platform' }, 400, 'creatorId: tips from earnings go to creators; tip the platform through the payment dialog'],
      [sender, { amount: 10, creatorId: sender.user.id }, 400, 'creatorId: you cannot tip yourself'],
      [sender, { amount: 10, requestId: 'again' }, 400, 'requestId: must be a UUID the client made for this send'],
      [sender, { amount: 5 }, 400, 'amount: Minimum tip amount is ₹10'],
      [sender, { amount: 10, fee: 0 }, 400, 'fee: cannot be set here'],
      [null, { amount: 10 }, 401, 'Please log in to send a tip'],
    ];
    for (const [who, input, status, message] of cases) {
      const answer = who ? await send(who, input) : await t.client().call('sendTip', { creatorId: friend.user.id, amount: 10, requestId: randomUUID() });
      expect([answer.status, answer.error?.message], message).toEqual([status, message]);
    }
    expect(await earningsTips()).toBe(rows);
    expect(await reconcileLedger(t.services.db)).toMatchObject({ balanced: true });
  });
});

describe('sendTip out of live earnings needs the PIN or an e-mailed code (decision 047)', () => {
  it('refuses the session alone, takes a code for this purpose once, and answers a retry without a second proof', async () => {
    const creator = await createUser(t);
    await creditLiveEarnings(t, creator, 1_000);
    const live = () => earnings(creator, 'live');
    expect(await live()).toBe(85_000);
    const bare = await send(creator, { amount: 850, testMode: false });
    expect([bare.status, bare.error?.message]).toEqual([400, NEEDS_CODE]);
    const otherPurpose = await askStepUpCode(t, creator, 'add-payout-destination');
    expect((await send(creator, { amount: 850, testMode: false, code: otherPurpose })).error?.message).toBe('code: this code has expired, was used, or a newer one was sent; ask for a new code');
    expect(await live()).toBe(85_000);

    const code = await askStepUpCode(t, creator, 'tip-from-earnings');
    const requestId = randomUUID();
    const first = await send(creator, { amount: 100, testMode: false, code, requestId, message: 'thanks' });
    expect(first.status).toBe(200);
    expect(first.result.balance).toBe(75_000);
    // The same send again: its answer, with no code (the code is spent).
    expect(await send(creator, { amount: 100, testMode: false, requestId, message: 'thanks' })).toMatchObject({ status: 200, result: first.result });
    // A second send with the spent code is refused.
    expect((await send(creator, { amount: 100, testMode: false, code })).error?.message).toBe('code: this code has expired, was used, or a newer one was sent; ask for a new code');
    expect([await live(), await earnings(friend, 'live')]).toEqual([75_000, 10_000]);
  });

  it('takes the PIN once one is set, counting a wrong one', async () => {
    const creator = await createUser(t);
    await setPin(t, creator, '8642');
    await creditLiveEarnings(t, creator, 100);
    const none = await send(creator, { amount: 10, testMode: false });
    expect([none.status, none.error?.message]).toEqual([400, 'pin: enter your withdrawal PIN']);
    const wrong = await send(creator, { amount: 10, testMode: false, pin: '1111' });
    expect([wrong.status, wrong.error?.message]).toEqual([400, 'pin: wrong PIN; 4 more wrong tries lock withdrawals for 30 minutes']);
    expect((await send(creator, { amount: 10, testMode: false, pin: '8642' })).status).toBe(200);
    expect(await earnings(creator, 'live')).toBe(7_500);
  });
});

describe('sendTip’s requestId (issue 27 item 9)', () => {
  it('answers 409 for a requestId reused with another creator, amount, model, message or book, and the first tip again for the same send', async () => {
    const giver = await createUser(t);
    await tipThroughBuiltInCheckout(fan, { creatorId: giver.user.id, amount: 100 });
    const requestId = randomUUID();
    const first = await send(giver, { amount: 10, message: 'one', requestId });
    expect(first.status).toBe(200);
    const balances = [await earnings(giver), await earnings(friend), await earnings(fan)];
    const rows = await earningsTips();
    for (const change of [{ amount: 11 }, { creatorId: fan.user.id }, { message: 'two' }, { testMode: false, pin: '0000' }]) {
      const answer = await send(giver, { amount: 10, message: 'one', requestId, ...change });
      expect([answer.status, answer.error?.message], JSON.stringify(change)).toEqual([409, 'requestId: already used for another tip; make a new requestId for a new tip']);
    }
    expect(await send(giver, { amount: 10, message: 'one', requestId })).toMatchObject({ status: 200, result: first.result });
    expect([await earnings(giver), await earnings(friend), await earnings(fan)]).toEqual(balances);
    expect(await earningsTips()).toBe(rows);
  });
});
