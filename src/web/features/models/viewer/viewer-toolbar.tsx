import { Box, Grid3x3, Maximize, Minimize, RotateCcw, Ruler, type LucideIcon } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

export interface ViewerOptions {
  wireframe: boolean;
  dimensions: boolean;
  grid: boolean;
}

interface ToolbarProps {
  ready: boolean;
  options: ViewerOptions;
  fullscreen: boolean;
  onReset: () => void;
  onToggle: (option: keyof ViewerOptions) => void;
  onFullscreen: () => void;
}

function ToolButton({ icon: Icon, label, pressed, disabled, onClick }: { icon: LucideIcon; label: string; pressed?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md transition-colors disabled:cursor-not-allowed disabled:opacity-50',
        pressed ? 'bg-brand text-brand-fg hover:bg-brand-hover' : 'text-fg hover:bg-surface-muted',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/** The viewer's controls, floating over the top right corner of the view. */
export function ViewerToolbar({ ready, options, fullscreen, onReset, onToggle, onFullscreen }: ToolbarProps) {
  return (
    <div role="toolbar" aria-label="3D view controls" className="absolute top-2 right-2 z-10 flex gap-1 rounded-lg border border-border bg-surface/90 p-1 shadow-sm backdrop-blur">
      <ToolButton icon={RotateCcw} label="Reset view" disabled={!ready} onClick={onReset} />
      <ToolButton icon={Box} label="Wireframe" pressed={options.wireframe} disabled={!ready} onClick={() => onToggle('wireframe')} />
      <ToolButton icon={Ruler} label="Dimensions" pressed={options.dimensions} disabled={!ready} onClick={() => onToggle('dimensions')} />
      <ToolButton icon={Grid3x3} label="Ground grid" pressed={options.grid} disabled={!ready} onClick={() => onToggle('grid')} />
      <ToolButton icon={fullscreen ? Minimize : Maximize} label="Full screen" pressed={fullscreen} onClick={onFullscreen} />
    </div>
  );
}
