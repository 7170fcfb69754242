import { eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import { isSuperAdminUser } from '../../shared/constants/roles';
import type { Db } from '../db/database';
import { payoutDestinations, withdrawalRequests, type UserRow } from '../db/schema';
import { recordAudit } from '../audit';
import type { PayoutMode } from './payouts-config';
import { payToText } from './payout-queue';
import type { PayoutKeys } from './payout-keys';

/**
 * Issue 27 item 5: a whole bank account number is shown only where a person must type it into a
 * bank, so only on a site that pays withdrawals by hand, and only to super admins. Everywhere else
 * (RazorpayX or the test payouts pay by themselves) it stays masked, whoever asks.
 */
export function mayRevealAccounts(user: Pick<UserRow, 'role'>, mode: PayoutMode): boolean {
  return isSuperAdminUser(user) && mode === 'by-hand';
}

/**
 * The whole pay-to detail of one approved withdrawal waiting to be paid by hand, written to the
 * audit log in the same transaction as it is read, so no number is shown that the log does not name.
 */
export async function revealAccountOf(deps: { db: Db; payoutKeys: PayoutKeys; mode: PayoutMode }, admin: UserRow, withdrawalId: string): Promise<string> {
  if (!mayRevealAccounts(admin, deps.mode)) {
    throw new AppError('permission-denied', 'withdrawalId: whole account numbers are shown only on a site that pays withdrawals by hand; here they are paid without anyone typing them');
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, withdrawalId));
    if (!row) throw new AppError('not-found', 'withdrawalId: no such withdrawal');
    if (row.status !== 'processing' || row.payoutMode !== 'by-hand') {
      throw new AppError('already-exists', `withdrawalId: it is ${row.status}${row.payoutMode ? ` (${row.payoutMode})` : ''}, not approved and waiting to be paid by hand, so its account is not needed`);
    }
    const [destination] = await tx.select().from(payoutDestinations).where(eq(payoutDestinations.id, row.destinationId));
    const payTo = payToText(destination ?? null, deps.payoutKeys, 'whole');
    if (!payTo) throw new AppError('not-found', 'withdrawalId: the UPI id or bank account it was to be paid to no longer exists');
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'withdrawal.revealAccount',
      target: { type: 'withdrawal', id: row.id },
      before: null,
      after: null,
      details: { userId: row.userId, destinationId: row.destinationId, method: row.method },
    });
    return payTo;
  });
}
