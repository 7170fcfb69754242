import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per OTP sent, for the spec's resend and hourly limits (SPEC §8) and to know which kind
 * of code an address is verifying. The code itself is stored hashed by better-auth (verifications).
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    type: text('type', { enum: ['login', 'verification'] }).notNull(),
    /** Set when the code was used, or locked out after too many wrong tries. */
    outcome: text('outcome', { enum: ['verified', 'locked'] }),
    /** Wrong codes tried against this request; summed per address so a new code does not reset them. */
    failedGuesses: integer('failed_guesses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_requests_email_idx').on(t.email, t.createdAt)],
);
