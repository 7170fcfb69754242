import { CalendarDays, CircleAlert, Download, Eye, Heart, Megaphone, Pencil, Share2 } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { ModelSummary } from '../../../../shared/contracts/models/model-shapes';
import { buttonClasses } from '../../../components/ui/button';
import { formatCount } from '../../../lib/indian-numbers';
import { modelPath } from '../../../../shared/model-path';
import { ModelThumbnail } from '../../../components/model-card/model-thumbnail';
import { VisibilityBadge } from '../../../components/model-card/visibility-badge';
import { DeleteButton } from './delete-button';
import { DeleteModelDialog } from './delete-model-dialog';
import { LocalDate } from '../../../components/ui/local-date';

const COUNTERS: { key: 'views' | 'downloads' | 'likes' | 'shares'; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'views', label: 'Views', icon: Eye },
  { key: 'downloads', label: 'Downloads', icon: Download },
  { key: 'likes', label: 'Likes', icon: Heart },
  { key: 'shares', label: 'Shares', icon: Share2 },
];

/** One of the user's models on My Models: what it is, how it is doing, and what they can do with it. */
export function MyModelRow({ model }: { model: ModelSummary }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li data-testid="my-model-row" className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:gap-5">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <Link to={modelPath(model)} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <ModelThumbnail src={model.thumbnail} sizes="128px" className="aspect-[4/3] w-24 rounded-lg border border-border sm:w-32" />
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 className="min-w-0 text-base font-semibold break-words text-fg">
              <Link to={modelPath(model)} className="hover:text-brand hover:underline">
                {model.title}
              </Link>
            </h2>
            <VisibilityBadge visibility={model.visibility} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-sm text-fg-muted">
            <span className="flex items-center gap-1.5 whitespace-nowrap">
              <CalendarDays className="size-4" aria-hidden="true" />
              Created <LocalDate iso={model.createdAt} style="medium" />
            </span>
            <span className="whitespace-nowrap">
              <span aria-hidden="true">· </span>
              {model.category}
            </span>
          </p>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
            {COUNTERS.map(({ key, label, icon: Icon }) => (
              <div key={key} className="flex items-center gap-1" title={label}>
                <dt>
                  <Icon className="size-4" aria-hidden="true" />
                  <span className="sr-only">{label}</span>
                </dt>
                <dd className="font-medium text-fg tabular-nums">{formatCount(model[key])}</dd>
              </div>
            ))}
          </dl>
          {model.analysisFailed && (
            <p data-testid="analysis-failed" className="mt-2 flex items-start gap-2 text-sm text-danger">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                A file of this model could not be read, so the model is hidden from Explore and other public lists.{' '}
                <Link to={modelPath(model)} className="font-medium underline">
                  See why
                </Link>
                , then replace the file with a repaired copy (Edit).
              </span>
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Link to={`/model/${model.id}/edit`} className={buttonClasses('secondary', 'sm', 'flex-1 sm:flex-none')} aria-label={`Edit ${model.title}`}>
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Link>
        {model.visibility === 'public' && !model.analysisFailed && (
          <Link to={`/sponsored?model=${encodeURIComponent(model.id)}`} className={buttonClasses('secondary', 'sm', 'flex-1 sm:flex-none')} aria-label={`Sponsor ${model.title}`}>
            <Megaphone className="size-4" aria-hidden="true" /> Sponsor
          </Link>
        )}
        <DeleteButton className="flex-1 sm:flex-none" onClick={() => setConfirming(true)} aria-label={`Delete ${model.title}`} />
      </div>
      <DeleteModelDialog model={model} open={confirming} onOpenChange={setConfirming} />
    </li>
  );
}
