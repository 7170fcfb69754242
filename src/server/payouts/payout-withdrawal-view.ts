import type { WithdrawalItem } from '../../shared/contracts/payouts/withdrawals';
import type { withdrawalRequests } from '../db/schema';

type Row = typeof withdrawalRequests.$inferSelect;

/** A withdrawal as its creator and the admin screens read it (amounts in paise). */
export function withdrawalItem(row: Row): WithdrawalItem {
  return {
    id: row.id,
    amount: row.amount,
    processingFee: row.processingFee,
    netAmount: row.netAmount,
    method: row.method,
    destinationLabel: row.destinationLabel,
    schedule: row.schedule,
    status: row.status,
    failureReason: row.failureReason,
    payoutMode: row.payoutMode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
