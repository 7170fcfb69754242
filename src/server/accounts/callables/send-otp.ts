import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { OTP_MAX_PER_HOUR, OTP_RESEND_SECONDS } from '../../../shared/constants/account-rules';
import { otpRequests, users } from '../../db/schema';
import { hadRecentSignUpAttempt } from '../sign-up-attempts';
import type { CallContext } from '../../callables/implement';

const BETTER_AUTH_TYPE = { login: 'sign-in', verification: 'email-verification' } as const;

async function isVerified(ctx: CallContext, email: string): Promise<boolean> {
  const [user] = await ctx.db.select({ isVerified: users.isVerified }).from(users).where(eq(users.email, email)).limit(1);
  return user?.isVerified === true;
}

/**
 * SPEC §8: at most one code a minute ('wait' in the message) and five an hour per address.
 * The check and the insert run under a per-address lock so parallel requests cannot both pass.
 */
export async function sendOtp(
  ctx: CallContext,
  email: string,
  type: 'login' | 'verification',
  failureMessage: string,
): Promise<void> {
  const requestId = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${email}`}))`);
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const recent = await tx
      .select({ createdAt: otpRequests.createdAt })
      .from(otpRequests)
      .where(and(eq(otpRequests.email, email), gt(otpRequests.createdAt, hourAgo)))
      .orderBy(desc(otpRequests.createdAt));
    if (recent.length >= OTP_MAX_PER_HOUR) {
      throw new AppError('resource-exhausted', 'Too many OTP requests. Please try again later.');
    }
    const last = recent[0];
    const secondsSince = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Infinity;
    if (secondsSince < OTP_RESEND_SECONDS) {
      const wait = Math.ceil(OTP_RESEND_SECONDS - secondsSince);
      throw new AppError('resource-exhausted', `Please wait ${wait} seconds before requesting a new OTP.`);
    }
    const [row] = await tx.insert(otpRequests).values({ email, type }).returning({ id: otpRequests.id });
    return row!.id;
  });
  // A verified address needs no verification code, and an address someone just tried to sign up
  // with gets none for a while (sign-up-attempts.ts): its owner gets only the e-mail that says so
  // (decision 018). The answer and the limits stay the same, so nothing tells the caller which case this was.
  if (type === 'verification' && ((await isVerified(ctx, email)) || (await hadRecentSignUpAttempt(ctx.db, email)))) return;
  try {
    await ctx.auth.api.sendVerificationOTP({ body: { email, type: BETTER_AUTH_TYPE[type] } });
  } catch (error) {
    ctx.log.error({ err: error, email }, 'sending an OTP failed');
    await ctx.db.delete(otpRequests).where(eq(otpRequests.id, requestId));
    throw new AppError('internal', failureMessage);
  }
}

