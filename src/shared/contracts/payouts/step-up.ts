import { z } from 'zod';
import { OTP_LENGTH } from '../../constants/account-rules';
import { defineContract } from '../define-contract';

/**
 * What may move money out of an account or change where it goes (decision 047) asks for proof
 * beyond the session: the withdrawal PIN, or, while none is set, a code requestStepUpCode e-mailed
 * for that very purpose.
 */
export const STEP_UP_PURPOSES = ['tip-from-earnings', 'add-payout-destination', 'change-payout-settings', 'set-withdrawal-pin', 'sponsor-from-earnings'] as const;
export type StepUpPurpose = (typeof STEP_UP_PURPOSES)[number];

export const StepUpPin = z.string().regex(/^[0-9]{4,6}$/, 'pin: your withdrawal PIN, 4 to 6 digits').optional();
export const StepUpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), `code: the ${OTP_LENGTH} digits from the e-mail`)
  .optional();

/** The two fields every such callable takes: the PIN when one is set, else the e-mailed code. */
export const StepUpFields = { pin: StepUpPin, code: StepUpCode };

export const requestStepUpCode = defineContract({
  name: 'requestStepUpCode',
  summary:
    "For an account with no withdrawal PIN yet: e-mails a 6-digit code to the caller's own address that confirms one action (purpose): a tip from earnings, adding a UPI id or bank account, changing the default destination or turning on scheduled withdrawals, setting the first PIN, or a sponsored placement's budget held from earnings. Good for 15 minutes and one use; a new one replaces the last, at most one a minute. With a PIN set, the PIN is asked for instead.",
  access: 'user',
  rateLimit: 'auth',
  input: z.strictObject({
    purpose: z.enum(STEP_UP_PURPOSES, { message: `purpose: one of ${STEP_UP_PURPOSES.join(', ')}` }),
  }),
  output: z.object({
    success: z.literal(true),
    /** The account's address the code went to. */
    sentTo: z.string(),
    expiresAt: z.string(),
  }),
});
