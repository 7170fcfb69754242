import { z } from 'zod';
import { OTP_LENGTH } from '../../constants/account-rules';
import { defineContract } from '../define-contract';
import { NewWithdrawalPin, OwnUserId } from './payout-settings';

export const requestWithdrawalPinReset = defineContract({
  name: 'requestWithdrawalPinReset',
  summary:
    "Forgot the withdrawal PIN: e-mails a 6-digit code to the caller's account address, good for 15 minutes and one reset (resetWithdrawalPin). A new code replaces the last, at most one a minute. Refused while wrong PINs have locked withdrawals.",
  access: 'user',
  rateLimit: 'auth',
  input: z.strictObject({ userId: OwnUserId }).default({}),
  output: z.object({
    success: z.literal(true),
    /** The account's address the code went to. */
    sentTo: z.string(),
    expiresAt: z.string(),
  }),
});

export const resetWithdrawalPin = defineContract({
  name: 'resetWithdrawalPin',
  summary:
    'Set a new withdrawal PIN with the code requestWithdrawalPinReset e-mailed. The code works once; a wrong one counts as a wrong PIN (5 in a row lock withdrawals for 30 minutes). A reset raises a security notification.',
  access: 'user',
  rateLimit: 'auth',
  input: z.strictObject({
    userId: OwnUserId,
    code: z
      .string({ message: 'code is required' })
      .trim()
      .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), `code: the ${OTP_LENGTH} digits from the e-mail`),
    pin: NewWithdrawalPin,
  }),
  output: z.object({ success: z.literal(true) }),
});
