import { Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MakeItem } from '../../../shared/contracts/makes/make-shapes';
import { makePath, mayReportMake } from '../../lib/makes';
import { useSession } from '../../lib/session';
import { ReportLink } from '../report-link/report-link';
import { Button } from '../ui/button';
import { LocalDate } from '../ui/local-date';
import { UserAvatar } from '../ui/user-avatar';
import { DeleteMakeDialog } from './delete-make-dialog';

/** The srcset of a photo's stored widths, and the smallest as the fallback. */
function photoSources(photo: MakeItem['photos'][number]) {
  return { src: photo.urls[0]?.url ?? '', srcSet: photo.urls.map((u) => `${u.url} ${u.width}w`).join(', ') };
}

/**
 * One make: its photos (the first large, the rest as a strip), who made it and how, their words
 * and stars. `show` says whether the model (on a profile) or the maker (on a model page) is named.
 */
export function MakeCard({ make, show }: { make: MakeItem; show: 'maker' | 'model' }) {
  const mayReport = mayReportMake(make, useSession());
  const [deleting, setDeleting] = useState(false);
  const [first, ...rest] = make.photos;
  const made = `${make.printer} · ${make.material} · ${make.layerHeightMm} mm layers · ${make.infillPercent}% infill · ${make.supports ? 'with supports' : 'no supports'}`;
  return (
    <li id={`make-${make.id}`} className="flex scroll-mt-20 flex-col overflow-hidden rounded-xl border border-border bg-surface">
      {first && (
        <img
          {...photoSources(first)}
          sizes="(min-width: 640px) 20rem, 100vw"
          width={first.width}
          height={first.height}
          loading="lazy"
          alt={`Print of ${make.modelTitle} by ${make.maker.displayName}`}
          className="aspect-square w-full bg-surface-muted object-cover"
        />
      )}
      {rest.length > 0 && (
        <ul aria-label="More photos" className="flex gap-1 overflow-x-auto p-1">
          {rest.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <a href={photo.urls[photo.urls.length - 1]?.url} target="_blank" rel="noreferrer">
                <img {...photoSources(photo)} sizes="4rem" loading="lazy" alt={`Photo ${i + 2} of this make`} className="size-16 rounded object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        {show === 'maker' ? (
          <Link to={`/profile/${encodeURIComponent(make.maker.uid)}`} className="flex items-center gap-2 font-medium text-fg hover:underline">
            <UserAvatar name={make.maker.displayName} photoURL={make.maker.photoURL} />
            {make.maker.displayName}
          </Link>
        ) : (
          <Link to={makePath(make)} className="font-medium text-fg hover:underline">
            {make.modelTitle}
          </Link>
        )}
        <p className="text-fg-muted">{made}</p>
        {make.rating !== null && (
          <p className="flex items-center gap-1 text-fg" aria-label={`Rated ${make.rating} out of 5`}>
            {Array.from({ length: 5 }, (_, i) => (
              <Star key={i} className={i < make.rating! ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-fg-muted'} aria-hidden="true" />
            ))}
          </p>
        )}
        <p className="break-words whitespace-pre-line text-fg">{make.comment}</p>
        <div className="mt-auto flex items-center justify-between gap-2 text-xs text-fg-muted">
          <LocalDate iso={make.createdAt} style="short" />
          <div className="flex items-center gap-1">
            {make.canDelete && (
              <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
                <Trash2 className="size-4" aria-hidden="true" /> Delete<span className="sr-only"> this make</span>
              </Button>
            )}
            {mayReport && <ReportLink path={makePath(make)} what={`make by ${make.maker.displayName}`} className="h-8 px-1.5" />}
          </div>
        </div>
      </div>
      {make.canDelete && <DeleteMakeDialog make={make} open={deleting} onOpenChange={setDeleting} />}
    </li>
  );
}
