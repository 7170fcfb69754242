import { Link } from 'react-router';
import type { HouseAdCard as HouseAd } from '../../../shared/contracts/sponsored/ad-serving';
import { ModelThumbnail } from '../model-card/model-thumbnail';

/** An admin's house ad, marked "Ad": it leads to a page of this site and counts nothing (decision 084). */
export function HouseAdCard({ ad }: { ad: HouseAd }) {
  return (
    <li data-testid="house-ad">
      <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
        <div className="relative">
          <ModelThumbnail src={ad.imageUrl} zoomOnHover className="aspect-[4/3]" />
          <span className="absolute top-2 left-2 rounded-md bg-surface px-2 py-0.5 text-xs font-semibold text-fg shadow-sm">Ad</span>
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
          <h3 className="line-clamp-2 font-semibold break-words text-fg">
            {/* The whole tile is one target, as a model card is. */}
            <Link to={ad.linkPath} className="outline-none after:absolute after:inset-0 after:content-['']">
              {ad.title}
            </Link>
          </h3>
          {ad.body && <p className="line-clamp-3 text-sm text-fg-muted">{ad.body}</p>}
          <p className="mt-auto text-sm text-fg-muted">from Meshmandi</p>
        </div>
      </article>
    </li>
  );
}
