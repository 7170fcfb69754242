import { ExternalLink, FolderPlus, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { SOCIAL_PLATFORM_LABELS, STOREFRONT_FEATURED_MAX } from '../../../shared/constants/storefront-rules';
import type { StorefrontView as Storefront } from '../../../shared/contracts/storefronts/storefronts';
import { CollectionTile } from '../../components/collections/collection-tile';
import { ModelGrid } from '../../components/model-grid/model-grid';
import { Button } from '../../components/ui/button';
import { UserAvatar } from '../../components/ui/user-avatar';
import { NameWithMark } from '../../components/verified-mark/verified-mark';
import { formatCount } from '../../lib/indian-numbers';
import { StorefrontShare } from './storefront-share';
import { THEME_BAND } from './storefront-themes';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function Banner({ storefront }: { storefront: Storefront }) {
  const { bannerUrl, bannerSmallUrl } = storefront.branding;
  // 3:1 at every width, reserved before the image arrives, so nothing below it moves.
  return bannerUrl ? (
    <img
      src={bannerUrl}
      srcSet={`${bannerSmallUrl} 750w, ${bannerUrl} 1500w`}
      sizes="(min-width: 72rem) 72rem, 100vw"
      alt=""
      width={1500}
      height={500}
      fetchPriority="high"
      className="aspect-[3/1] w-full rounded-2xl object-cover"
    />
  ) : (
    <div className={`aspect-[3/1] w-full rounded-2xl ${THEME_BAND[storefront.theme]}`} aria-hidden="true" />
  );
}

export interface OwnerActions {
  onEdit(): void;
  onNewCollection(): void;
}

/** A storefront as visitors see it (decision 078): banner, who made it, featured models, collections. */
export function StorefrontView({ storefront, owner }: { storefront: Storefront; owner: OwnerActions | null }) {
  const { creator, stats } = storefront;
  const profile = `/profile/${encodeURIComponent(creator.uid)}`;
  return (
    <div className="space-y-10">
      <header className="space-y-5">
        <Banner storefront={storefront} />
        <div className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
          <div className="min-w-0 space-y-3">
            <h1 className="text-3xl font-bold tracking-tight text-fg [overflow-wrap:anywhere]">{storefront.name}</h1>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-fg-muted">
              <Link to={profile} className="inline-flex min-w-0 items-center gap-2 font-medium text-fg hover:underline">
                <UserAvatar name={creator.displayName || 'U'} photoURL={creator.photoURL} size="sm" />
                <NameWithMark name={creator.displayName || creator.username || 'Creator'} verified={creator.isVerified} />
              </Link>
              <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold text-fg">{creator.tierLabel}</span>
            </p>
            <p className="text-sm text-fg-muted">
              {plural(stats.publicModels, 'model', 'models')} · {plural(stats.followers, 'follower', 'followers')} · {plural(stats.downloads, 'download', 'downloads')}
            </p>
            {storefront.description && <p className="max-w-3xl whitespace-pre-line text-fg [overflow-wrap:anywhere]">{storefront.description}</p>}
            {storefront.socialLinks.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Elsewhere on the web">
                {storefront.socialLinks.map((link) => (
                  <li key={`${link.platform}-${link.url}`}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="nofollow noopener noreferrer ugc"
                      className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm text-fg hover:bg-surface-muted"
                    >
                      {SOCIAL_PLATFORM_LABELS[link.platform]} <ExternalLink className="size-3.5 text-fg-muted" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex shrink-0 flex-col gap-3 md:items-end">
            {owner && (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={owner.onEdit}>
                  <Pencil className="size-4" aria-hidden="true" /> Edit storefront
                </Button>
                <Button variant="secondary" size="sm" onClick={owner.onNewCollection}>
                  <FolderPlus className="size-4" aria-hidden="true" /> New collection
                </Button>
              </div>
            )}
            <StorefrontShare storefront={storefront} />
          </div>
        </div>
      </header>

      <section aria-labelledby="storefront-featured" className="space-y-4">
        <h2 id="storefront-featured" className="text-xl font-semibold text-fg">
          Featured
        </h2>
        {storefront.featuredModels.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-4 py-10 text-center text-fg-muted">
            {owner ? `Choose up to ${STOREFRONT_FEATURED_MAX} of your public models to feature: press “Edit storefront”.` : 'Nothing is featured here yet.'}
          </p>
        ) : (
          <ModelGrid models={storefront.featuredModels} updating={false} hasMore={false} loadingMore={false} loadMoreError={null} loadMore={() => {}} label="Featured models" headingLevel="h3" />
        )}
      </section>

      {(storefront.collections.length > 0 || owner) && (
        <section aria-labelledby="storefront-collections" className="space-y-4">
          <h2 id="storefront-collections" className="text-xl font-semibold text-fg">
            Collections
          </h2>
          {storefront.collections.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border px-4 py-10 text-center text-fg-muted">Group your models into series, bundles or seasonal sets: press “New collection”.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-4">
              {storefront.collections.map((collection) => (
                <li key={collection.id}>
                  <CollectionTile collection={collection} showPrivate={false} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <p>
        <Link to={profile} className="font-medium text-brand hover:underline">
          See all {plural(stats.publicModels, 'model', 'models')} by {creator.displayName || 'this creator'}
        </Link>
      </p>
    </div>
  );
}
