import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 14: what we asked the payment provider for, what it told us, and the tips that came of it.
 * The ledger is the money's record; these say who, what for and where each payment stands. No
 * foreign keys to users: a payment's record outlives the accounts it names.
 */

/** An order made with the provider for a tip: what the payer may pay, decided on the server. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** The provider's order id. */
    id: text('id').primaryKey(),
    book: text('book', { enum: ['live', 'test'] }).notNull(),
    payerId: text('payer_id').notNull(),
    /** The creator tipped; null for a tip to the platform itself. */
    creatorId: text('creator_id'),
    modelId: text('model_id'),
    message: text('message').notNull().default(''),
    /** Paise. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    /** 'refused': its creator could no longer receive tips when it was paid (decision 049). */
    status: text('status', { enum: ['created', 'paid', 'failed', 'refused'] }).notNull().default('created'),
    /** The payment that paid it. */
    paymentId: text('payment_id'),
    /** The provider's description of the last failed attempt. */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_orders_payer_idx').on(t.payerId, t.createdAt)],
);

/** Every webhook event handled, by the provider's event id: a retried or replayed one is answered and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  book: text('book', { enum: ['live', 'test'] }).notNull(),
  event: text('event').notNull(),
  /** What it did: 'posted', 'already-posted', 'refunded', 'failed-attempt', 'not-ours'… */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §3's tip (fromUserId, toUserId, amount, creatorAmount, createdAt, message), one per captured payment, written with its ledger posting. */
export const tips = pgTable(
  'tips',
  {
    paymentId: text('payment_id').primaryKey(),
    book: text('book', { enum: ['live', 'test'] }).notNull(),
    /** A payment through the provider, or a tip out of the payer's earnings (sendTip, decision 034). */
    source: text('source', { enum: ['payment', 'earnings'] }).notNull().default('payment'),
    /** The provider's order; null for a tip from earnings. */
    orderId: text('order_id'),
    fromUserId: text('from_user_id').notNull(),
    /** Null for a tip to the platform. */
    toUserId: text('to_user_id'),
    modelId: text('model_id'),
    /** Paise, as are the others. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    creatorAmount: bigint('creator_amount', { mode: 'number' }).notNull(),
    platformFee: bigint('platform_fee', { mode: 'number' }).notNull(),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tips_from_idx').on(t.fromUserId, t.createdAt, t.paymentId),
    index('tips_to_idx').on(t.toUserId, t.createdAt, t.paymentId),
    // A creator's tips in one book and period, counted and averaged from the index alone (INCLUDE amount in the migration).
    index('tips_to_book_idx').on(t.toUserId, t.book, t.createdAt),
    // A day's tips across the site, for analytics (decision 043).
    index('tips_created_idx').on(t.createdAt),
  ],
);

/**
 * How many tips a creator received in a book, and their paise, since the first: kept with each tip
 * row (insertTip) so the all-time summary reads one row. The reconciliation proves it.
 */
export const tipTotals = pgTable(
  'tip_totals',
  {
    toUserId: text('to_user_id').notNull(),
    book: text('book', { enum: ['live', 'test'] }).notNull(),
    tips: integer('tips').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.toUserId, t.book] })],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type TipRow = typeof tips.$inferSelect;

/**
 * Payments made in the site's built-in test checkout (test mode with no Razorpay test keys): the
 * built-in "provider"'s own record, read back by the same verify code that asks Razorpay. In the
 * database, so any node can answer for a payment made through another.
 */
export const testCheckoutPayments = pgTable('test_checkout_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('INR'),
  status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
  vpa: text('vpa').notNull(),
  errorDescription: text('error_description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('test_checkout_payments_order_idx').on(t.orderId)]);
