import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { ledgerAccountTotals, ledgerAccounts, ledgerEntries, ledgerTransactions, type LedgerBook } from '../db/schema';
import { accountKey, LEDGER_ACCOUNT_KINDS, type AccountRef } from './ledger-accounts';

export interface Posting {
  book: LedgerBook;
  /** What kind of movement: 'tip', 'refund', 'correction'… */
  kind: string;
  /** Posts once: a second posting with the key (a retried webhook, a second verify) posts nothing. */
  idempotencyKey: string;
  details?: Record<string, unknown>;
  /** Paise: positive debits, negative credits, none zero, summing to zero. */
  entries: { account: AccountRef; amount: number }[];
}

export interface Posted {
  transactionId: number;
  /** False when the key had been posted before: nothing was written this time. */
  posted: boolean;
}

/** The rules a posting must meet before anything is written; the database checks them again at commit. */
function checkPosting(posting: Posting): void {
  if (!posting.idempotencyKey) throw new Error('a ledger posting needs an idempotency key');
  if (posting.entries.length < 2) throw new Error('a ledger posting needs at least two entries');
  let total = 0;
  for (const { account, amount } of posting.entries) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`a ledger entry is a whole, non-zero number of paise, not ${amount}`);
    if (account.book !== posting.book) throw new Error(`a ${posting.book} posting cannot touch the ${account.book} book`);
    if (!LEDGER_ACCOUNT_KINDS.includes(account.kind)) throw new Error(`no ledger account kind ${String(account.kind)}`);
    total += amount;
  }
  if (total !== 0 || !Number.isSafeInteger(total)) throw new Error(`a ledger posting must balance; its entries sum to ${total} paise`);
}

/**
 * The one way money moves (issue 14): a balanced set of entries, in the caller's transaction, once
 * per idempotency key. Accounts are made on first use. Each account's cached balance moves with its
 * entries, its row locked in id order (so two postings never wait on each other in a circle).
 * Concurrent postings of one key: the unique key makes all but the first find it posted.
 */
export async function postTransaction(tx: Tx, posting: Posting): Promise<Posted> {
  checkPosting(posting);
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({ book: posting.book, kind: posting.kind, idempotencyKey: posting.idempotencyKey, details: posting.details ?? {} })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [existing] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, posting.idempotencyKey));
    return { transactionId: existing!.id, posted: false };
  }

  // One amount per account, however many entries name it.
  const byAccount = new Map<string, { account: AccountRef; amount: number }>();
  for (const entry of posting.entries) {
    const key = accountKey(entry.account);
    const seen = byAccount.get(key);
    byAccount.set(key, { account: entry.account, amount: (seen?.amount ?? 0) + entry.amount });
  }
  const refs = [...byAccount.values()].map((each) => each.account);
  await tx
    .insert(ledgerAccounts)
    .values(refs.map((ref) => ({ book: ref.book, kind: ref.kind, ownerId: ref.ownerId })))
    .onConflictDoNothing({ target: [ledgerAccounts.book, ledgerAccounts.kind, ledgerAccounts.ownerId] });
  const named = sql.join(
    refs.map((ref) => sql`(${ref.kind}, ${ref.ownerId})`),
    sql`, `,
  );
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, ownerId: ledgerAccounts.ownerId })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.book, posting.book), sql`(${ledgerAccounts.kind}, ${ledgerAccounts.ownerId}) in (${named})`))
    .orderBy(ledgerAccounts.id)
    .for('no key update');
  const idOf = new Map(rows.map((row) => [`${posting.book}:${row.kind}:${row.ownerId}`, row.id]));

  await tx.insert(ledgerEntries).values(posting.entries.map((entry) => ({ transactionId: created.id, accountId: idOf.get(accountKey(entry.account))!, amount: entry.amount, kind: posting.kind })));
  const moves = [...byAccount.entries()].map(([key, { amount }]) => ({ id: idOf.get(key)!, amount, count: posting.entries.filter((e) => accountKey(e.account) === key).length }));
  moves.sort((a, b) => a.id - b.id);
  for (const move of moves) {
    await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${move.amount}`, entryCount: sql`${ledgerAccounts.entryCount} + ${move.count}` })
      .where(eq(ledgerAccounts.id, move.id));
  }
  await addToTotals(tx, posting.kind, posting.entries.map((entry) => ({ accountId: idOf.get(accountKey(entry.account))!, amount: entry.amount })));
  return { transactionId: created.id, posted: true };
}

/** Moves each account's totals of the posting's kind, under the locks taken above. */
async function addToTotals(tx: Tx, kind: string, entries: { accountId: number; amount: number }[]): Promise<void> {
  const byAccount = new Map<number, { debits: number; credits: number }>();
  for (const { accountId, amount } of entries) {
    const sums = byAccount.get(accountId) ?? { debits: 0, credits: 0 };
    if (amount > 0) sums.debits += amount;
    else sums.credits += amount;
    byAccount.set(accountId, sums);
  }
  const rows = [...byAccount.entries()].sort(([a], [b]) => a - b).map(([accountId, sums]) => ({ accountId, kind, ...sums }));
  await tx
    .insert(ledgerAccountTotals)
    .values(rows)
    .onConflictDoUpdate({
      target: [ledgerAccountTotals.accountId, ledgerAccountTotals.kind],
      set: { debits: sql`${ledgerAccountTotals.debits} + excluded.debits`, credits: sql`${ledgerAccountTotals.credits} + excluded.credits` },
    });
}
