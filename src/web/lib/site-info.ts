import { useQuery } from '@tanstack/react-query';
import type { ContractOutput } from '../../shared/contracts/define-contract';
import type { getSiteInfo } from '../../shared/contracts/site/site-info';
import { callByName } from './api-client';
import { initialFromPage } from './page-data';
import { queryKeys } from './query-keys';

// Until the answer arrives: no address shown rather than a guessed one.
// The file limit falls back to the default the server starts with.
const FALLBACK: SiteInfo = { supportEmail: '', googleSignIn: false, modelFileMaxBytes: 250 * 1024 * 1024 };

type SiteInfo = ContractOutput<typeof getSiteInfo>;

/** Settings the server shares with the browser (support address, Google sign-in, file size limit). */
export function useSiteInfo(): SiteInfo {
  const query = useQuery({
    queryKey: queryKeys.siteInfo,
    queryFn: () => callByName<typeof getSiteInfo>('getSiteInfo'),
    staleTime: Infinity,
    ...initialFromPage<SiteInfo>('getSiteInfo', {}),
  });
  return query.data ?? FALLBACK;
}
