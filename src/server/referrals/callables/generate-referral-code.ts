import { generateReferralCode } from '../../../shared/contracts/referrals/referrals';
import { implement } from '../../callables/implement';
import { referralCodeOf, referralLinkOf } from '../referral-code-of';

/** The caller's one code, and the sign-up link that carries it (decision 080). */
export const generateReferralCodeFunction = implement(generateReferralCode, async (_input, ctx) => {
  const code = await referralCodeOf(ctx.db, ctx.user.id);
  return { success: true as const, code, link: referralLinkOf(ctx.config.publicUrl, code) };
});
