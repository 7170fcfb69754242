import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { ledgerTransactions, withdrawalRequests } from '../db/schema';
import { accountBalance } from '../money/account-balance';
import { creatorEarnings, withdrawalHolds } from '../money/ledger-accounts';
import { postRefund } from '../money/post-refund';
import { postTip } from '../money/post-tip';
import type { TestUser } from './factories';
import { rupeesToPaise } from '../../shared/money/paise';
import type { TestApp } from './test-app';
import { BASIC_TIP_TIER } from './basic-tip-tier';

/**
 * A captured live tip posted through the ledger, as the payment path posts one (decision 034): the
 * creator's live earnings grow by 85 % of `rupees`. Answers the payment id, for a refund later.
 */
export async function creditLiveEarnings(t: TestApp, creator: TestUser, rupees: number): Promise<string> {
  const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  await t.services.db.transaction((tx) =>
    postTip(tx, {
      book: 'live',
      paymentId,
      orderId: `order_${paymentId.slice(4)}`,
      amountPaise: rupeesToPaise(rupees),
      payerId: `fan-${randomUUID()}`,
      creatorId: creator.user.id,
      creatorTier: BASIC_TIP_TIER,
      modelId: null,
      message: '',
    }),
  );
  return paymentId;
}

/** The provider refunded (part of) a live tip: the creator's share goes back out of their earnings. */
export async function refundLiveTip(t: TestApp, paymentId: string, rupees: number): Promise<void> {
  await t.services.db.transaction((tx) => postRefund(tx, { refundId: `rfnd_${randomUUID()}`, paymentId, amountPaise: rupeesToPaise(rupees) }));
}

/** What a creator can withdraw and what their unpaid withdrawals hold, in paise. */
export async function liveMoney(t: TestApp, who: TestUser): Promise<{ earnings: number; held: number }> {
  return {
    earnings: await accountBalance(t.services.db, creatorEarnings('live', who.user.id)),
    held: await accountBalance(t.services.db, withdrawalHolds(who.user.id)),
  };
}

/** Rows a refused request must not have written: withdrawal requests and ledger transactions, in all. */
export async function writtenCounts(t: TestApp): Promise<{ withdrawals: number; transactions: number }> {
  const [w] = await t.services.db.select({ n: count() }).from(withdrawalRequests);
  const [l] = await t.services.db.select({ n: count() }).from(ledgerTransactions);
  return { withdrawals: w!.n, transactions: l!.n };
}

/** One person's withdrawal rows, any order. */
export async function withdrawalRowsOf(t: TestApp, who: TestUser) {
  return t.services.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, who.user.id));
}
