import { Handshake } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../ui/button';
import { useSession } from '../../lib/session';
import { useLoginPath } from '../../lib/use-return-path';

// Fetched when first opened: the model page's first paint does not need it.
const RequestCollaborationDialog = lazy(() => import('./request-collaboration-dialog'));

/** "Request collaboration" on someone else's model (not shown to its creator); a visitor signs in first. */
export function RequestCollaborationButton({ model }: { model: { id: string; title: string; userId: string } }) {
  const { account, isLoading } = useSession();
  const loginPath = useLoginPath();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (account?.uid === model.userId) return null;

  function press() {
    if (!account && !isLoading) return void navigate(loginPath);
    setOpened(true);
    setOpen(true);
  }

  return (
    <>
      <button type="button" onClick={press} className={buttonClasses('secondary', 'md', 'w-full')} aria-haspopup="dialog">
        <Handshake className="size-4" aria-hidden="true" /> Request collaboration
      </button>
      {opened && (
        <Suspense fallback={null}>
          <RequestCollaborationDialog model={model} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
