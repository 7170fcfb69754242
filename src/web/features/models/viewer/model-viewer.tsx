import { TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { formatDimensions } from '../detail/format-measurements';
import { fetchWithProgress, type DownloadProgress } from './fetch-with-progress';
import { ModelFileError } from './model-file-error';
import type { ModelFormat } from './model-format';
import { parseInWorker } from './parse-in-worker';
import { NOTHING_DRAWN, type ProblemAreaPositions } from './problem-areas-overlay';
import { useFullscreen } from './use-fullscreen';
import { startViewerEngine, type ViewerEngine } from './viewer-engine';
import { ViewerToolbar, type ViewerOptions } from './viewer-toolbar';

export interface ModelViewerProps {
  url: string;
  format: ModelFormat;
  name: string;
  className?: string;
  /** Problem edges, flipped faces and thin-wall samples to draw over the model (decisions 093, 096); null or absent draws none. */
  problemAreas?: ProblemAreaPositions | null;
}

type Phase =
  | { state: 'loading'; percent: number | null; megabytes: number }
  | { state: 'parsing' }
  | { state: 'ready'; size: [number, number, number]; coloured: boolean }
  | { state: 'error'; message: string; detail?: string; retryable: boolean };

const ANNOUNCEMENTS: Record<Phase['state'], string> = {
  loading: 'Loading model…',
  parsing: 'Preparing 3D view…',
  ready: '3D view ready.',
  error: '',
};

/** What the 3D view's canvas says to a screen reader: what it shows and how to move it. */
function canvasLabel(name: string): string {
  return `3D model of ${name}. Drag to turn it, scroll or pinch to zoom, right-drag or drag with two fingers to move it; arrow keys move it too.`;
}

function progressPhase({ loaded, total }: DownloadProgress): Phase {
  return total
    ? { state: 'loading', percent: Math.min(100, Math.floor((loaded / total) * 100)), megabytes: 0 }
    : { state: 'loading', percent: null, megabytes: Math.round(loaded / 104857.6) / 10 };
}

function errorPhase(error: unknown): Phase {
  if (error instanceof ModelFileError) {
    return { state: 'error', message: error.message, retryable: error.retryable, ...(error.detail ? { detail: error.detail } : {}) };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { state: 'error', message: 'Something went wrong while drawing it.', detail, retryable: true };
}

/**
 * The interactive 3D view on the model page: downloads the file with progress, parses it in a
 * worker, then draws it with three.js. Loaded lazily, so three.js stays out of the first bundle.
 */
export default function ModelViewer({ url, format, name, className, problemAreas = null }: ModelViewerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<ViewerEngine | null>(null);
  // The canvas is named as it is made (its engine starts outside React's render); later names follow.
  const nameRef = useRef(name);
  const [phase, setPhase] = useState<Phase>({ state: 'loading', percent: null, megabytes: 0 });
  const [attempt, setAttempt] = useState(0);
  const [options, setOptions] = useState<ViewerOptions>({ wireframe: false, dimensions: false, grid: true, colours: true });
  const fullscreen = useFullscreen(containerRef);
  // How many problem edges, flipped faces and thin-wall dots the scene holds: the browser test reads them from the page.
  const [problemsDrawn, setProblemsDrawn] = useState(NOTHING_DRAWN);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const controller = new AbortController();
    const { signal } = controller;
    let engine: ViewerEngine | null = null;
    setPhase({ state: 'loading', percent: null, megabytes: 0 });
    const run = async (): Promise<void> => {
      const buffer = await fetchWithProgress(url, (progress) => {
        const next = progressPhase(progress);
        // Chunks arrive many times a second; re-render only when the shown number changes.
        setPhase((previous) => (previous.state === 'loading' && next.state === 'loading' && previous.percent === next.percent && previous.megabytes === next.megabytes ? previous : next));
      }, signal);
      setPhase({ state: 'parsing' });
      const model = await parseInWorker(buffer, format, signal);
      if (signal.aborted) return;
      engine = startViewerEngine(host, model, format, canvasLabel(nameRef.current));
      engineRef.current = engine;
      const { min, max } = model.bbox;
      setPhase({ state: 'ready', size: [max[0] - min[0], max[1] - min[1], max[2] - min[2]], coloured: model.coloured });
    };
    run().catch((error: unknown) => {
      if (!signal.aborted) setPhase(errorPhase(error));
    });
    return () => {
      controller.abort();
      engine?.dispose();
      engineRef.current = null;
    };
  }, [url, format, attempt]);

  const ready = phase.state === 'ready';
  useEffect(() => {
    const engine = engineRef.current;
    if (!engine) return;
    engine.setWireframe(options.wireframe);
    engine.setFileColours(options.colours);
    engine.setDimensionsVisible(options.dimensions);
    engine.setGridVisible(options.grid);
  }, [options, ready]);

  useEffect(() => {
    const engine = engineRef.current;
    if (engine) setProblemsDrawn(engine.setProblemAreas(problemAreas));
  }, [problemAreas, ready]);

  useEffect(() => {
    nameRef.current = name;
    engineRef.current?.canvas.setAttribute('aria-label', canvasLabel(name));
  }, [name, ready]);

  const toggle = useCallback((option: keyof ViewerOptions) => setOptions((current) => ({ ...current, [option]: !current[option] })), []);
  const resetView = useCallback(() => engineRef.current?.resetView(), []);

  return (
    <div
      ref={containerRef}
      data-testid="model-viewer"
      data-state={phase.state}
      data-problem-segments={problemsDrawn.segments}
      data-problem-flipped={problemsDrawn.flipped}
      data-problem-thin={problemsDrawn.thin}
      role="region"
      aria-label={`3D view of ${name}`}
      className={cn(
        'overflow-hidden bg-surface-muted',
        fullscreen.emulated ? 'fixed inset-0 z-50' : cn('relative aspect-[4/3] w-full rounded-xl border border-border [&:fullscreen]:rounded-none [&:fullscreen]:border-0', className),
      )}
    >
      <div ref={hostRef} className="absolute inset-0" />
      {ready && (
        <ViewerToolbar options={options} coloured={phase.coloured} fullscreen={fullscreen.active} onReset={resetView} onToggle={toggle} onFullscreen={fullscreen.toggle} />
      )}
      <p role="status" className="sr-only">
        {ANNOUNCEMENTS[phase.state]}
      </p>

      {phase.state === 'loading' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6">
          <p className="text-sm font-medium text-fg">
            {phase.percent === null ? `Loading model… ${phase.megabytes > 0 ? `${phase.megabytes.toFixed(1)} MB` : ''}` : `Loading model… ${phase.percent}%`}
          </p>
          <div
            role="progressbar"
            aria-label="Downloading the model"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={phase.percent ?? undefined}
            className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-border"
          >
            <div
              className={cn('h-full rounded-full bg-brand transition-[width]', phase.percent === null && 'w-1/3 animate-pulse')}
              style={phase.percent === null ? undefined : { width: `${phase.percent}%` }}
            />
          </div>
        </div>
      )}

      {phase.state === 'parsing' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3">
          <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-brand/25 border-t-brand" />
          <p className="text-sm font-medium text-fg">Preparing 3D view…</p>
        </div>
      )}

      {phase.state === 'error' && (
        <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-6 text-center">
          <TriangleAlert className="size-8 text-danger" aria-hidden="true" />
          <p className="font-semibold text-fg">This file could not be shown in 3D.</p>
          <p className="max-w-md text-sm text-fg-muted">{phase.message}</p>
          {phase.detail && <p className="max-w-md text-xs break-words text-fg-muted">Details: {phase.detail}</p>}
          {phase.retryable && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          )}
        </div>
      )}

      {ready && options.dimensions && (
        <p className="absolute bottom-2 left-2 flex max-w-[calc(100%-1rem)] flex-col rounded-md border border-border bg-surface/90 px-3 py-1.5 shadow-sm">
          <span className="text-xs text-fg-muted">Size (X × Y × Z)</span>
          <span className="text-sm font-medium whitespace-nowrap text-fg tabular-nums">{formatDimensions(...phase.size)}</span>
        </p>
      )}
    </div>
  );
}
