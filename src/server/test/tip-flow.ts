import { count, eq } from 'drizzle-orm';
import { ledgerTransactions, tips } from '../db/schema';
import type { CheckoutAnswer } from '../payments/stand-in/razorpay-stand-in';
import type { TestUser } from './factories';
import type { PaymentsHarness } from './payments-harness';

export interface TipOrder {
  orderId: string;
  body: { amount: number; creatorId: string; message: string; testMode: boolean };
}

/** The dialog's first step: an order for a tip from `payer`. */
export async function orderTip(payer: TestUser, body: Partial<TipOrder['body']> & { creatorId: string; modelId?: string }): Promise<TipOrder> {
  const full = { amount: 250, message: '', testMode: true, ...body };
  const answer = await payer.client.call('createRazorpayOrder', full);
  if (answer.status !== 200) throw new Error(`createRazorpayOrder answered ${answer.status}: ${answer.error?.message}`);
  return { orderId: (answer.result as { orderId: string }).orderId, body: full };
}

/** The checkout's success handler's fields as verifyRazorpayPayment takes them. */
export function verifyBody(order: TipOrder, paid: CheckoutAnswer) {
  if ('error' in paid) throw new Error(`the payment failed: ${paid.error.description}`);
  const { amount, creatorId, message, testMode } = order.body;
  return { amount, creatorId, message, testMode, orderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature };
}

/** How many times a payment was posted to the ledger, and its tip rows. */
export async function postingsOf(h: PaymentsHarness, paymentId: string): Promise<{ postings: number; tipRows: number }> {
  const db = h.t.services.db;
  const [postings] = await db.select({ n: count() }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `tip:${paymentId}`));
  const [rows] = await db.select({ n: count() }).from(tips).where(eq(tips.paymentId, paymentId));
  return { postings: postings!.n, tipRows: rows!.n };
}

/** A whole test-mode tip through the built-in checkout (an app without Razorpay keys): order, pay, verify. Answers the payment id. */
export async function tipThroughBuiltInCheckout(payer: TestUser, body: Partial<TipOrder['body']> & { creatorId: string; modelId?: string }): Promise<string> {
  const order = await orderTip(payer, body);
  const paid = await payer.client.call('completeTestCheckout', { orderId: order.orderId, outcome: 'success' });
  const payment = (paid.result as { payment: { razorpay_payment_id: string; razorpay_signature: string } }).payment;
  const { amount, creatorId, message, testMode } = order.body;
  const verified = await payer.client.call('verifyRazorpayPayment', {
    amount, creatorId, message, testMode, orderId: order.orderId, paymentId: payment.razorpay_payment_id, signature: payment.razorpay_signature,
  });
  if (verified.status !== 200) throw new Error(`verifyRazorpayPayment answered ${verified.status}: ${verified.error?.message}`);
  return payment.razorpay_payment_id;
}
