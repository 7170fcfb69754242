import { NEW_DESTINATION_HOLD_HOURS } from '../../shared/constants/payout-rules';
import type { PayoutDestination } from '../../shared/contracts/payouts/payout-settings';
import type { payoutDestinations } from '../db/schema';

type DestinationRow = typeof payoutDestinations.$inferSelect;

/** When a destination may first be paid: NEW_DESTINATION_HOLD_HOURS after it was added (decision 047). */
export function destinationUsableFrom(row: Pick<DestinationRow, 'createdAt'>): Date {
  return new Date(row.createdAt.getTime() + NEW_DESTINATION_HOLD_HOURS * 3_600_000);
}

/** One fingerprint per destination, whatever its spelling: a UPI id in lower case, an account with its IFSC. */
export function destinationFingerprintText(input: { method: 'upi'; upiId: string } | { method: 'bank'; accountNumber: string; ifsc: string }): string {
  return input.method === 'upi' ? `upi:${input.upiId.trim().toLowerCase()}` : `bank:${input.accountNumber.trim()}:${input.ifsc.trim().toUpperCase()}`;
}

/** How its owner (and their withdrawal history) names it: 'asha@okaxis', or 'HDFC Bank ••••4321'. */
export function destinationLabel(row: Pick<DestinationRow, 'method' | 'upiId' | 'bankName' | 'ifsc' | 'accountLast4'>): string {
  if (row.method === 'upi') return row.upiId ?? 'UPI';
  return `${row.bankName ?? row.ifsc ?? 'Bank account'} ••••${row.accountLast4 ?? ''}`;
}

/** What its owner may read: never the whole account number. */
export function destinationView(row: DestinationRow, defaultDestinationId: string | null): PayoutDestination {
  return {
    id: row.id,
    method: row.method,
    label: destinationLabel(row),
    upiId: row.upiId,
    holderName: row.holderName,
    accountLast4: row.accountLast4,
    ifsc: row.ifsc,
    bankName: row.bankName,
    verification: row.verification,
    verifiedName: row.verifiedName,
    microPayout: { status: row.microPayoutStatus, at: row.microPayoutAt?.toISOString() ?? null },
    isDefault: row.id === defaultDestinationId,
    createdAt: row.createdAt.toISOString(),
    usableFrom: destinationUsableFrom(row).toISOString(),
  };
}
