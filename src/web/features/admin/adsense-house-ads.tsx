import { useState } from 'react';
import { HOUSE_ADS_MAX } from '../../../shared/constants/ad-network';
import type { HouseAd } from '../../../shared/contracts/sponsored/house-ads';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { PLACEMENT_LABELS } from '../../lib/sponsored-text';
import { useDeleteHouseAd, useHouseAds } from './ad-settings-api';
import { HouseAdForm } from './house-ad-form';

function HouseAdRow({ ad }: { ad: HouseAd }) {
  const remove = useDeleteHouseAd();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (editing) {
    return (
      <li className="p-4">
        <HouseAdForm ad={ad} onDone={() => setEditing(false)} />
      </li>
    );
  }
  return (
    <li className="space-y-2 p-4" aria-label={ad.title}>
      <p className="font-semibold text-fg [overflow-wrap:anywhere]">
        {ad.title} <span className="ml-1 rounded-md bg-surface-muted px-2 py-0.5 text-xs font-semibold text-fg">{ad.active ? 'On' : 'Off'}</span>
      </p>
      {ad.body && <p className="text-sm text-fg [overflow-wrap:anywhere]">{ad.body}</p>}
      <p className="text-sm text-fg-muted [overflow-wrap:anywhere]">
        Leads to {ad.linkPath} · {ad.placements.map((placement) => PLACEMENT_LABELS[placement]).join(', ')}
        {ad.imageModelId && <> · picture from {ad.imageUrl ? ad.imageModelTitle : 'a model no longer public (none shown)'}</>}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          Change<span className="sr-only"> {ad.title}</span>
        </Button>
        {confirming ? (
          <>
            <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => remove.mutate(ad.id)}>
              Remove it for good<span className="sr-only"> {ad.title}</span>
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            Remove…<span className="sr-only"> {ad.title}</span>
          </Button>
        )}
      </div>
      {remove.isError && <Alert>{errorMessage(remove.error)}</Alert>}
    </li>
  );
}

/** House ads on /admin/adsense (decision 084): made, changed and removed by admins, each audited. */
export function AdsenseHouseAdsSection() {
  const query = useHouseAds();
  const [adding, setAdding] = useState(false);
  const ads = query.data?.houseAds ?? [];
  return (
    <section aria-labelledby="house-ads-heading" className="space-y-4 rounded-2xl border border-border bg-surface p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="house-ads-heading" className="text-lg font-semibold text-fg">
            House ads
          </h2>
          <p className="text-sm text-fg-muted">Your own cards, marked Ad, where no sponsored card fills a placement and the ad network does not. They lead only to pages of this site and cost nothing.</p>
        </div>
        {!adding && ads.length < HOUSE_ADS_MAX && (
          <Button size="sm" onClick={() => setAdding(true)}>
            New house ad
          </Button>
        )}
      </div>
      {adding && <HouseAdForm onDone={() => setAdding(false)} />}
      {query.isPending && <Spinner label="Loading house ads" className="py-6" />}
      {query.isError && <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the house ads." />}
      {query.isSuccess && ads.length === 0 && !adding && <p className="text-sm text-fg-muted">No house ads yet: empty placements show nothing.</p>}
      {ads.length > 0 && (
        <ul aria-label="House ads" className="divide-y divide-border rounded-xl border border-border">
          {ads.map((ad) => (
            <HouseAdRow key={ad.id} ad={ad} />
          ))}
        </ul>
      )}
    </section>
  );
}
