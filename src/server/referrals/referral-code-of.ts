import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../shared/constants/referral-rules';
import type { Db } from '../db/database';
import { referralCodes } from '../db/schema';

function newCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

/**
 * A member's referral code, made on first asking (decision 080). Two first asks at once make one:
 * the loser of the insert reads the winner's. A new code that happens to be taken (31⁸ codes, so
 * rarely) is drawn again.
 */
export async function referralCodeOf(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    const [made] = await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing().returning({ code: referralCodes.code });
    if (made) return made.code;
  }
  throw new Error(`could not make a referral code for ${userId}`);
}

/** The sign-up link that carries a code. */
export function referralLinkOf(publicUrl: string, code: string): string {
  return `${publicUrl}/signup?ref=${code}`;
}
