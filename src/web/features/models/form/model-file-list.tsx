import { FileBox, RefreshCw, Trash2 } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { formatBytes } from '../detail/format-measurements';
import { MODEL_FILE_ACCEPT } from './file-rules';

export interface FileListItem {
  key: string;
  name: string;
  size: number;
  format: string;
  /** Chosen on this page and not yet uploaded (the edit page marks these). */
  isNew?: boolean;
}

interface ModelFileListProps {
  items: FileListItem[];
  onRemove(key: string): void;
  /** Offered on the edit page: swap a saved file for a new one. */
  onReplace?(key: string, file: File): void;
  /** Why removing is not allowed right now (a model keeps at least one file). */
  removeBlockedReason?: string | null;
  disabled?: boolean;
  showNewBadges?: boolean;
}

function ReplaceButton({ name, onFile, disabled }: { name: string; onFile(file: File): void; disabled?: boolean }) {
  const id = useId();
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  }
  return (
    <>
      <input id={id} type="file" accept={MODEL_FILE_ACCEPT} onChange={choose} disabled={disabled} aria-label={`Replace ${name}`} className="peer sr-only" />
      <label
        htmlFor={id}
        aria-hidden="true"
        className={buttonClasses('ghost', 'sm', 'cursor-pointer px-2 peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60')}
      >
        <RefreshCw className="size-4" />
        <span className="hidden sm:inline">Replace</span>
      </label>
    </>
  );
}

export function ModelFileList({ items, onRemove, onReplace, removeBlockedReason, disabled, showNewBadges }: ModelFileListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Model files" className="divide-y divide-border overflow-hidden rounded-xl border border-border">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-3 bg-surface px-3 py-2.5 sm:px-4">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
            <FileBox className="size-4.5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-medium [overflow-wrap:anywhere] text-fg">
              {item.name}
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
              <span className="font-semibold uppercase">{item.format}</span>
              <span aria-hidden="true">·</span>
              <span>{formatBytes(item.size)}</span>
              {showNewBadges && item.isNew && <span className="rounded-full bg-brand-soft px-2 text-xs font-semibold text-brand">New</span>}
            </p>
          </div>
          {onReplace && !item.isNew && <ReplaceButton name={item.name} onFile={(file) => onReplace(item.key, file)} disabled={disabled} />}
          <button
            type="button"
            onClick={() => onRemove(item.key)}
            disabled={disabled || Boolean(removeBlockedReason)}
            title={removeBlockedReason ?? undefined}
            aria-label={`Remove ${item.name}`}
            className={buttonClasses('ghost', 'sm', 'px-2 text-danger hover:text-danger')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Remove</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
