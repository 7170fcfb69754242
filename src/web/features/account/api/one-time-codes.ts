import { generateOTP, resendOTP, verifyOTP } from '../../../../shared/contracts/accounts/otp';
import { callFunction } from '../../../lib/api-client';

export type CodeType = 'login' | 'verification';

/** E-mails a code: to sign in with, or to verify the address. */
export function sendCode(email: string, type: CodeType) {
  return callFunction(generateOTP, { email, type });
}

/** A new code in place of the last one (only the newest works). */
export function resendCode(email: string, type: CodeType) {
  return callFunction(resendOTP, { email, type });
}

export function verifyCode(email: string, otp: string) {
  return callFunction(verifyOTP, { email, otp });
}
