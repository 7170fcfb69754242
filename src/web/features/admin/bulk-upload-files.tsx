import { UploadCloud } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';

/** A multiple file input that also takes dropped files; the whole area is its label, so the keyboard and a click open the picker. */
export function BulkFilePicker({ onFiles, disabled }: { onFiles(files: File[]): void; disabled: boolean }) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled && event.dataTransfer.files.length) onFiles([...event.dataTransfer.files]);
  }
  return (
    <div>
      <input
        id={id}
        type="file"
        multiple
        aria-label="Choose the batch's model files and images"
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-8 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          dragging ? 'border-brand bg-brand-soft/60' : 'border-border bg-surface-muted/40 hover:border-brand/60',
        )}
      >
        <UploadCloud className="size-8 text-brand" aria-hidden="true" />
        <span className="hidden font-semibold text-fg sm:block">{dragging ? 'Drop to add' : 'Drag the model files and images here'}</span>
        <span className={buttonClasses('secondary', 'sm', 'pointer-events-none')}>Choose files</span>
        <span className="text-sm text-fg-muted">Files are matched to rows by name; several at once are fine.</span>
      </label>
    </div>
  );
}

export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-surface-muted">
      <div className="h-full rounded-full bg-brand transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
