import { and, eq, sql } from 'drizzle-orm';
import { formatRupees } from '../../shared/money/format-rupees';
import type { Tx } from '../db/database';
import { ledgerTransactions } from '../db/schema';
import { holdUncoveredWithdrawals } from './withdrawal-holds';
import { creatorEarnings, platformFees, platformTips, providerClearing } from './ledger-accounts';
import { postTransaction, type Posted } from './post-transaction';
import { reverseReferralTipShare } from './referral-tip-share';

export interface ProcessedRefund {
  /** The provider's refund id: posted once for it. */
  refundId: string;
  paymentId: string;
  amountPaise: number;
}

/**
 * A refund the provider has made: the provider takes the money back (provider clearing, credit),
 * and what the tip earned goes back in proportion (the creator's share and the platform's fee, or
 * the platform's own tip; debits). A creator already paid out goes negative, which payouts must
 * respect: their pending withdrawals are held (issue 27 item 2). Once per refund id, and never more in all than the tip: the payment's refunds so far
 * are counted first, under a lock per payment. Answers null when the payment was never posted as
 * a tip (nothing to reverse).
 */
export async function postRefund(tx: Tx, refund: ProcessedRefund): Promise<Posted | null> {
  const [tip] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `tip:${refund.paymentId}`)).limit(1);
  if (!tip) return null;
  const details = tip.details as { amount: number; creatorShare: number; platformFee: number; creatorId: string | null };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`refunds:${refund.paymentId}`}))`);
  const [done] = await tx
    .select({ refunded: sql<string>`coalesce(sum((${ledgerTransactions.details}->>'amount')::bigint), 0)` })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'refund'), sql`${ledgerTransactions.details}->>'paymentId' = ${refund.paymentId}`, sql`${ledgerTransactions.idempotencyKey} <> ${`refund:${refund.refundId}`}`));
  const before = Number(done?.refunded ?? 0);
  const left = details.amount - before;
  if (!Number.isSafeInteger(refund.amountPaise) || refund.amountPaise <= 0 || refund.amountPaise > left) {
    throw new Error(`a refund of ${refund.amountPaise} paise does not fit the ${left} paise left of the tip`);
  }
  const book = tip.book;
  // The earnings go back in proportion, rounded on the running total, so refunds that add up to the
  // tip take back exactly the creator's share and the fee, however it was split into parts.
  const creatorPart = (refunded: number) => Math.round((details.creatorShare * refunded) / details.amount);
  const fromCreator = details.creatorId ? creatorPart(before + refund.amountPaise) - creatorPart(before) : 0;
  const fromPlatform = refund.amountPaise - fromCreator;
  const entries = [
    { account: providerClearing(book), amount: -refund.amountPaise },
    ...(fromCreator > 0 ? [{ account: creatorEarnings(book, details.creatorId!), amount: fromCreator }] : []),
    ...(fromPlatform > 0 ? [{ account: details.creatorId ? platformFees(book) : platformTips(book), amount: fromPlatform }] : []),
  ];
  const posted = await postTransaction(tx, {
    book,
    kind: 'refund',
    idempotencyKey: `refund:${refund.refundId}`,
    details: { refundId: refund.refundId, paymentId: refund.paymentId, amount: refund.amountPaise, fromCreator, fromPlatform, creatorId: details.creatorId },
    entries,
  });
  // Only live earnings can be withdrawn: a refund that leaves them below zero stops what waits to be paid.
  if (posted.posted && book === 'live' && details.creatorId && fromCreator > 0) {
    // A lost chargeback is posted as a refund under the dispute's id (handle-webhook-event.ts).
    const what = refund.refundId.startsWith('disp_') ? 'A lost chargeback' : 'A refund';
    const description = `${what} of ${formatRupees(refund.amountPaise, { paise: 'always' })} (${refund.refundId}) on tip payment ${refund.paymentId}`;
    await holdUncoveredWithdrawals(tx, details.creatorId, { id: refund.refundId, description });
  }
  // The referrer's 5 % of the friend's share goes back in the same proportion (decision 080).
  if (posted.posted && book === 'live') await reverseReferralTipShare(tx, { refundId: refund.refundId, paymentId: refund.paymentId, refundedBeforePaise: before, refundPaise: refund.amountPaise });
  return posted;
}
