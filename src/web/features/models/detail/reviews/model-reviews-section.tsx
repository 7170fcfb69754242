import { lazy, Suspense } from 'react';
import { Spinner } from '../../../../components/ui/spinner';
import { useDrawnInBrowser } from '../../../../lib/use-drawn-in-browser';

// The reviews come after the page: their code and data load once the page runs in the browser.
const ModelReviews = lazy(() => import('./model-reviews'));

function Loading() {
  return (
    <div className="flex min-h-24 items-center justify-center">
      <Spinner label="Loading reviews..." />
    </div>
  );
}

/** The model page's Reviews section (issue 12 item 4), drawn in the browser only. */
export function ModelReviewsSection({ modelId, ownerId }: { modelId: string; ownerId: string }) {
  const inBrowser = useDrawnInBrowser();
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-20">
      <h2 id="reviews-heading" className="mb-4 text-lg font-semibold text-fg">
        Reviews
      </h2>
      {inBrowser ? (
        <Suspense fallback={<Loading />}>
          <ModelReviews modelId={modelId} ownerId={ownerId} />
        </Suspense>
      ) : (
        <Loading />
      )}
    </section>
  );
}
