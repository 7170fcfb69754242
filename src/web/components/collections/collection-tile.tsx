import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { CollectionSummary } from '../../../shared/contracts/community/collections';
import { ModelThumbnail } from '../model-card/model-thumbnail';
import { VisibilityBadge } from '../model-card/visibility-badge';
import { formatCount } from '../../lib/indian-numbers';

export const collectionPath = (id: string) => `/collection/${encodeURIComponent(id)}`;

export function modelCountText(n: number): string {
  return `${formatCount(n)} ${n === 1 ? 'model' : 'models'}`;
}

/** A collection as a tile: its cover (its first model's image), name and count; the whole tile is one link. */
export function CollectionTile({ collection, showPrivate, headingLevel = 'h3' }: { collection: CollectionSummary; showPrivate: boolean; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative">
        {collection.cover ? (
          <ModelThumbnail src={collection.cover} zoomOnHover className="aspect-[4/3]" />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center bg-gradient-to-br from-brand-soft to-surface-muted">
            <FolderOpen className="size-10 text-brand/70" strokeWidth={1.5} aria-hidden="true" />
          </div>
        )}
        {showPrivate && collection.visibility === 'private' && <VisibilityBadge visibility="private" className="absolute left-2 top-2" />}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 text-sm font-semibold text-fg">
          <Link to={collectionPath(collection.id)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {collection.name}
          </Link>
        </Heading>
        <p className="text-xs text-fg-muted">{modelCountText(collection.modelCount)}</p>
      </div>
    </article>
  );
}
