import { Download, Eye } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { CreatorCard, ModelSummary } from '../../../shared/contracts/models/model-shapes';
import { cn } from '../ui/cn';
import { UserAvatar } from '../ui/user-avatar';
import { formatCompactCount, formatCount } from '../../lib/indian-numbers';
import { ModelThumbnail } from './model-thumbnail';
import { modelPath } from '../../../shared/model-path';
import { VisibilityBadge } from './visibility-badge';
import { CardRating } from './card-rating';
import { CardLikeButton } from './card-like-button';
import { TipButton } from '../tip-button/tip-button';
import { NameWithMark } from '../verified-mark/verified-mark';

export interface ModelCardProps {
  /** A summary; lists that know the creator pass it along and the card shows it. */
  model: ModelSummary & { creator?: Pick<CreatorCard, 'uid' | 'displayName' | 'photoURL'> & { isVerified?: boolean }; averageRating?: number; reviewCount?: number };
  /** The title's heading level: h3 inside a titled section, h2 in a page-level grid. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** One of the first cards on the page: its image loads at once, with high priority. */
  priority?: boolean;
}

const COUNTERS: { key: 'views' | 'downloads'; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'views', label: 'views', icon: Eye },
  { key: 'downloads', label: 'downloads', icon: Download },
];

/** The grid tile for a model (related models, explore, home). The whole card is one link. */
export function ModelCard({ model, headingLevel = 'h3', className, priority = false }: ModelCardProps) {
  const Heading = headingLevel;
  return (
    <article
      data-testid="model-card"
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-md',
        className,
      )}
    >
      <div className="relative">
        <ModelThumbnail src={model.thumbnail} zoomOnHover priority={priority} className="aspect-[4/3]" />
        {model.visibility === 'private' && <VisibilityBadge visibility="private" className="absolute top-2 left-2 shadow-sm" />}
        {model.formats.length > 0 && (
          <ul aria-label="File formats" className="absolute right-2 bottom-2 flex gap-1">
            {model.formats.slice(0, 3).map((format) => (
              <li key={format} className="rounded-md bg-surface/90 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-fg uppercase shadow-sm">
                {format}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="line-clamp-2 font-semibold break-words text-fg">
          {/* The link stretches over the card, so the whole tile is one target and one tab stop. */}
          <Link to={modelPath(model)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {model.title}
          </Link>
        </Heading>
        {model.creator && (
          <p className="flex min-w-0 items-center gap-2 text-sm text-fg-muted">
            <UserAvatar name={model.creator.displayName} photoURL={model.creator.photoURL} />
            <NameWithMark name={model.creator.displayName} verified={model.creator.isVerified} />
          </p>
        )}
        <ul className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-fg-muted sm:gap-x-4">
          {COUNTERS.map(({ key, label, icon: Icon }) => (
            <li key={key} className="flex items-center gap-1 tabular-nums" title={`${formatCount(model[key])} ${label}`}>
              <Icon className="size-4" aria-hidden="true" />
              <span className="sr-only">{`${formatCount(model[key])} ${label}`}</span>
              <span aria-hidden="true">{formatCompactCount(model[key])}</span>
            </li>
          ))}
          {model.reviewCount ? (
            <li>
              <CardRating averageRating={model.averageRating ?? 0} reviewCount={model.reviewCount} />
            </li>
          ) : null}
          <li>
            <CardLikeButton modelId={model.id} title={model.title} likes={model.likes} />
          </li>
          {model.creator && (
            <li>
              <TipButton variant="small" look="inline" creatorId={model.creator.uid} creatorName={model.creator.displayName} modelId={model.id} modelTitle={model.title} />
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
