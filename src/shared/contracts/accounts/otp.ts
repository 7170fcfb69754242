import { z } from 'zod';
import { Email, OTP_LENGTH } from '../../constants/account-rules';
import { defineContract } from '../define-contract';

/** Passwords are reset by an e-mailed link (better-auth), so codes are for signing in and verifying. */
export const OTP_TYPES = ['login', 'verification'] as const;
const OtpType = z.enum(OTP_TYPES);

const OtpSent = z.object({ success: z.literal(true), message: z.string() });

/** SPEC §7 generateOTP: e-mails a 6-digit code; type defaults to login. */
export const generateOTP = defineContract({
  name: 'generateOTP',
  summary: 'E-mail a one-time code for signing in (login) or verifying the address (verification).',
  access: 'public',
  rateLimit: 'auth',
  input: z.object({ email: Email, type: OtpType.default('login') }),
  output: OtpSent,
});

/** SPEC §7 resendOTP: refused within 60 s of the last code with a message containing 'wait'. */
export const resendOTP = defineContract({
  name: 'resendOTP',
  summary: 'Send a new one-time code, at most once a minute and five times an hour.',
  access: 'public',
  rateLimit: 'auth',
  input: z.object({ email: Email, type: OtpType.default('login') }),
  output: OtpSent,
});

/** SPEC §7 verifyOTP: a login code signs the caller in; a verification code verifies the e-mail. */
export const verifyOTP = defineContract({
  name: 'verifyOTP',
  summary: 'Check a one-time code; signs in (login) or marks the e-mail verified (verification).',
  access: 'public',
  rateLimit: 'auth',
  input: z.object({
    email: Email,
    otp: z
      .string()
      .trim()
      .regex(new RegExp(`^[0-9]{${OTP_LENGTH}}$`), `must be ${OTP_LENGTH} digits`),
  }),
  output: z.object({
    success: z.literal(true),
    type: OtpType,
    signedIn: z.boolean(),
  }),
});
