import { useMutation } from '@tanstack/react-query';
import { EyeOff, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import type * as M from '../../../../shared/contracts/reports/moderation';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { callByName, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSiteInfo } from '../../../lib/site-info';
import { useModelChanged } from '../../../lib/use-model-changed';

/**
 * A model the moderators hid (issue 16 item 2) is seen only by its owner and admins: say so plainly,
 * with the reason the owner was given, so the owner knows why it vanished for everyone else. Admins
 * can restore it here (restoreHiddenModel); every view of the model is read again after.
 */
export function HiddenBanner({ model }: { model: Pick<ModelDetail, 'id' | 'userId' | 'hiddenAt' | 'hiddenReason'> }) {
  const { isAdmin } = useSession();
  const { supportEmail } = useSiteInfo();
  const changed = useModelChanged();
  const [asking, setAsking] = useState(false);
  const restore = useMutation({
    mutationFn: () => callByName<typeof M.restoreHiddenModel>('restoreHiddenModel', { modelId: model.id }),
    onSuccess: async () => {
      await changed({ kind: 'edited', modelId: model.id, creatorId: model.userId });
      setAsking(false);
    },
  });
  if (!model.hiddenAt) return null;
  return (
    <section aria-labelledby="hidden-banner-title" className="mb-6 flex flex-col gap-3 rounded-2xl border border-danger/40 bg-danger-soft p-4 sm:flex-row sm:items-start">
      <EyeOff className="size-6 shrink-0 text-danger" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1 text-sm text-fg">
        <h2 id="hidden-banner-title" className="text-base font-semibold text-danger">
          Hidden by the moderators
        </h2>
        {model.hiddenReason && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{model.hiddenReason}</p>}
        <p>
          Only you and admins can see it.{' '}
          {supportEmail ? (
            <>
              <a href={`mailto:${supportEmail}`} className="font-medium underline underline-offset-2">
                Write to support
              </a>{' '}
              if you think this is a mistake.
            </>
          ) : (
            'Write to support if you think this is a mistake.'
          )}
        </p>
      </div>
      {isAdmin && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start"
          onClick={() => {
            restore.reset();
            setAsking(true);
          }}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          Restore
        </Button>
      )}
      <Dialog
        open={asking}
        onOpenChange={(next) => !next && !restore.isPending && setAsking(false)}
        title="Restore this model?"
        description="It returns to the visibility it had before it was hidden, in search, on the home page and on its page, and its owner is told."
      >
        {restore.isError && <Alert className="mb-4">{errorMessage(restore.error)}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAsking(false)} disabled={restore.isPending}>
            Cancel
          </Button>
          <Button onClick={() => restore.mutate()} disabled={restore.isPending}>
            {restore.isPending ? 'Restoring…' : 'Restore'}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
