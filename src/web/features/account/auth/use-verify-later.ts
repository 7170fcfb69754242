import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useRefreshSession } from '../../../lib/session';
import { withNext } from '../../../lib/safe-next';
import { signInWithPassword } from '../api/sign-in';
import type { LoginNotice } from './login-notice';
import { takeSignIn } from './pending-sign-in';

/**
 * Said on the login screen when "Verify later" cannot sign the person in: after a reload (the
 * password is kept in memory only), or when the address already had an account. It must read the
 * same in both cases, as sign-up does (decision 018); that account's owner has been e-mailed.
 */
export const VERIFY_LATER_NOTICE =
  'Your e-mail address is not verified yet, and you can verify it later. Log in with it and the password you chose; your dashboard will send you a new code whenever you want one. If the address already had an account, we have e-mailed it what to do.';

/**
 * "Verify later" right after sign-up. An unverified account may sign in and use the site (its
 * dashboard asks it to verify), so the password typed at sign-up signs the new account in and the
 * person goes on to where they were headed. Without it they land on the login screen, told why.
 */
export function useVerifyLater(email: string, next: string) {
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: async () => {
      const password = takeSignIn(email);
      return password !== null && (await signInWithPassword(email, password).then(() => true, () => false));
    },
    onSuccess: async (signedIn) => {
      if (signedIn) {
        await refresh();
        navigate(next, { replace: true });
        return;
      }
      const state: LoginNotice = { notice: VERIFY_LATER_NOTICE, email };
      navigate(withNext('/login', next), { replace: true, state });
    },
  });
}
