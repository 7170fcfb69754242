import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { REFERRAL_SIGNUP_WINDOW_DAYS } from '../../../shared/constants/referral-rules';
import { processReferralSignup } from '../../../shared/contracts/referrals/referrals';
import { implement } from '../../callables/implement';
import { authorName } from '../../community';
import { referralCodes, referrals, users } from '../../db/schema';
import { deviceKeyOf, readDeviceId } from '../../security';
import { farmingSignals } from '../farming-signals';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new account names who sent it (decision 080): its own account only, within the first days,
 * once (the friend's row is the key), never itself. The signals of farming are read in the same
 * transaction as the row is written; any of them holds the referral for an admin.
 */
export const processReferralSignupFunction = implement(processReferralSignup, async ({ referralCode, newUserId }, ctx) => {
  const friend = ctx.user;
  if (newUserId !== friend.id) throw new AppError('permission-denied', 'newUserId: you can name a referrer only for your own account');
  if (Date.now() - friend.createdAt.getTime() > REFERRAL_SIGNUP_WINDOW_DAYS * DAY_MS) {
    throw new AppError('invalid-argument', `referralCode: a referral code can be used only in the first ${REFERRAL_SIGNUP_WINDOW_DAYS} days after signing up`);
  }
  const code = referralCode.toUpperCase();
  const [owner] = await ctx.db
    .select({ id: users.id, displayName: users.displayName, username: users.username, status: users.status })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  if (!owner || owner.status !== 'active') throw new AppError('not-found', `referralCode: "${code}" is not a referral code we know; check the link you were sent`);
  if (owner.id === friend.id) throw new AppError('invalid-argument', 'referralCode: that is your own referral code');

  const deviceId = readDeviceId(ctx.headers.get('cookie'));
  const deviceKey = deviceId ? deviceKeyOf(ctx.auth.options.secret, deviceId) : null;
  const written = await ctx.db.transaction(async (tx) => {
    const signals = await farmingSignals(tx, { friendId: friend.id, referrerId: owner.id, ip: ctx.ip, deviceKey });
    const [row] = await tx
      .insert(referrals)
      .values({ friendId: friend.id, referrerId: owner.id, code, status: signals.length > 0 ? 'held' : 'counted', signals })
      .onConflictDoNothing({ target: referrals.friendId })
      .returning();
    return row;
  });
  if (!written) throw new AppError('already-exists', 'referralCode: your account already has a referrer');
  return {
    success: true as const,
    referral: { referrerId: owner.id, referrerName: authorName(owner), status: written.status, createdAt: written.createdAt.toISOString() },
  };
});
