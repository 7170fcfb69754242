import { useQuery } from '@tanstack/react-query';
import type { getSiteInfo } from '../../shared/contracts/site/site-info';
import { callByName } from './api-client';

// Until the answer arrives: no address shown rather than a guessed one.
const FALLBACK = { supportEmail: '', googleSignIn: false };

/** Settings the server shares with the browser (support address, whether Google sign-in is on). */
export function useSiteInfo(): { supportEmail: string; googleSignIn: boolean } {
  const query = useQuery({ queryKey: ['site-info'], queryFn: () => callByName<typeof getSiteInfo>('getSiteInfo'), staleTime: Infinity });
  return query.data ?? FALLBACK;
}
