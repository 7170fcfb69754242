import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import type { ModelCardItem } from '../../../../shared/contracts/models/model-shapes';
import { ModelCard } from '../../../components/model-card/model-card';
import { formatCount } from '../../../lib/indian-numbers';
import { useSession } from '../../../lib/session';
import { useModelRemixes } from '../api/remixes';
import type { RemixSourcesNotice } from '../upload/declare-remix-sources';
import { RemixSourcesEditor } from './remix-sources-editor';
import { RemixSourcesRemoval } from './remix-sources-removal';

function CardList({ label, models }: { label: string; models: ModelCardItem[] }) {
  return (
    <ul aria-label={label} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {models.map((model) => (
        <li key={model.id} className="flex">
          <ModelCard model={model} className="w-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Remixed from" and "Remixes" (issue 33 item 3): only models the viewer may see, so a hidden or
 * deleted one leaves no card. The model's creator names its sources here; an admin may take one off. While loading, on a
 * failure, or with nothing to show to anyone but the creator, it takes no room.
 */
export function ModelRemixes({ model }: { model: { id: string; userId: string } }) {
  const { account, isAdmin } = useSession();
  // Set by the upload page when the new model's sources could not be linked.
  const notice = (useLocation().state as Partial<RemixSourcesNotice> | null)?.remixSourcesProblem;
  const query = useModelRemixes(model.id);
  const isCreator = account?.uid === model.userId;
  if (!query.data) return null;
  const { sources, remixes, remixCount } = query.data;
  if (sources.length === 0 && remixes.length === 0 && !isCreator) return null;
  const familyPath = `/model/${encodeURIComponent(model.id)}/remixes`;
  return (
    <section aria-labelledby="remixed-from-heading" className="space-y-8">
      <div>
        <h2 id="remixed-from-heading" className="text-xl font-bold text-fg">
          Remixed from
        </h2>
        {sources.length > 0 ? (
          <CardList label="Models this remixes" models={sources} />
        ) : (
          <p className="mt-2 text-sm text-fg-muted">{isCreator ? 'Is this a remix? Name the models it builds on, and their creators are told.' : 'An original.'}</p>
        )}
        {isCreator && notice && (
          <Alert className="mt-4">Your model is published, but the models it remixes were not linked. {notice}.</Alert>
        )}
        {isCreator && <RemixSourcesEditor modelId={model.id} sources={sources} />}
        {isAdmin && !isCreator && <RemixSourcesRemoval modelId={model.id} sources={sources} />}
      </div>
      {(remixes.length > 0 || sources.length > 0) && (
        <div>
          <h2 className="text-xl font-bold text-fg">
            Remixes{remixCount > 0 && <span className="font-normal text-fg-muted"> ({formatCount(remixCount)})</span>}
          </h2>
          {remixes.length > 0 ? <CardList label="Remixes of this model" models={remixes} /> : <p className="mt-2 text-sm text-fg-muted">No remixes yet.</p>}
          <p className="mt-4">
            <Link to={familyPath} className="text-sm font-medium text-brand underline-offset-2 hover:underline">
              {remixCount > remixes.length ? `See all ${formatCount(remixCount)} remixes in the family tree` : 'See the remix family tree'}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
