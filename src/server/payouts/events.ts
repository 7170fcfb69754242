import { z } from 'zod';
import { PAYOUT_METHODS, PAYOUT_SCHEDULES } from '../db/schema/payouts';
import { at, device, id, whole, type EventSchemas } from '../events/event-fields';

const withdrawalOutcome = { withdrawalId: id, amount: whole, netAmount: whole, reason: z.string().nullable() };

/** The kinds of domain event this domain records (withdrawals, the withdrawal PIN and payout destinations), and what each carries (decision 059): checked when recorded and when read. */
export const PAYOUTS_EVENTS = {
  'security.withdrawal_pin_locked': z.object({ failedAttempts: whole, minutes: whole, until: at, at }),
  'security.withdrawal_pin_reset': z.object(device),
  /** Decision 047: a UPI id or bank account was added to be paid to. */
  'security.payout_destination_added': z.object({ destinationId: id, method: z.enum(PAYOUT_METHODS), label: z.string(), usableFrom: z.string(), ...device }),
  'withdrawal.requested': z.object({
    withdrawalId: id,
    amount: whole,
    processingFee: whole,
    netAmount: whole,
    method: z.enum(PAYOUT_METHODS),
    schedule: z.enum(PAYOUT_SCHEDULES),
  }),
  'withdrawal.completed': z.object(withdrawalOutcome),
  /** status 'rejected' when an admin refused it rather than the payout failing. */
  'withdrawal.failed': z.object({ ...withdrawalOutcome, status: z.literal('rejected').optional() }),
} as const satisfies EventSchemas;
