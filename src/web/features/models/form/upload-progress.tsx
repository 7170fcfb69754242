interface UploadProgressProps {
  /** 0–100. */
  percent: number;
  /** What is happening now, e.g. "Uploading files". */
  phase: string;
  /** A second line, e.g. the file being sent. */
  detail?: string | null;
  label: string;
}

/** A progress bar with its phase and percentage in words, announced to screen readers as it moves. */
export function UploadProgress({ percent, phase, detail, label }: UploadProgressProps) {
  const rounded = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-fg" aria-live="polite">
          {phase}
        </span>
        <span className="font-semibold text-fg tabular-nums">{rounded}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${phase}: ${rounded}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface-muted"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-300 ease-out" style={{ width: `${rounded}%` }} />
      </div>
      {detail && <p className="truncate text-xs text-fg-muted">{detail}</p>}
    </div>
  );
}
