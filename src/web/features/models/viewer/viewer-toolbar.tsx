import { Box, Grid3x3, Maximize, Minimize, Palette, RotateCcw, Ruler, type LucideIcon } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

export interface ViewerOptions {
  wireframe: boolean;
  dimensions: boolean;
  grid: boolean;
  /** The file's own colours rather than the plain material; on by default. */
  colours: boolean;
}

interface ToolbarProps {
  options: ViewerOptions;
  /** Whether the file carries colours: only then is there anything to switch. */
  coloured: boolean;
  fullscreen: boolean;
  onReset: () => void;
  onToggle: (option: keyof ViewerOptions) => void;
  onFullscreen: () => void;
}

function ToolButton({ icon: Icon, label, pressed, onClick }: { icon: LucideIcon; label: string; pressed?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md transition-colors',
        pressed ? 'bg-brand text-brand-fg hover:bg-brand-hover' : 'text-fg hover:bg-surface-muted',
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/** The viewer's controls, floating over the top right corner of the view once the model is shown. */
export function ViewerToolbar({ options, coloured, fullscreen, onReset, onToggle, onFullscreen }: ToolbarProps) {
  return (
    <div role="group" aria-label="3D view controls" className="absolute top-2 right-2 z-10 flex gap-1 rounded-lg border border-border bg-surface/90 p-1 shadow-sm">
      <ToolButton icon={RotateCcw} label="Reset view" onClick={onReset} />
      {coloured && <ToolButton icon={Palette} label="File colours" pressed={options.colours} onClick={() => onToggle('colours')} />}
      <ToolButton icon={Box} label="Wireframe" pressed={options.wireframe} onClick={() => onToggle('wireframe')} />
      <ToolButton icon={Ruler} label="Dimensions" pressed={options.dimensions} onClick={() => onToggle('dimensions')} />
      <ToolButton icon={Grid3x3} label="Ground grid" pressed={options.grid} onClick={() => onToggle('grid')} />
      <ToolButton icon={fullscreen ? Minimize : Maximize} label="Full screen" pressed={fullscreen} onClick={onFullscreen} />
    </div>
  );
}
