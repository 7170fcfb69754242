import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { ledgerTransactions, type LedgerBook } from '../db/schema';
import { paymentsToReturn, providerClearing } from './ledger-accounts';
import { postTransaction, type Posted } from './post-transaction';

/**
 * A payment the provider captured for a tip whose creator could no longer receive it (banned,
 * inactive or deleted: decision 049). It is never the creator's: the provider holds it for us
 * (clearing) and we owe it back to the payer until the provider has refunded it.
 */
export interface RefusedPayment {
  book: LedgerBook;
  paymentId: string;
  orderId: string;
  amountPaise: number;
  payerId: string;
  creatorId: string;
  reason: string;
}

const refusedKey = (paymentId: string) => `refused-payment:${paymentId}`;
const returnedKey = (paymentId: string) => `refused-payment-returned:${paymentId}`;

/** The payment is owed back to its payer: once per payment id, in the caller's transaction. */
export async function postRefusedPayment(tx: Tx, p: RefusedPayment): Promise<Posted> {
  if (!Number.isSafeInteger(p.amountPaise) || p.amountPaise <= 0) throw new Error(`a refused payment is a positive whole number of paise, not ${p.amountPaise}`);
  return postTransaction(tx, {
    book: p.book,
    kind: 'refused_payment',
    idempotencyKey: refusedKey(p.paymentId),
    details: { paymentId: p.paymentId, orderId: p.orderId, payerId: p.payerId, creatorId: p.creatorId, amount: p.amountPaise, reason: p.reason },
    entries: [
      { account: providerClearing(p.book), amount: p.amountPaise },
      { account: paymentsToReturn(p.book), amount: -p.amountPaise },
    ],
  });
}

/**
 * The provider refunded it whole (a payment has at most one refund of ours, so the key is the
 * payment's): no longer owed, and no longer the provider's to pay us. Nothing when it was never
 * posted as refused.
 */
export async function postRefusedPaymentReturned(tx: Tx, returned: { paymentId: string; refundId: string | null }): Promise<Posted | null> {
  const [refused] = await tx.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, refusedKey(returned.paymentId)));
  if (!refused) return null;
  const amount = Number(refused.details.amount);
  return postTransaction(tx, {
    book: refused.book,
    kind: 'refused_payment_returned',
    idempotencyKey: returnedKey(returned.paymentId),
    details: { paymentId: returned.paymentId, refundId: returned.refundId, amount },
    entries: [
      { account: paymentsToReturn(refused.book), amount },
      { account: providerClearing(refused.book), amount: -amount },
    ],
  });
}

/** Whether a refused payment is still owed back (posted as refused, its return not yet). */
export async function refusedPaymentOwed(db: Db | Tx, paymentId: string): Promise<boolean> {
  const keys = await db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, refusedKey(paymentId)));
  if (keys.length === 0) return false;
  const [returned] = await db.select({ key: ledgerTransactions.idempotencyKey }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, returnedKey(paymentId)));
  return !returned;
}
