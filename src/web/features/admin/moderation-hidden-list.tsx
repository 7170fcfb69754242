import { RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { HiddenModelItem } from '../../../shared/contracts/reports/moderation';
import type { z } from 'zod';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { useHiddenModels, useRestoreHiddenModel } from './reports-api';

type HiddenModel = z.infer<typeof HiddenModelItem>;

/** Restoring puts a model back in front of everyone, so it is asked once more; the server's refusal is shown as it words it. */
function RestoreDialog({ model, onClose, onDone, returnFocusTo }: { model: HiddenModel; onClose(): void; onDone(text: string): void; returnFocusTo(): HTMLElement | null }) {
  const restore = useRestoreHiddenModel();
  async function confirm() {
    try {
      const answer = await restore.mutateAsync(model.id);
      onDone(`Restored “${model.title}”: it is ${answer.visibility} again, and its owner has been told.`);
    } catch {
      // Shown from restore.error below.
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !restore.isPending && onClose()}
      title={`Restore “${model.title}”?`}
      description="It returns to the visibility it had before it was hidden, in search, on the home page and on its page, and its owner is told."
      returnFocusTo={returnFocusTo}
    >
      {restore.isError && <Alert className="mb-4">{errorMessage(restore.error)}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={restore.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={restore.isPending}>
          {restore.isPending ? 'Restoring…' : 'Restore'}
        </Button>
      </div>
    </Dialog>
  );
}

function HiddenRow({ model, onRestore }: { model: HiddenModel; onRestore(): void }) {
  const owner = model.owner;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1 text-sm">
        <Link to={`/model/${encodeURIComponent(model.id)}`} className="block text-base font-semibold text-fg [overflow-wrap:anywhere] hover:text-brand hover:underline">
          {model.title}
        </Link>
        <p className="text-fg-muted">
          By{' '}
          <Link to={`/profile/${encodeURIComponent(owner.uid)}`} className="text-brand underline underline-offset-2 hover:text-brand-hover">
            {owner.displayName}
          </Link>
          {owner.username && <> @{owner.username}</>} · hidden <LocalDateTime iso={model.hiddenAt} />
        </p>
        {model.reason && <p className="whitespace-pre-line text-fg [overflow-wrap:anywhere]">{model.reason}</p>}
      </div>
      <Button variant="secondary" size="sm" className="shrink-0 self-start" onClick={onRestore} aria-label={`Restore ${model.title}`}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Restore
      </Button>
    </li>
  );
}

/** The models the moderators hid, newest first, 50 a page, each with the way back. */
export function ModerationHiddenList() {
  const query = useHiddenModels();
  const [restoring, setRestoring] = useState<HiddenModel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A restored model leaves the list with its button: focus then goes to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const models = query.data?.pages.flatMap((page) => page.models) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <section aria-labelledby="hidden-models" className="space-y-4">
      <h2 id="hidden-models" ref={heading} tabIndex={-1} className="text-xl font-semibold text-fg focus:outline-none">
        Hidden models
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className={notice ? 'rounded-lg border border-success/40 px-4 py-3 text-sm text-success' : 'sr-only'}>
        {notice}
      </div>
      {query.isPending ? (
        <Spinner label="Loading hidden models" className="py-10" />
      ) : query.isError && models.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the hidden models." />
      ) : models.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">No models are hidden.</p>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-fg-muted">
            {models.length} of {total} shown, newest first.
          </p>
          <ul aria-label="Hidden models, newest first" className="divide-y divide-border rounded-2xl border border-border bg-surface">
            {models.map((model) => (
              <HiddenRow
                key={model.id}
                model={model}
                onRestore={() => {
                  setNotice(null);
                  setRestoring(model);
                }}
              />
            ))}
          </ul>
          <LoadMore query={query} failedLead="Could not load more hidden models." />
        </div>
      )}
      {restoring && (
        <RestoreDialog
          key={restoring.id}
          model={restoring}
          onClose={() => setRestoring(null)}
          returnFocusTo={() => heading.current}
          onDone={(text) => {
            setRestoring(null);
            setNotice(text);
          }}
        />
      )}
    </section>
  );
}
