import { useParams } from 'react-router';
import { AppError } from '../../../../shared/app-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { ModelNotFound } from './model-not-found';
import { ModelView } from './model-view';
import { useCanonicalPath } from './use-canonical-path';
import { useModelDetail } from '../api/get-model';
import { useRecordView } from '../api/record-view';

/** /model/{id} and /model/{slug}/{id}. */
export default function ModelPage() {
  const { modelId = '' } = useParams();
  const query = useModelDetail(modelId);
  // Checked before the data: a model deleted since it was cached must not come back from the cache.
  const notFound = query.error instanceof AppError && query.error.code === 'not-found';
  const data = notFound ? undefined : query.data;
  const isCanonical = useCanonicalPath(data?.model);
  useRecordView(modelId, data !== undefined && isCanonical);
  usePageTitle(data ? data.model.title : notFound ? 'Model not found' : 'Model');

  if (notFound) return <ModelNotFound />;
  if (data) return <ModelView model={data.model} canEdit={data.canEdit} />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-lg space-y-4 px-4 py-16">
        <h1 className="text-2xl font-bold text-fg">Could not load this model</h1>
        <Alert>{errorMessage(query.error)}</Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <Spinner />;
}
