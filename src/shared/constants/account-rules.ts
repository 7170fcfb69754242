import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_PER_HOUR = 5;
/** Wrong codes an address may see in a day across all its codes, so minting new codes does not reset the count (decision 018). */
export const OTP_MAX_FAILED_GUESSES_PER_DAY = 15;
/** Wrong current passwords a signed-in account may give (change password, delete account) per window (decision 018). */
export const PASSWORD_CHECK_MAX_FAILURES = 5;
export const PASSWORD_CHECK_WINDOW_MINUTES = 60;
/** An account without a password (Google only) deletes itself only this soon after signing in. */
export const PASSWORDLESS_DELETE_FRESH_MINUTES = 10;
/** The lowest zxcvbn score (0–4) a new password may have. */
export const PASSWORD_MIN_SCORE = 3;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const Username = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_.]+$/, 'may contain only letters, digits, dots and underscores')
  .toLowerCase();

/** The public name on a profile: the same rule at sign-up and in updateProfile. */
export const DISPLAY_NAME_MAX_LENGTH = 60;
export const DisplayName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(DISPLAY_NAME_MAX_LENGTH, `must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`);

/** One wording for a taken username, in sign-up and in settings. */
export const USERNAME_TAKEN = 'That username is already taken. Please choose another.';

export const Email = z.string().trim().toLowerCase().pipe(z.email('must be a valid e-mail address').max(254));

/** Indian and international numbers in E.164 form, e.g. +919876543210. */
export const PhoneNumber = z
  .string()
  .trim()
  .regex(/^\+[1-9][0-9]{7,14}$/, 'must be in international form, e.g. +919876543210');
