import { AppError } from '../../shared/app-error';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Tx } from '../db/database';
import { accountBalance } from './account-balance';
import { adRevenue, creatorEarnings, sponsoredBudgets } from './ledger-accounts';
import { postTransaction, type Posted } from './post-transaction';

/**
 * A sponsored placement's money (decision 082), live book only: its budget is held from the
 * creator's earnings when it is made, what it spends moves to the platform's ad revenue as it is
 * settled, and what is left goes back to the creator's earnings once when it ends. Each posting
 * happens once for its key, however often it is asked for.
 */

export interface SponsoredMoney {
  campaignId: string;
  creatorId: string;
}

function paise(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`${what} is a positive whole number of paise, not ${amount}`);
}

/** Holds the budget; refused, with the whole transaction, when it is more than the creator's earnings. */
export async function holdSponsoredBudget(tx: Tx, money: SponsoredMoney & { budgetPaise: number }): Promise<Posted> {
  paise(money.budgetPaise, 'a budget');
  const earnings = creatorEarnings('live', money.creatorId);
  const posted = await postTransaction(tx, {
    book: 'live',
    kind: 'sponsored_hold',
    idempotencyKey: `sponsored-hold:${money.campaignId}`,
    details: { campaignId: money.campaignId, creatorId: money.creatorId, amount: money.budgetPaise },
    entries: [
      { account: earnings, amount: money.budgetPaise },
      { account: sponsoredBudgets(money.creatorId), amount: -money.budgetPaise },
    ],
  });
  const left = await accountBalance(tx, earnings);
  if (posted.posted && left < 0) {
    throw new AppError('invalid-argument', `budget: more than your available earnings of ${formatRupees(Math.max(0, left + money.budgetPaise))}`);
  }
  return posted;
}

/**
 * Moves what the campaign has spent since the last settling to ad revenue. `spentUpTo` is the
 * campaign's spend this settles to: the key carries it, so the same settling is posted once.
 */
export async function settleSponsoredSpend(tx: Tx, money: SponsoredMoney & { amountPaise: number; spentUpTo: number }): Promise<Posted> {
  paise(money.amountPaise, 'a settled spend');
  return postTransaction(tx, {
    book: 'live',
    kind: 'sponsored_spend',
    idempotencyKey: `sponsored-spend:${money.campaignId}:${money.spentUpTo}`,
    details: { campaignId: money.campaignId, creatorId: money.creatorId, amount: money.amountPaise, spentUpTo: money.spentUpTo },
    entries: [
      { account: sponsoredBudgets(money.creatorId), amount: money.amountPaise },
      { account: adRevenue(), amount: -money.amountPaise },
    ],
  });
}

/** Returns the unspent rest of an ended or declined campaign to the creator's earnings, once. */
export async function returnSponsoredBudget(tx: Tx, money: SponsoredMoney & { amountPaise: number }): Promise<Posted> {
  paise(money.amountPaise, 'a returned budget');
  return postTransaction(tx, {
    book: 'live',
    kind: 'sponsored_return',
    idempotencyKey: `sponsored-return:${money.campaignId}`,
    details: { campaignId: money.campaignId, creatorId: money.creatorId, amount: money.amountPaise },
    entries: [
      { account: sponsoredBudgets(money.creatorId), amount: money.amountPaise },
      { account: creatorEarnings('live', money.creatorId), amount: -money.amountPaise },
    ],
  });
}
