import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Issue 15: how a creator is paid and what they asked to withdraw. The money itself moves only on
 * the ledger (`src/server/money/`); these rows say where it goes and where each request stands. No
 * foreign keys to users: a withdrawal's record outlives the account that made it.
 */

export const PAYOUT_SCHEDULES = ['instant', 'weekly', 'monthly'] as const;
export const PAYOUT_METHODS = ['upi', 'bank'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'completed', 'failed', 'rejected'] as const;

/** One row per person who set anything about payouts (SPEC §3: schedule, defaultMethod; KYC-lite; the PIN). */
export const payoutSettings = pgTable('payout_settings', {
  userId: text('user_id').primaryKey(),
  schedule: text('schedule', { enum: PAYOUT_SCHEDULES }).notNull().default('instant'),
  /** The destination a scheduled withdrawal pays to, and the one the dialog picks first. */
  defaultDestinationId: text('default_destination_id'),
  /** scrypt, with its salt and parameters in the text; null when no PIN is set. */
  pinHash: text('pin_hash'),
  pinFailures: integer('pin_failures').notNull().default(0),
  pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
  legalName: text('legal_name'),
  /** 'ABCXX1234X' style: the first three and the last letter, never the whole PAN. */
  panMasked: text('pan_masked'),
  /** Keyed hash of the PAN (one PAN, one person), never reversible. */
  panHash: text('pan_hash'),
  kycUpdatedAt: timestamp('kyc_updated_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A UPI id or a bank account a creator can be paid to. */
export const payoutDestinations = pgTable(
  'payout_destinations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    /** UPI: the VPA in lower case. */
    upiId: text('upi_id'),
    /** Bank: the account holder as given. */
    holderName: text('holder_name'),
    /** Bank: the account number sealed with the server's key (AES-256-GCM); shown only as its last four digits. */
    accountNumberSealed: text('account_number_sealed'),
    accountLast4: text('account_last4'),
    ifsc: text('ifsc'),
    bankName: text('bank_name'),
    /** Keyed hash of the destination (method and VPA or account and IFSC): one row per destination and person. */
    fingerprint: text('fingerprint').notNull(),
    /** 'format': the text only was checked; 'provider': the provider confirmed the account and its holder. */
    verification: text('verification', { enum: ['format', 'provider'] }).notNull().default('format'),
    /** The holder's name as the provider reported it. */
    verifiedName: text('verified_name'),
    microPayoutStatus: text('micro_payout_status', { enum: ['processing', 'completed', 'failed'] }),
    microPayoutId: text('micro_payout_id'),
    microPayoutAt: timestamp('micro_payout_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_destinations_user_fingerprint_idx').on(t.userId, t.fingerprint), index('payout_destinations_user_idx').on(t.userId, t.createdAt)],
);

/** SPEC §3's withdrawal_requests (userId, amount, method, status, createdAt, updatedAt) and ORIGINAL-FACTS' fields. */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** Paise asked for; the fee comes out of it and the rest is paid. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    processingFee: bigint('processing_fee', { mode: 'number' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    /** The creator's tier when it was requested, which set its fee (issue 30); null for requests made before tiers. */
    creatorTier: text('creator_tier'),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    destinationId: text('destination_id').notNull(),
    /** The destination as its owner sees it ('asha@okaxis', 'HDFC Bank ••••4321'), kept as it was when asked. */
    destinationLabel: text('destination_label').notNull(),
    schedule: text('schedule', { enum: PAYOUT_SCHEDULES }).notNull().default('instant'),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    failureReason: text('failure_reason'),
    /** How many times its amount was reserved (a retried failure reserves again): names its ledger postings. */
    attempt: integer('attempt').notNull().default(1),
    /** Who pays it: RazorpayX, the built-in test payouts, or an admin by hand. */
    payoutMode: text('payout_mode', { enum: ['razorpayx', 'built-in', 'by-hand'] }),
    payoutId: text('payout_id'),
    /** The requester's id for this request (a retried submit sends it again): one request per key. */
    requestKey: text('request_key').notNull(),
    processedBy: text('processed_by'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawal_requests_request_key_idx').on(t.userId, t.requestKey),
    index('withdrawal_requests_user_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('withdrawal_requests_status_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('withdrawal_requests_payout_idx').on(t.payoutId).where(sql`${t.payoutId} is not null`),
    check('withdrawal_requests_amounts', sql`${t.amount} > 0 and ${t.processingFee} >= 0 and ${t.netAmount} > 0 and ${t.amount} = ${t.processingFee} + ${t.netAmount}`),
  ],
);

/** Payout webhook events handled, by the provider's event id (a replay is answered and ignored). */
export const payoutWebhookEvents = pgTable('payout_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
