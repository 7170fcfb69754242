import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { AdPlacement } from '../../../shared/constants/sponsored-rules';
import type { getAdsForPlacement } from '../../../shared/contracts/sponsored/ad-serving';
import { callByName } from '../../lib/api-client';
import { useCookieConsent } from '../../lib/cookie-consent';
import { SponsoredCard } from '../sponsored-cards/sponsored-card';
import { cn } from '../ui/cn';
import { AdNetworkUnit } from './ad-network-unit';
import { HouseAdCard } from './house-ad-card';

const LAYOUTS = {
  /** Among a page's cards: two across on phones, three on wider screens. */
  grid: 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3',
  /** In a narrow column (a sidebar, a dialog): one above another. */
  column: 'grid grid-cols-1 gap-3',
} as const;

/**
 * One placement's ads (issue 31, decisions 082 and 084): creators' sponsored cards first, marked
 * "Sponsored"; where they leave room, the ad network's unit, but only for a visitor whose stored
 * consent allows marketing cookies (no network script before that; withdrawn, no more loads), and
 * house ads otherwise, marked "Ad". Shows nothing when nothing fills it or the ads could not be
 * fetched (SPEC §8). Place it where what arrives after the first paint moves nothing already seen.
 */
export function AdSlot({ placement, limit = 3, layout = 'grid', className }: { placement: AdPlacement; limit?: number; layout?: keyof typeof LAYOUTS; className?: string }) {
  const headingId = useId();
  const consent = useCookieConsent();
  const query = useQuery({
    queryKey: ['ad-slot', placement, limit],
    queryFn: () => callByName<typeof getAdsForPlacement>('getAdsForPlacement', { placement, limit }),
    staleTime: 60_000,
    retry: false,
  });
  const ads = query.data?.ads ?? [];
  const fill = query.data?.fill ?? null;
  const network = fill?.network && consent?.marketing ? fill.network : null;
  const houseAds = network ? [] : (fill?.houseAds ?? []);
  if (ads.length === 0 && houseAds.length === 0 && !network) return null;
  return (
    <section aria-labelledby={ads.length > 0 ? headingId : undefined} aria-label={ads.length > 0 ? undefined : 'Advertisement'} className={cn('space-y-3', className)} data-placement={placement}>
      {ads.length > 0 && (
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
          Sponsored by creators
        </h2>
      )}
      <ul className={LAYOUTS[layout]}>
        {ads.map((ad) => (
          <SponsoredCard key={ad.id} ad={ad} />
        ))}
        {network && <AdNetworkUnit key={`${network.publisherId}:${network.slotId}`} publisherId={network.publisherId} slotId={network.slotId} />}
        {houseAds.map((ad) => (
          <HouseAdCard key={ad.id} ad={ad} />
        ))}
      </ul>
    </section>
  );
}
