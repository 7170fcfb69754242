import { AlertTriangle, CheckCircle2, CircleDashed, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { BulkUploadItem } from '../../../shared/contracts/bulk-upload/bulk-upload';
import { cn } from '../../components/ui/cn';
import type { BulkFileUploads } from './use-bulk-file-uploads';
import { duplicateTexts, lackingText, STATUS_TEXT, uploadKey } from './bulk-upload-view';

const STATUS_TONES: Record<BulkUploadItem['status'], string> = {
  pending: 'bg-surface-muted text-fg-muted',
  uploaded: 'bg-surface text-fg',
  published: 'bg-surface-muted text-success',
  failed: 'bg-danger-soft text-danger',
  skipped: 'bg-surface-muted text-fg-muted',
};

function FileState({ item, name, uploads }: { item: BulkUploadItem; name: string; uploads: BulkFileUploads }) {
  const key = uploadKey({ itemId: item.id, name });
  const planned = uploads.plan.find((upload) => uploadKey(upload) === key);
  const error = uploads.errors.get(key);
  const arrived = !item.missing.includes(name) || uploads.done.has(key);
  let state: string;
  if (arrived) state = 'uploaded';
  else if (error) state = error;
  else if (planned && uploads.sent.has(key)) state = `${Math.floor(((uploads.sent.get(key) ?? 0) / Math.max(planned.file.size, 1)) * 100)}%`;
  else if (planned && uploads.running) state = 'queued';
  else state = 'missing';
  return (
    <li className="flex min-w-0 items-center gap-2 text-sm">
      {arrived ? <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" /> : <CircleDashed className="size-4 shrink-0 text-fg-muted" aria-hidden="true" />}
      <span className="min-w-0 truncate text-fg">{name}</span>
      <span className={cn('shrink-0', error ? 'text-danger' : 'text-fg-muted')}>{state}</span>
    </li>
  );
}

interface BulkUploadRowProps {
  item: BulkUploadItem;
  uploads: BulkFileUploads;
  chosen: boolean;
  onChoose(chosen: boolean): void;
  disabled: boolean;
}

/** One manifest row: its score and what it lacks, duplicate flags, its files as they arrive, and its outcome. */
export function BulkUploadRow({ item, uploads, chosen, onChoose, disabled }: BulkUploadRowProps) {
  const lacking = lackingText(item);
  const duplicates = duplicateTexts(item);
  const choosable = item.status === 'uploaded' || item.status === 'failed';
  const headingId = `bulk-row-${item.id}`;
  return (
    <li aria-labelledby={headingId} className="space-y-3 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-3">
        <div className="min-w-0 sm:flex-1">
          <p className="text-sm text-fg-muted">Row {item.rowNumber}</p>
          <h3 id={headingId} className="font-semibold break-words text-fg">
            {item.title}
          </h3>
          <p className="text-sm text-fg-muted">
            {item.category} · {item.licence}
            {item.tags.length > 0 && ` · ${item.tags.join(', ')}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
          <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-medium', item.quality.ready ? 'bg-brand-soft text-brand' : 'bg-surface-muted text-fg')}>
            Score {item.quality.score} · {item.quality.ready ? 'ready' : 'not ready'}
          </span>
          <span className={cn('rounded-full border border-border px-2.5 py-0.5 text-sm font-medium', STATUS_TONES[item.status])}>{STATUS_TEXT[item.status]}</span>
        </div>
      </div>
      {lacking && <p className="text-sm text-fg-muted">{lacking}</p>}
      {duplicates.length > 0 && (
        <ul aria-label={`Duplicate flags of row ${item.rowNumber}`} className="space-y-1">
          {duplicates.map((text) => (
            <li key={text} className="flex items-center gap-2 text-sm font-medium text-danger">
              <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
      )}
      <ul aria-label={`Files of row ${item.rowNumber}`} className="grid gap-1 sm:grid-cols-2">
        {[item.fileName, ...item.images.map((image) => image.name)].map((name) => (
          <FileState key={name} item={item} name={name} uploads={uploads} />
        ))}
      </ul>
      {item.error && <p className="text-sm text-danger">{item.error}</p>}
      <div className="flex flex-wrap items-center gap-4">
        {item.modelId && (
          <Link to={`/model/${item.modelId}`} className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline">
            Open the model page <ExternalLink className="size-4" aria-hidden="true" />
          </Link>
        )}
        {choosable && (
          <label className="inline-flex items-center gap-2 text-sm text-fg">
            <input type="checkbox" className="size-4 accent-brand" checked={chosen} disabled={disabled} onChange={(e) => onChoose(e.target.checked)} />
            Choose row {item.rowNumber} to publish
          </label>
        )}
      </div>
    </li>
  );
}
