import { SIGN_IN_REFUSED } from '../../../shared/constants/user-status';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { OTP_MAX_FAILED_GUESSES_PER_DAY, OTP_TTL_MINUTES } from '../../../shared/constants/account-rules';
import { verifyOTP } from '../../../shared/contracts/accounts/otp';
import { otpRequests, users } from '../../db/schema';
import { welcomeEmail } from '../../mail';
import { implement, type CallContext } from '../../callables/implement';

const EXPIRED = 'OTP has expired. Please request a new one.';
const LOCKED = 'Too many failed attempts. Please request a new OTP.';
const LOCKED_FOR_THE_DAY = 'Too many failed attempts for this address today. Please try again tomorrow, or log in with your password.';

/** Wrong codes tried for the address in the last day, over every code it was sent. */
async function failedGuessesToday(ctx: CallContext, email: string): Promise<number> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${otpRequests.failedGuesses}), 0)::int` })
    .from(otpRequests)
    .where(and(eq(otpRequests.email, email), gt(otpRequests.createdAt, dayAgo)));
  return row?.n ?? 0;
}

function betterAuthCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

async function sendWelcome(ctx: CallContext, email: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const mail = welcomeEmail({ name: user.displayName, appUrl: ctx.config.publicUrl, supportEmail: ctx.config.supportEmail });
  // A welcome e-mail that fails to send must not fail the verification (SPEC §8: non-fatal).
  await ctx.mailer.send({ to: email, kind: 'welcome', ...mail }).catch((err: unknown) => ctx.log.warn({ err }, 'welcome e-mail failed'));
}

/** SPEC §7 verifyOTP. The latest code sent to the address decides what a right code does. */
export const verifyOTPFunction = implement(verifyOTP, async ({ email, otp }, ctx) => {
  const [latest] = await ctx.db
    .select()
    .from(otpRequests)
    .where(eq(otpRequests.email, email))
    .orderBy(desc(otpRequests.createdAt))
    .limit(1);
  if (!latest || latest.outcome === 'verified') throw new AppError('invalid-argument', 'Invalid OTP');
  if (latest.outcome === 'locked') throw new AppError('permission-denied', LOCKED);
  if ((await failedGuessesToday(ctx, email)) >= OTP_MAX_FAILED_GUESSES_PER_DAY) throw new AppError('permission-denied', LOCKED_FOR_THE_DAY);
  if (Date.now() - latest.createdAt.getTime() > OTP_TTL_MINUTES * 60_000) throw new AppError('invalid-argument', EXPIRED);

  let setCookies: string[];
  try {
    const call =
      latest.type === 'login'
        ? ctx.auth.api.signInEmailOTP({ body: { email, otp }, headers: ctx.headers, returnHeaders: true })
        : ctx.auth.api.verifyEmailOTP({ body: { email, otp }, headers: ctx.headers, returnHeaders: true });
    setCookies = (await call).headers.getSetCookie();
  } catch (error) {
    switch (betterAuthCode(error)) {
      case 'OTP_EXPIRED':
        throw new AppError('invalid-argument', EXPIRED);
      case 'TOO_MANY_ATTEMPTS':
        await ctx.db.update(otpRequests).set({ outcome: 'locked' }).where(eq(otpRequests.id, latest.id));
        throw new AppError('permission-denied', LOCKED);
      case 'INVALID_OTP':
        await ctx.db
          .update(otpRequests)
          .set({ failedGuesses: sql`${otpRequests.failedGuesses} + 1` })
          .where(eq(otpRequests.id, latest.id));
        throw new AppError('invalid-argument', 'Invalid OTP');
      case 'USER_NOT_FOUND':
        throw new AppError('invalid-argument', 'Invalid OTP');
      // A right code for an account an admin banned or made inactive (auth/refuse-suspended-sign-in.ts).
      case 'ACCOUNT_BANNED':
        throw new AppError('permission-denied', SIGN_IN_REFUSED.banned);
      case 'ACCOUNT_INACTIVE':
        throw new AppError('permission-denied', SIGN_IN_REFUSED.inactive);
      default:
        ctx.log.error({ err: error }, 'OTP verification failed');
        throw new AppError('internal', 'Failed to verify OTP');
    }
  }
  await ctx.db.update(otpRequests).set({ outcome: 'verified' }).where(eq(otpRequests.id, latest.id));
  if (setCookies.length > 0) ctx.setCookies(setCookies);
  if (latest.type === 'verification') await sendWelcome(ctx, email);
  return { success: true as const, type: latest.type, signedIn: latest.type === 'login' };
});
