import { LoadFailed } from '../../components/ui/load-failed';
import { exploreHref } from '../../lib/explore-href';
import { ModelRowSection } from './model-row-section';
import { PopularCategories } from './popular-categories';
import { TopCreators } from './top-creators';
import { useHomeFeed } from './api/get-home-feed';

/** Featured, trending and newest models, popular categories and top creators, from one call. */
export function HomeFeed() {
  const query = useHomeFeed();
  if (query.isError) {
    return (
      <LoadFailed
        className="mx-auto max-w-7xl px-4 py-12"
        lead="Could not load the latest models."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const feed = query.data;
  // A new site with no public models yet: the upload invitation below speaks for itself.
  if (feed && feed.newest.length === 0) return null;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12">
      {query.isPending && (
        <p role="status" className="sr-only">
          Loading...
        </p>
      )}
      {/* Featured only appears once there is something featured: an empty "Featured" reads as broken. */}
      {feed && <ModelRowSection id="featured" title="Featured" description="Picked by the Meshmandi team." models={feed.featured} />}
      <ModelRowSection
        id="trending"
        title="Trending"
        description="What people are viewing, downloading and liking this week."
        models={feed?.trending}
        seeAll={{ href: exploreHref({ sort: 'trending' }), what: 'trending models' }}
      />
      <ModelRowSection
        id="newest"
        title="Newest"
        description="Fresh from the community's workshops."
        models={feed?.newest}
        seeAll={{ href: exploreHref({ sort: 'newest' }), what: 'new models' }}
      />
      <PopularCategories categories={feed?.categories} />
      <TopCreators creators={feed?.creators} />
    </div>
  );
}
