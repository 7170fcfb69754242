import { useParams } from 'react-router';
import { AppError } from '../../../../shared/app-error';
import { LoadErrorScreen } from '../../../components/status-screen/load-error-screen';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useModelDetail } from '../api/get-model';
import { EditBlocked } from './edit-blocked';
import { ModelEditForm } from './model-edit-form';

export default function ModelEditPage() {
  const modelId = useParams().modelId ?? '';
  const query = useModelDetail(modelId);
  const notFound = query.error instanceof AppError && query.error.code === 'not-found';
  const notAllowed = query.data?.canEdit === false;
  usePageTitle(notFound ? 'Model not found' : notAllowed ? 'Unauthorized to edit this model' : query.data ? `Edit ${query.data.model.title}` : 'Edit model');

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (notFound) return <EditBlocked reason="not-found" modelId={modelId} />;
    return <LoadErrorScreen error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (notAllowed) return <EditBlocked reason="not-allowed" modelId={modelId} />;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <PageHeader title="Edit model" description={`Change the details, pictures and files of “${query.data.model.title}”.`} />
      <ModelEditForm key={query.data.model.id} model={query.data.model} />
    </div>
  );
}
