import { ScanSearch } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { buttonClasses } from '../../../components/ui/button';
import { showProblemAreas, useProblemAreasFile } from './problem-areas-store';

/**
 * "Show problem areas" beside a file's printability notes (decisions 093, 096): a toggle button that
 * draws the file's open and non-manifold edges, flipped faces and thin walls in the 3D view, which it
 * opens on this file.
 */
export function ProblemAreasToggle({ fileId, fileName }: { fileId: string; fileName: string }) {
  const pressed = useProblemAreasFile() === fileId;
  return (
    <button
      type="button"
      data-testid="show-problem-areas"
      aria-pressed={pressed}
      aria-label={`Show problem areas of ${fileName} in the 3D view`}
      onClick={() => showProblemAreas(pressed ? null : fileId)}
      className={cn(buttonClasses('secondary', 'sm'), pressed && 'border-brand bg-brand-soft text-fg')}
    >
      <ScanSearch className="size-4" aria-hidden="true" />
      Show problem areas
    </button>
  );
}
