import { Link } from 'react-router';
import type { ModelCategory } from '../../../shared/constants/model-rules';
import type { CategoryCount } from '../../../shared/contracts/discovery/discovery';
import type { z } from 'zod';
import { exploreHref } from '../../lib/explore-href';
import { formatCount } from '../../lib/indian-numbers';
import { HomeSection } from './home-section';

type Category = z.infer<typeof CategoryCount>;

const PLACEHOLDER_WIDTHS = ['w-24', 'w-32', 'w-20', 'w-28', 'w-36', 'w-24', 'w-28', 'w-20'];

/** The categories with the most public models, each a chip opening explore on that category. */
export function PopularCategories({ categories }: { categories: Category[] | undefined }) {
  if (categories?.length === 0) return null;
  return (
    <HomeSection id="categories" title="Popular categories" description="Where the community has shared the most.">
      <ul className="mt-5 flex flex-wrap gap-2">
        {categories
          ? categories.map(({ category, models }) => (
              <li key={category}>
                <Link
                  to={exploreHref({ category: category as ModelCategory })}
                  className="inline-flex h-10 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-medium text-fg transition-colors hover:border-brand hover:bg-brand-soft"
                >
                  {category}{' '}
                  <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg-muted tabular-nums">
                    {formatCount(models)}
                    <span className="sr-only"> {models === 1 ? 'model' : 'models'}</span>
                  </span>
                </Link>
              </li>
            ))
          : PLACEHOLDER_WIDTHS.map((width, i) => <li key={i} aria-hidden="true" className={`h-10 animate-pulse rounded-full bg-surface-muted ${width}`} />)}
      </ul>
    </HomeSection>
  );
}
