import { Link } from 'react-router';
import type { SponsoredAd, trackAdClick, trackAdImpression } from '../../../shared/contracts/sponsored/ad-serving';
import { callByName } from '../../lib/api-client';
import { ModelThumbnail } from '../model-card/model-thumbnail';
import { useSeenForASecond } from './use-seen-for-a-second';

/** A counting call that fails changes nothing the visitor sees (SPEC §8: it answers success false). */
function track(name: 'trackAdImpression' | 'trackAdClick', ad: SponsoredAd) {
  const input = { adId: ad.id, placement: ad.placement, modelId: ad.modelId };
  const call = name === 'trackAdClick' ? callByName<typeof trackAdClick>(name, input) : callByName<typeof trackAdImpression>(name, input);
  void call.catch(() => undefined);
}

/** A creator's sponsored model, marked "Sponsored", counted as seen once half of it has been in view for a second. */
export function SponsoredCard({ ad }: { ad: SponsoredAd }) {
  const ref = useSeenForASecond<HTMLLIElement>(() => track('trackAdImpression', ad));
  return (
    <li ref={ref} data-testid="sponsored-card">
      <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
        <div className="relative">
          <ModelThumbnail src={ad.imageUrl} zoomOnHover className="aspect-[4/3]" />
          <span className="absolute top-2 left-2 rounded-md bg-surface px-2 py-0.5 text-xs font-semibold text-fg shadow-sm">Sponsored</span>
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
          <h3 className="line-clamp-2 font-semibold break-words text-fg">
            {/* The link stretches over the card: the whole tile is one target, as a model card is. */}
            <Link to={ad.targetUrl} onClick={() => track('trackAdClick', ad)} className="outline-none after:absolute after:inset-0 after:content-['']">
              {ad.title}
            </Link>
          </h3>
          {ad.description && <p className="line-clamp-2 text-sm text-fg-muted">{ad.description}</p>}
          <p className="mt-auto text-sm text-fg-muted">by {ad.creatorName}</p>
        </div>
      </article>
    </li>
  );
}
