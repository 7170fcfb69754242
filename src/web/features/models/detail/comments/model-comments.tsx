import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { formatCount } from '../../../../lib/indian-numbers';
import { useDrawnInBrowser } from '../../../../lib/use-drawn-in-browser';

const CommentsPanel = lazy(() => import('./comments-panel'));

/**
 * The model page's Comments section. The server draws the heading with the count; the comments
 * themselves (their own chunk and request) come once the page runs in the browser, so they never
 * hold up the model's first paint.
 */
export function ModelComments({ modelId, count }: { modelId: string; count: number }) {
  const inBrowser = useDrawnInBrowser();
  const loading = <Spinner label="Loading comments…" className="py-8" />;
  return (
    <section aria-labelledby="comments-heading" className="scroll-mt-20" id="comments">
      <h2 id="comments-heading" className="mb-3 flex items-baseline gap-2 text-lg font-semibold text-fg">
        Comments <span className="text-base font-medium text-fg-muted tabular-nums">{formatCount(count)}</span>
      </h2>
      {inBrowser ? <Suspense fallback={loading}><CommentsPanel modelId={modelId} /></Suspense> : loading}
    </section>
  );
}
