import { ImagePlus, UploadCloud } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

interface DropZoneProps {
  /** The file input's accessible name, e.g. "Choose model files". */
  label: string;
  title: string;
  hint: string;
  accept: string;
  onFiles(files: File[]): void;
  icon?: 'model' | 'image';
  compact?: boolean;
  disabled?: boolean;
}

/**
 * A target for dragged files that is also, as a whole, the label of a file input: a click or the
 * keyboard opens the system picker, so nothing depends on dragging.
 */
export function DropZone({ label, title, hint, accept, onFiles, icon = 'model', compact, disabled }: DropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const Icon = icon === 'model' ? UploadCloud : ImagePlus;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again (after removing it) still fires a change.
    event.target.value = '';
    if (files.length) onFiles(files);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files.length) onFiles([...event.dataTransfer.files]);
  }

  return (
    <div>
      <input id={id} type="file" multiple accept={accept} aria-label={label} onChange={choose} disabled={disabled} className="peer sr-only" />
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          compact ? 'px-4 py-5 sm:flex-row sm:justify-start sm:gap-4 sm:text-left' : 'px-6 py-10',
          dragging ? 'border-brand bg-brand-soft/60' : 'border-border bg-surface-muted/40 hover:border-brand/60 hover:bg-surface-muted',
        )}
      >
        <span className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand', compact ? 'size-10' : 'size-14')}>
          <Icon className={compact ? 'size-5' : 'size-7'} aria-hidden="true" />
        </span>
        <span className={cn('flex min-w-0 flex-col gap-1', compact ? 'sm:flex-1' : 'items-center gap-3')}>
          {/* Phones cannot drag files between apps: there the button and the rules are enough. */}
          <span className={cn('hidden font-semibold text-fg sm:block', compact ? 'text-sm' : 'text-base')}>{dragging ? 'Drop to add' : title}</span>
          {!compact && <span className={buttonClasses('secondary', 'sm', 'pointer-events-none')}>Choose files</span>}
          <span className="max-w-md text-sm text-balance text-fg-muted">{hint}</span>
        </span>
        {compact && <span className={buttonClasses('secondary', 'sm', 'pointer-events-none shrink-0')}>Choose files</span>}
      </label>
    </div>
  );
}
