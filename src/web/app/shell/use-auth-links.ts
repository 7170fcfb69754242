import { withNext } from '../../lib/safe-next';
import { useReturnPath } from '../../lib/use-return-path';

/** The top bar's and the mobile menu's Login and Sign Up links, each carrying `next`. */
export function useAuthLinks(): { login: string; signup: string } {
  const next = useReturnPath();
  return { login: withNext('/login', next), signup: withNext('/signup', next) };
}
