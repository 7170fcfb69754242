import { useParams } from 'react-router';
import { AppError } from '../../../../shared/app-error';
import { LoadErrorScreen } from '../../../components/status-screen/load-error-screen';
import { Spinner } from '../../../components/ui/spinner';
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
  if (data) return <ModelView model={data.model} canEdit={data.canEdit} liked={data.liked} bookmarked={data.bookmarked} />;
  if (query.isError) return <LoadErrorScreen title="Could not load this model" error={query.error} onRetry={() => void query.refetch()} />;
  return <Spinner />;
}
