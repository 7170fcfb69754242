import { PersonCard } from '../../components/person-card/person-card';
import { formatCount } from '../../lib/indian-numbers';
import type { FoundCreator } from './api/search-creators';

const HEADING_ID = 'explore-creators-heading';

function Creator({ creator }: { creator: FoundCreator }) {
  return (
    <PersonCard person={creator} testId="explore-creator" className="w-80 max-w-[85vw] shrink-0 snap-start">
      <span className="block text-sm text-fg-muted">
        {formatCount(creator.models)} {creator.models === 1 ? 'model' : 'models'}
      </span>
    </PersonCard>
  );
}

/**
 * The creators a search names, above its models (issue 28): each links to their profile and can be
 * followed from here. One row that scrolls sideways when it is wider than the screen, so six people
 * never push the models below the fold on a phone. Nothing when the search names nobody.
 */
export function ExploreCreators({ creators }: { creators: FoundCreator[] }) {
  if (creators.length === 0) return null;
  return (
    <section aria-labelledby={HEADING_ID} className="mb-6">
      <h2 id={HEADING_ID} className="mb-3 text-lg font-semibold text-fg">
        Creators
      </h2>
      {/* Relative: the Follow buttons' screen-reader names are positioned absolutely, and would
          otherwise widen the page from the cards scrolled out of view. */}
      <ul aria-labelledby={HEADING_ID} className="relative -mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
        {creators.map((creator) => (
          <Creator key={creator.uid} creator={creator} />
        ))}
      </ul>
    </section>
  );
}
