import type { PayoutMode } from './payouts-config';

/** Where a payout goes: a UPI id, or a bank account with its IFSC and holder. */
export type PayoutDestinationDetails =
  | { kind: 'vpa'; upiId: string }
  | { kind: 'bank'; accountNumber: string; ifsc: string; holderName: string };

/** What a payout is for; it names the ledger posting its webhook makes. */
export type PayoutNotes =
  | { kind: 'withdrawal'; withdrawalId: string; attempt: number; userId: string }
  | { kind: 'verification'; destinationId: string; userId: string };

export interface PayoutRequest {
  /**
   * Sent as X-Payout-Idempotency: the same key returns the same payout and never makes a second,
   * so a retry after a crash or a timeout cannot pay twice. A withdrawal's is its id and attempt.
   */
  idempotencyKey: string;
  amountPaise: number;
  destination: PayoutDestinationDetails;
  /** The payee as RazorpayX files them (a contact): our user id and their name. */
  contact: { referenceId: string; name: string };
  purpose: 'payout' | 'refund' | 'cashback';
  /** At most 40 characters: our id for it, shown in RazorpayX's dashboard. */
  referenceId: string;
  /** At most 30 letters, digits and spaces: what the payee's bank statement says. */
  narration: string;
  notes: PayoutNotes;
}

export type PayoutStatus = 'queued' | 'pending' | 'scheduled' | 'processing' | 'processed' | 'reversed' | 'cancelled' | 'rejected' | 'failed';

export interface ProviderPayout {
  id: string;
  status: PayoutStatus;
  amountPaise: number;
  /** The bank's reference once processed. */
  utr: string | null;
  failureReason: string | null;
}

export type VpaValidation = { valid: true; checked: 'provider' | 'format'; holderName: string | null } | { valid: false; checked: 'provider'; holderName: null };

/** The provider said no (`statusCode` 4xx: asking again will not help), or could not be reached or failed (null, 5xx). */
export class PayoutProviderError extends Error {
  override name = 'PayoutProviderError';
  constructor(
    readonly statusCode: number | null,
    readonly description: string,
  ) {
    super(description);
  }
  /** The provider refused this payout for good: the withdrawal fails and its money is released. */
  get refused(): boolean {
    return this.statusCode !== null && this.statusCode >= 400 && this.statusCode < 500 && this.statusCode !== 429 && this.statusCode !== 409;
  }
}

/** What we ask of whoever pays (decision 036). By hand, no payout is ever created: an admin marks each one paid. */
export interface PayoutGateway {
  mode: PayoutMode;
  createPayout(request: PayoutRequest): Promise<ProviderPayout>;
  fetchPayout(payoutId: string): Promise<ProviderPayout>;
  /** A fund-account validation where the provider offers it (the holder's name), otherwise the format only. */
  validateVpa(upiId: string): Promise<VpaValidation>;
}

/** RazorpayX's narration: letters, digits and spaces, at most 30. */
export function narrationOf(text: string): string {
  return text.replace(/[^A-Za-z0-9 ]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 30) || 'Meshmandi payout';
}

/** A withdrawal's payout key: its id and attempt, so a retried failure is a new payout and a re-drive the same one. */
export const withdrawalPayoutKey = (withdrawalId: string, attempt: number) => `withdrawal:${withdrawalId}:${attempt}`;
export const verificationPayoutKey = (destinationId: string) => `verification:${destinationId}`;
