import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { ledgerAccounts } from '../db/schema';
import { naturalBalance, type AccountRef } from './ledger-accounts';

/**
 * An account's balance read under the lock postTransaction takes to move it, held until the
 * transaction ends: a decision made on the figure (approving a withdrawal it must cover) cannot be
 * overtaken by a refund posting at the same moment, which waits for it or went first and is seen.
 * An account never used has no row and nothing to lock: its balance is zero.
 */
export async function lockedAccountBalance(tx: Tx, ref: AccountRef): Promise<number> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.book, ref.book), eq(ledgerAccounts.kind, ref.kind), eq(ledgerAccounts.ownerId, ref.ownerId)))
    .for('no key update');
  return naturalBalance(ref.kind, row?.balance ?? 0);
}
