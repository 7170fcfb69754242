import { resendOTP } from '../../../shared/contracts/accounts/otp';
import { implement } from '../../callables/implement';
import { sendOtp } from './send-otp';

export const resendOTPFunction = implement(resendOTP, async ({ email, type }, ctx) => {
  await sendOtp(ctx, email, type, 'Failed to resend OTP');
  return { success: true as const, message: `If ${email} has an account, a new 6-digit code is on its way.` };
});
