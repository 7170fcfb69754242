import { CircleAlert, Info } from 'lucide-react';
import type { ModelFile } from '../../../../shared/contracts/models/model-shapes';
import { formatCount } from '../../../lib/indian-numbers';
import { formatArea, formatDimensions, formatVolume } from './format-measurements';
import { printabilityNotes } from './printability-notes';
import { ProblemAreasToggle } from './problem-areas-toggle';
import { unitsNote } from './units-note';

/** What the server measured in one file, or where the measuring stands. */
export function FileAnalysis({ file }: { file: ModelFile }) {
  if (file.analysisStatus === 'pending' || file.analysisStatus === 'running') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand/25 border-t-brand" />
        Analysing…
      </p>
    );
  }
  if (file.analysisStatus === 'failed') {
    return (
      <div data-testid="file-analysis-failed" className="flex items-start gap-2 text-sm">
        <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p className="break-words text-danger">{file.analysisError ?? 'This file could not be measured.'}</p>
          <p className="text-fg-muted">
            The model stays off Explore and other public lists until its creator replaces this file with a repaired copy
            (most slicers and mesh editors can repair a mesh).
          </p>
        </div>
      </div>
    );
  }
  if (!file.analysis) {
    return (
      <p className="flex items-start gap-2 text-sm text-fg-muted">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {file.format.toUpperCase()} files are not measured.
      </p>
    );
  }
  const a = file.analysis;
  const units = unitsNote(file.format);
  const facts: [string, string][] = [
    ['Triangles', formatCount(a.triangles)],
    ['Size (X × Y × Z)', formatDimensions(a.sizeX, a.sizeY, a.sizeZ)],
    // A mesh that is not closed has no inside, so its volume cannot be measured (the server leaves it out).
    ['Volume', a.watertight ? formatVolume(a.volume) : 'Not measurable'],
    ['Surface area', formatArea(a.area)],
    ['Watertight', a.watertight ? 'Yes' : 'No'],
  ];
  return (
    <div className="space-y-2">
      <dl data-testid="file-analysis" className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-surface-muted px-4 py-3 text-sm sm:flex sm:flex-wrap sm:gap-x-8">
        {facts.map(([label, value]) => (
          // On phones a two-column grid, the long size on a row of its own; wider, one line that wraps.
          <div key={label} className="min-w-0 [&:nth-child(2)]:col-span-2 sm:min-w-[5.5rem]">
            <dt className="text-xs text-fg-muted">{label}</dt>
            <dd className="font-medium whitespace-nowrap text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {units && (
        <p data-testid="units-note" className="flex items-start gap-2 text-sm text-fg-muted">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {units}
        </p>
      )}
      {a.printability && (
        <ul data-testid="file-printability" aria-label="Printability" className="space-y-1 text-sm">
          {printabilityNotes(a.printability, a.thinWalls).map((note) => (
            <li key={note.text} className="flex items-start gap-2">
              {note.problem ? (
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
              ) : (
                <Info className="mt-0.5 size-4 shrink-0 text-fg-muted" aria-hidden="true" />
              )}
              <span className={note.problem ? 'text-fg' : 'text-fg-muted'}>{note.text}</span>
            </li>
          ))}
        </ul>
      )}
      {a.problemEdges && <ProblemAreasToggle fileId={file.id} fileName={file.name} />}
      {!a.watertight && (
        <p data-testid="volume-note" className="flex items-start gap-2 text-sm text-fg-muted">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          The volume cannot be measured because the mesh is not watertight: it has holes or open edges, so it does not enclose a space. It may
          need repairing before it can be printed.
        </p>
      )}
    </div>
  );
}
