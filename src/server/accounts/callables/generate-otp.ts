import { generateOTP } from '../../../shared/contracts/accounts/otp';
import { implement } from '../../callables/implement';
import { sendOtp } from './send-otp';

export const generateOTPFunction = implement(generateOTP, async ({ email, type }, ctx) => {
  await sendOtp(ctx, email, type, 'Failed to generate OTP');
  // Same answer whether or not the address has an account, so the call cannot probe for users.
  return { success: true as const, message: `If ${email} has an account, a 6-digit code is on its way.` };
});
