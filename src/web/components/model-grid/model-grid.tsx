import { useEffect, useRef, useState } from 'react';
import { EXPLORE_PAGE_SIZE } from '../../../shared/constants/discovery-rules';
import type { ModelCardItem } from '../../../shared/contracts/models/model-shapes';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { errorMessage } from '../../lib/api-client';
import { formatCount } from '../../lib/indian-numbers';
import { ModelCard } from '../model-card/model-card';
import { modelsText, type ModelTotal } from '../../lib/model-count';

interface ModelGridProps {
  models: ModelCardItem[];
  /** How many there are in all; a list that is not counted (Saved) leaves it out. */
  total?: ModelTotal;
  /** Older results shown while the new filters load. */
  updating: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: unknown;
  loadMore(): void;
  /** The list's accessible name; a profile names its own list. */
  label?: string;
  /** The cards' heading level: h3 where the list sits under its own h2 (a profile). */
  headingLevel?: 'h2' | 'h3';
}

export const RESULTS_GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3';
/** The cards a screen shows first, at the widest grid (3 columns): their images load first. */
const FIRST_ROW = 3;
/** Cards past the first screen (two rows at the widest grid, three on a phone) ... */
const FIRST_SCREEN = 6;
// ... skip layout and paint until they are scrolled near: the first paint lays out six cards, not
// forty. Their height until then is a card's usual height; once drawn, the browser remembers it.
const LATER_CARD = '[content-visibility:auto] [contain-intrinsic-size:auto_18rem]';

/** A grid of model cards (explore's results, a profile's models) and "Load more", which appends the next page and hands focus to the first new model. */
export function ModelGrid({ models, total, updating, hasMore, loadingMore, loadMoreError, loadMore, label = 'Models found', headingLevel = 'h2' }: ModelGridProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  const [loadedText, setLoadedText] = useState('');

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || loadingMore) return;
    firstNew.current = null;
    if (models.length <= index) return;
    // The button may be gone (last page) and keyboard users would land at the top of the page; the
    // first new model is where the button was, so reading and tabbing carry on from there.
    listRef.current?.querySelector<HTMLAnchorElement>(`li:nth-child(${index + 1}) a`)?.focus({ preventScroll: true });
    const showing = total ? `${models.length} of ${modelsText(total)}` : formatCount(models.length);
    setLoadedText(`Loaded ${models.length - index} more. Showing ${showing}.`);
  }, [loadingMore, models.length, total]);

  const startLoading = () => {
    if (loadingMore) return;
    firstNew.current = models.length;
    setLoadedText('');
    loadMore();
  };

  return (
    <div>
      <ul ref={listRef} aria-label={label} aria-busy={updating} className={cn(RESULTS_GRID, 'transition-opacity', updating && 'opacity-60')}>
        {models.map((model, index) => (
          <li key={model.id} className={cn('flex', index >= FIRST_SCREEN && LATER_CARD)}>
            <ModelCard model={model} headingLevel={headingLevel} priority={index < FIRST_ROW} className="w-full" />
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {loadingMore ? 'Loading more models…' : loadedText}
      </p>
      {loadMoreError !== null && <Alert className="mt-6">{errorMessage(loadMoreError)}</Alert>}
      <div className="mt-8 flex flex-col items-center gap-3">
        {total && (hasMore || models.length > EXPLORE_PAGE_SIZE) && (
          <p className="text-sm text-fg-muted">
            Showing {formatCount(models.length)} of {modelsText(total)}
          </p>
        )}
        {hasMore && !updating && (
          // aria-disabled rather than disabled: a disabled button drops keyboard focus to the page top.
          <Button variant="secondary" onClick={startLoading} aria-disabled={loadingMore} className={cn(loadingMore && 'cursor-wait opacity-70')}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
      </div>
    </div>
  );
}
