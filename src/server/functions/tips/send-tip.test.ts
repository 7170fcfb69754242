import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, mailOutbox, tips } from '../../db/schema';
import { accountBalance } from '../../money/account-balance';
import { creatorEarnings } from '../../money/ledger-accounts';
import { reconcileLedger } from '../../money/reconcile-ledger';
import { createOwnerOtherAdmin, createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tipThroughBuiltInCheckout } from '../../test/tip-flow';

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
      [sender, { amount: 10, testMode: false }, 400, 'amount: more than your earnings of ₹0'],
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
