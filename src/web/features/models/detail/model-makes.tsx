import { Camera } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MakeGallery } from '../../../components/makes/make-gallery';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadMore } from '../../../components/ui/load-more';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/indian-numbers';
import { useModelMakes } from '../../../lib/makes';
import { useSession } from '../../../lib/session';
import { useDrawnInBrowser } from '../../../lib/use-drawn-in-browser';
import { MakeForm } from './make-form';

/**
 * The model page's Makes section (issue 33 item 2): "I made this" for members on a public model,
 * and the gallery of makes, newest first, with their count. Loaded once the page runs in the
 * browser, so it never holds up the model's first paint.
 */
export function ModelMakes({ model }: { model: { id: string; visibility: 'public' | 'private' } }) {
  const inBrowser = useDrawnInBrowser();
  const { account } = useSession();
  const query = useModelMakes(model.id);
  const [writing, setWriting] = useState(false);
  const makes = query.data?.pages.flatMap((page) => page.makes) ?? [];
  const count = query.data?.pages[0]?.makeCount;
  return (
    <section aria-labelledby="makes-heading" id="makes" className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="makes-heading" className="flex items-baseline gap-2 text-lg font-semibold text-fg">
          Makes {count !== undefined && <span className="text-base font-medium text-fg-muted tabular-nums">{formatCount(count)}</span>}
        </h2>
        {model.visibility === 'public' &&
          (account ? (
            !writing && (
              <Button variant="secondary" size="sm" onClick={() => setWriting(true)}>
                <Camera className="size-4" aria-hidden="true" /> I made this
              </Button>
            )
          ) : (
            <Link to="/login" className="text-sm font-medium text-brand hover:underline">
              Log in to post your make
            </Link>
          ))}
      </div>
      {writing && <MakeForm modelId={model.id} onPosted={() => setWriting(false)} />}
      {!inBrowser || query.isPending ? (
        <Spinner label="Loading makes…" className="py-8" />
      ) : query.isError && !query.data ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="The makes could not be loaded." />
      ) : makes.length === 0 ? (
        <p className="text-sm text-fg-muted">No makes yet. Printed it? Show how it came out.</p>
      ) : (
        <>
          <MakeGallery makes={makes} show="maker" label="Makes of this model" />
          <LoadMore query={query} failedLead="More makes could not be loaded." />
        </>
      )}
    </section>
  );
}
