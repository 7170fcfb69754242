import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AppError } from '../../../../shared/app-error';
import { REMIX_TREE_DEPTH, REMIX_TREE_MODELS_MAX } from '../../../../shared/constants/remix-rules';
import type { RemixTreeNode } from '../../../../shared/contracts/remixes/remixes';
import { modelPath } from '../../../../shared/model-path';
import { ModelCard } from '../../../components/model-card/model-card';
import { LoadErrorScreen } from '../../../components/status-screen/load-error-screen';
import { NotFoundScreen } from '../../../components/status-screen/not-found-screen';
import { Spinner } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRemixTree } from '../api/remixes';
import { originalsAbove } from './originals';
import { RemixGeneration } from './remix-generation';

const aboveTitle = (index: number) => (index === 0 ? 'Remixed from' : `${index + 1} generations back`);
const belowTitle = (index: number) => (index === 0 ? 'Remixes' : index === 1 ? 'Remixes of remixes' : `${index + 1} generations on`);

/** `/model/{id}/remixes` (issue 33 item 3): where a model comes from, above, and what was made from it, below. */
export default function RemixTreePage() {
  const { modelId = '' } = useParams();
  const query = useRemixTree(modelId);
  const notFound = query.error instanceof AppError && query.error.code === 'not-found';
  usePageTitle(query.data ? `Remix family of ${query.data.model.title}` : notFound ? 'Model not found' : 'Remix family');
  if (notFound) {
    return (
      <NotFoundScreen visual={<SearchX className="size-12 text-fg-muted" aria-hidden="true" />} title="Model not found">
        This model may have been removed by its creator, or the link may be mistyped.
      </NotFoundScreen>
    );
  }
  if (query.isError) return <LoadErrorScreen title="Could not load this remix family" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner />;

  const { model, above, below, truncated, aboveTruncated } = query.data;
  const originals = originalsAbove(above, aboveTruncated);
  const everyNode: RemixTreeNode[] = [{ model, linkedTo: [] }, ...above.flat(), ...below.flat()];
  const titles = new Map(everyNode.map((node) => [node.model.id, node.model.title]));
  return (
    <div className="mx-auto w-full max-w-6xl space-y-10 px-4 py-8 sm:py-10">
      <header>
        <Link to={modelPath(model)} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand underline-offset-2 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Back to {model.title}
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">Remix family of {model.title}</h1>
        <p className="mt-1 text-sm text-fg-muted">Where this model comes from, at the top, and what people made from it, below.</p>
      </header>
      {[...above].reverse().map((nodes, reversedIndex) => {
        const index = above.length - 1 - reversedIndex;
        return <RemixGeneration key={`above-${index}`} id={`above-${index}`} title={aboveTitle(index)} nodes={nodes} linkWord="Remixed into" titles={titles} originals={originals} />;
      })}
      <section aria-labelledby="this-model-heading">
        <h2 id="this-model-heading" className="text-lg font-bold text-fg">
          {above.length === 0 ? 'This model, the original' : 'This model'}
        </h2>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
          <ModelCard model={model} className="w-full ring-2 ring-brand" />
        </div>
      </section>
      {below.map((nodes, index) => (
        <RemixGeneration key={`below-${index}`} id={`below-${index}`} title={belowTitle(index)} nodes={nodes} linkWord="Remix of" titles={titles} />
      ))}
      {above.length === 0 && below.length === 0 && <p className="text-fg-muted">This model remixes no other model, and no one has remixed it yet.</p>}
      {truncated && (
        <p className="text-sm text-fg-muted">
          The family is larger than this page shows: it shows up to {REMIX_TREE_DEPTH} generations each way and {REMIX_TREE_MODELS_MAX} models. Open another model of the family to see its part.
        </p>
      )}
    </div>
  );
}
