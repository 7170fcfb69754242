import { Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AppError } from '../../../shared/app-error';
import { storefrontPath } from '../../../shared/storefront-path';
import { tierWithArticle } from '../../../shared/tier-notice-text';
import { LoadErrorScreen } from '../../components/status-screen/load-error-screen';
import { NotFoundScreen } from '../../components/status-screen/not-found-screen';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { NewCollectionDialog } from './new-collection-dialog';
import { useStorefront, type StorefrontAddress } from './storefront-api';
import { StorefrontEditor } from './storefront-editor';
import { StorefrontLocked } from './storefront-locked';
import { StorefrontView } from './storefront-view';

function StorefrontNotFound() {
  return (
    <NotFoundScreen visual={<Store className="size-12 text-fg-muted" aria-hidden="true" />} title="Storefront not found">
      This creator has no storefront open, or the link may be mistyped.
    </NotFoundScreen>
  );
}

/**
 * `/store/{creatorId}` and `/store/url/{customUrl}` (SPEC §2, decision 078): a creator's storefront.
 * Its creator also meets here what they can do with it: set one up, edit it, add collections, or,
 * below Pro, what unlocks one.
 */
export default function StorefrontPage() {
  const { creatorId, customUrl } = useParams();
  const by: StorefrontAddress = customUrl !== undefined ? { customUrl } : { creatorId: creatorId ?? '' };
  const query = useStorefront(by);
  const { account } = useSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [addingCollection, setAddingCollection] = useState(false);
  const storefront = query.data?.storefront ?? null;
  const owner = query.data?.owner ?? null;
  usePageTitle(storefront?.name ?? (owner ? 'My Storefront' : query.isError ? 'Storefront not found' : undefined));

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof AppError && query.error.code === 'not-found') return <StorefrontNotFound />;
    return <LoadErrorScreen title="Could not load this storefront" error={query.error} onRetry={() => void query.refetch()} />;
  }

  const page = (children: ReactNode) => <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8">{children}</div>;
  // Saved with a new custom URL, the page moves to the storefront's own address.
  const done = (url: string | null) => {
    setEditing(false);
    const path = storefrontPath({ creatorId: storefront?.creatorId ?? account?.uid ?? '', customUrl: url });
    if (customUrl !== undefined && path !== window.location.pathname) void navigate(path, { replace: true });
  };

  if (owner && !owner.canHaveStorefront && !storefront) return page(<StorefrontLocked tier={owner.tier} />);
  if (owner && owner.canHaveStorefront && (editing || !storefront)) {
    return page(<StorefrontEditor saved={storefront} defaultName={`${account?.displayName || 'My'} storefront`} onDone={done} />);
  }
  if (!storefront) return <StorefrontNotFound />;
  return page(
    <>
      {!storefront.active && (
        <Alert tone="info">
          {owner
            ? `Your storefront is hidden from visitors while you are ${tierWithArticle(owner.tier)}: it opens again when you reach Pro Creator.`
            : 'This storefront is hidden from visitors: its creator is below Pro Creator. You see it as an admin.'}
        </Alert>
      )}
      <StorefrontView
        storefront={storefront}
        owner={owner?.canHaveStorefront ? { onEdit: () => setEditing(true), onNewCollection: () => setAddingCollection(true) } : null}
      />
      {owner?.canHaveStorefront && <NewCollectionDialog open={addingCollection} onOpenChange={setAddingCollection} />}
    </>,
  );
}
