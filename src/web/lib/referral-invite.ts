import { useEffect, useState } from 'react';
import { REFERRAL_CODE_SHAPE } from '../../shared/constants/referral-rules';
import type { processReferralSignup } from '../../shared/contracts/referrals/referrals';
import { AppError } from '../../shared/app-error';
import { callByName } from './api-client';
import { useSession } from './session';

/**
 * A friend's invitation (`/signup?ref=CODE`, decision 080), kept in this browser until the account
 * it invites exists: through the e-mail code, Google's pop-up or a day's pause. Essential storage:
 * it does only what the visitor came to do.
 */
const KEY = 'meshmandi.referral-invite';
/** An invitation older than this is forgotten rather than claimed. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

interface Invite {
  code: string;
  keptAt: number;
}

function readInvite(): Invite | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Invite> | null;
    if (!parsed || typeof parsed.code !== 'string' || !REFERRAL_CODE_SHAPE.test(parsed.code) || typeof parsed.keptAt !== 'number') return null;
    return Date.now() - parsed.keptAt > KEEP_MS ? null : { code: parsed.code, keptAt: parsed.keptAt };
  } catch {
    return null;
  }
}

function forgetInvite(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The sign-up page keeps the link's code (a well-formed one only) and shows which invitation the visitor is joining with. */
export function useKeptReferralInvite(fromLink: string | null): string | null {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    if (fromLink && REFERRAL_CODE_SHAPE.test(fromLink)) {
      try {
        localStorage.setItem(KEY, JSON.stringify({ code: fromLink.toUpperCase(), keptAt: Date.now() } satisfies Invite));
      } catch {
        // Storage refused: the invitation cannot outlive this page.
      }
    }
    setCode(readInvite()?.code ?? null);
  }, [fromLink]);
  return code;
}

/**
 * Once the visitor has an account, names its referrer from the kept invitation, once. The server
 * decides (its own account, the first days, never their own code): any answer it gives ends the
 * invitation; a network failure or a fault of ours keeps it for the next page load.
 */
export function useClaimReferralInvite(): void {
  const { account } = useSession();
  const uid = account?.uid;
  useEffect(() => {
    if (!uid) return;
    const invite = readInvite();
    if (!invite) return forgetInvite();
    callByName<typeof processReferralSignup>('processReferralSignup', { referralCode: invite.code, newUserId: uid }).then(forgetInvite, (error: unknown) => {
      if (error instanceof AppError && error.status < 500) forgetInvite();
    });
  }, [uid]);
}
