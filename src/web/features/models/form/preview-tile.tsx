import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import type { ComponentType } from 'react';
import { cn } from '../../../components/ui/cn';
import { useObjectUrl } from './use-object-url';

export interface PreviewItem {
  key: string;
  name: string;
  /** A chosen file (shown from a blob: URL) or the URL of a saved preview. */
  source: Blob | string;
  isNew?: boolean;
}

interface PreviewTileProps {
  item: PreviewItem;
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(key: string): void;
  disabled?: boolean;
  showNewBadge?: boolean;
}

function IconButton({ label, icon: Icon, onClick, disabled, danger }: { label: string; icon: ComponentType<{ className?: string }>; onClick(): void; disabled?: boolean; danger?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'flex size-8 items-center justify-center rounded-md transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40',
        danger ? 'text-danger' : 'text-fg-muted hover:text-fg',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

export function PreviewTile({ item, index, count, onMove, onRemove, disabled, showNewBadge }: PreviewTileProps) {
  const url = useObjectUrl(item.source);
  return (
    <li className="overflow-hidden rounded-xl border border-border bg-surface">
      <div className="relative aspect-[4/3] bg-surface-muted">
        {url && <img src={url} alt={`Preview ${index + 1}: ${item.name}`} className="size-full object-cover" />}
        <div className="absolute top-2 left-2 flex gap-1">
          {index === 0 && <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-fg shadow-sm">Cover</span>}
          {showNewBadge && item.isNew && <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-brand shadow-sm">New</span>}
        </div>
      </div>
      <p className="truncate px-2.5 pt-2 text-xs text-fg-muted" title={item.name}>
        {item.name}
      </p>
      <div className="flex items-center justify-between px-1 pb-1">
        <div className="flex">
          <IconButton label={`Move ${item.name} earlier`} icon={ChevronLeft} onClick={() => onMove(index, index - 1)} disabled={disabled || index === 0} />
          <IconButton label={`Move ${item.name} later`} icon={ChevronRight} onClick={() => onMove(index, index + 1)} disabled={disabled || index === count - 1} />
        </div>
        <IconButton label={`Remove ${item.name}`} icon={Trash2} onClick={() => onRemove(item.key)} disabled={disabled} danger />
      </div>
    </li>
  );
}
