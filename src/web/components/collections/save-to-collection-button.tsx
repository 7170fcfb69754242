import { FolderPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../ui/button';
import { useSession } from '../../lib/session';
import { useLoginPath } from '../../lib/use-return-path';

// The dialog's code is fetched when it is first opened: the model page's first paint does not need it.
const SaveToCollectionDialog = lazy(() => import('./save-to-collection-dialog'));

/** "Save to collection" on a model's page; a visitor is sent to sign in and brought back. */
export function SaveToCollectionButton({ modelId }: { modelId: string }) {
  const { account, isLoading } = useSession();
  const loginPath = useLoginPath();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  function press() {
    if (!account && !isLoading) return void navigate(loginPath);
    setOpened(true);
    setOpen(true);
  }

  return (
    <>
      <button type="button" onClick={press} className={buttonClasses('secondary', 'md', 'w-full')} aria-haspopup="dialog">
        <FolderPlus className="size-4" aria-hidden="true" /> Save to collection
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SaveToCollectionDialog modelId={modelId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
