import type { LedgerBook } from '../db/schema';

/**
 * The accounts money can be in (decisions 033, 035). Debit-normal: `provider_clearing` (money the
 * provider has taken for us and owes us), `platform_expenses` (what the platform paid itself, such
 * as ₹1 test payouts). Credit-normal: `creator_earnings` (owed to one creator and free to withdraw),
 * `withdrawal_holds` (owed to one creator, reserved by withdrawals not yet paid), `platform_fees`
 * (the platform's cut of tips and withdrawals), `platform_tips` (tips to the platform itself) and
 * `payments_to_return` (payments taken for a creator who may no longer receive, owed back to the payer),
 * `sponsored_budgets` (a creator's money held for their sponsored placements, decision 082) and
 * `ad_revenue` (what sponsored placements have spent, the platform's).
 * Refunds are transactions of their own kind that take money back out of these. The two withdrawal
 * kinds exist in the live book only (the database refuses them in the test book).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'provider_clearing',
  'creator_earnings',
  'platform_fees',
  'platform_tips',
  'withdrawal_holds',
  'platform_expenses',
  'payments_to_return',
  'sponsored_budgets',
  'ad_revenue',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Which side an account's figure is read from: a creator's earnings are what the ledger owes them. */
const CREDIT_NORMAL = new Set<LedgerAccountKind>(['creator_earnings', 'platform_fees', 'platform_tips', 'withdrawal_holds', 'payments_to_return', 'sponsored_budgets', 'ad_revenue']);

export interface AccountRef {
  book: LedgerBook;
  kind: LedgerAccountKind;
  /** The creator, for `creator_earnings`; '' for the platform's accounts. */
  ownerId: string;
}

export const providerClearing = (book: LedgerBook): AccountRef => ({ book, kind: 'provider_clearing', ownerId: '' });
export const platformFees = (book: LedgerBook): AccountRef => ({ book, kind: 'platform_fees', ownerId: '' });
export const platformTips = (book: LedgerBook): AccountRef => ({ book, kind: 'platform_tips', ownerId: '' });
export const creatorEarnings = (book: LedgerBook, creatorId: string): AccountRef => {
  if (!creatorId) throw new Error('a creator earnings account needs the creator');
  return { book, kind: 'creator_earnings', ownerId: creatorId };
};

/** What a creator's unpaid withdrawals hold back: live book only. */
export const withdrawalHolds = (creatorId: string): AccountRef => {
  if (!creatorId) throw new Error('a withdrawal holds account needs the creator');
  return { book: 'live', kind: 'withdrawal_holds', ownerId: creatorId };
};
/** A creator's budgets held for their sponsored placements, until spent or returned: live book only. */
export const sponsoredBudgets = (creatorId: string): AccountRef => {
  if (!creatorId) throw new Error('a sponsored budgets account needs the creator');
  return { book: 'live', kind: 'sponsored_budgets', ownerId: creatorId };
};
/** What sponsored placements have spent: the platform's revenue from them. */
export const adRevenue = (): AccountRef => ({ book: 'live', kind: 'ad_revenue', ownerId: '' });
export const platformExpenses = (): AccountRef => ({ book: 'live', kind: 'platform_expenses', ownerId: '' });
/** Payments captured for a tip its creator could no longer receive, owed back to their payers until refunded (decision 049). */
export const paymentsToReturn = (book: LedgerBook): AccountRef => ({ book, kind: 'payments_to_return', ownerId: '' });

/** The figure people read: entries sum debit-positive, so a credit-normal account's is the negation. */
export function naturalBalance(kind: LedgerAccountKind, rawBalance: number): number {
  return CREDIT_NORMAL.has(kind) ? 0 - rawBalance : rawBalance;
}

export const accountKey = (ref: AccountRef) => `${ref.book}:${ref.kind}:${ref.ownerId}`;
