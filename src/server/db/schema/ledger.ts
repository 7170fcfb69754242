import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The money ledger (issue 14, decision 033): double-entry, integer paise. Only `src/server/money/`
 * writes these tables. Two books: 'live' (real money) and 'test' (test-mode tips), never mixed in
 * one transaction; only the live book can ever be withdrawn.
 */

/** One account of one book: the provider's clearing money, a creator's earnings, the platform's fees… */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    book: text('book', { enum: ['live', 'test'] }).notNull(),
    kind: text('kind').notNull(),
    /** The person an account belongs to (a creator's earnings), '' for the platform's. No foreign key: money outlives accounts. */
    ownerId: text('owner_id').notNull().default(''),
    /**
     * The sum of its entries, kept in the posting's transaction (under the row's lock, in id order)
     * so a balance is one read; the reconciliation check proves it equals the entries.
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    entryCount: integer('entry_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_accounts_book_kind_owner_idx').on(t.book, t.kind, t.ownerId)],
);

/** One movement of money: a balanced set of entries, posted once for its key (a payment id, a refund id). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    book: text('book', { enum: ['live', 'test'] }).notNull(),
    kind: text('kind').notNull(),
    /** What makes it happen once: `tip:{paymentId}`, `refund:{refundId}`. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who and what it is about (the tip's payer, creator, model, message), for history and audit. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_transactions_key_idx').on(t.idempotencyKey), index('ledger_transactions_kind_idx').on(t.kind, t.createdAt)],
);

/**
 * One side of a movement: paise, positive for a debit and negative for a credit, never zero. A
 * transaction's entries sum to zero (checked at commit by a deferred constraint trigger), and
 * entries are never updated or deleted (a trigger refuses both): a correction is a new transaction.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * The transaction's kind, copied when posted (entries never change): an account's figures for
     * a period (what tips earned, what withdrawals paid) are then read from one index, without a
     * lookup of each entry's transaction (issue 15's earnings summary at 100,000 tips).
     */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    // Covers (INCLUDE amount, kind in the migration) what an account's figures for a period read.
    index('ledger_entries_account_time_idx').on(t.accountId, t.createdAt),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Each account's entries summed by kind since it opened, moved by postTransaction with the account's
 * balance, under its lock: a creator's all-time figures (earned, withdrawn) are one row each
 * however many tips they had (issue 15's summary at 100,000 tips). The reconciliation proves them.
 */
export const ledgerAccountTotals = pgTable(
  'ledger_account_totals',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    kind: text('kind').notNull(),
    /** The sum of its positive entries of this kind. */
    debits: bigint('debits', { mode: 'number' }).notNull().default(0),
    /** The sum of its negative entries of this kind (zero or less). */
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);

export type LedgerBook = (typeof ledgerAccounts.$inferSelect)['book'];
