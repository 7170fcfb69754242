import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { ledgerAccounts } from '../db/schema';
import { naturalBalance, type AccountRef } from './ledger-accounts';

/** An account's balance as its owner reads it (earnings positive), from the cached figure reconciliation checks. */
export async function accountBalance(db: Db | Tx, ref: AccountRef): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.book, ref.book), eq(ledgerAccounts.kind, ref.kind), eq(ledgerAccounts.ownerId, ref.ownerId)));
  return naturalBalance(ref.kind, row?.balance ?? 0);
}
