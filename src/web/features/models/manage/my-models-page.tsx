import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { MyModelRow } from './my-model-row';
import { MyModelsEmpty } from './my-models-empty';
import { useMyModels } from '../api/get-my-models';

export default function MyModelsPage() {
  usePageTitle('My Models');
  const query = useMyModels();
  const models = query.data?.pages.flatMap((page) => page.models) ?? [];

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="My Models" description="Everything you have uploaded, public and private: see how each one is doing, edit it or delete it.">
        <Link to="/upload" className={buttonClasses('primary')}>
          <Upload className="size-4" aria-hidden="true" /> Upload a model
        </Link>
      </PageHeader>
      {query.isPending ? (
        <Spinner />
      ) : query.isError && models.length === 0 ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : models.length === 0 ? (
        <MyModelsEmpty />
      ) : (
        <>
          <ul aria-label="Your models" className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
            {models.map((model) => (
              <MyModelRow key={model.id} model={model} />
            ))}
          </ul>
          {query.isFetchNextPageError && <Alert className="mt-4">{errorMessage(query.error)}</Alert>}
          {query.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
