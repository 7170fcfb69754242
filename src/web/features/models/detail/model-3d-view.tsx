import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { viewerFileUrl } from '../../../../shared/constants/viewer-file-url';
import { Spinner } from '../../../components/ui/spinner';
import { useDrawnInBrowser } from '../../../lib/use-drawn-in-browser';
import { showProblemAreas, useProblemAreasFile } from './problem-areas-store';
import { useProblemAreas } from './problem-areas-view';
import type { ViewableFile } from './viewable-files';
import { ViewerBoundary } from './viewer-boundary';

// three.js is large: it downloads only when someone opens the 3D view.
const ModelViewer = lazy(() => import('../viewer/model-viewer'));

/** The interactive view of one file, with a picker when the model has several it can draw. */
export function Model3dView({ modelId, files }: { modelId: string; files: ViewableFile[] }) {
  const [fileId, setFileId] = useState(files[0]?.id);
  const pickerId = useId();
  const file = files.find((f) => f.id === fileId) ?? files[0];
  // "Show problem areas" by a file's notes opens the view on that file (decision 093).
  const problemFileId = useProblemAreasFile();
  const problemFile = files.find((f) => f.id === problemFileId && f.analysis?.problemEdges);
  useEffect(() => {
    if (problemFile) setFileId(problemFile.id);
  }, [problemFile]);
  const problems = useProblemAreas(modelId, problemFile && problemFile.id === file?.id ? problemFile.id : null);
  // The server cannot draw the viewer (nor wait for its chunk): it and hydration draw the loading
  // frame, and the viewer loads once the app runs.
  const inBrowser = useDrawnInBrowser();
  if (!file) return null;
  const loading = (
    <div className="flex aspect-[4/3] items-center justify-center rounded-xl border border-border bg-surface-muted">
      <Spinner label="Loading the 3D viewer..." />
    </div>
  );
  return (
    <div className="space-y-3">
      {files.length > 1 && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={pickerId} className="text-sm font-medium text-fg">
            File shown
          </label>
          <select
            id={pickerId}
            value={file.id}
            onChange={(e) => {
              setFileId(e.target.value);
              showProblemAreas(null);
            }}
            className="h-9 max-w-full min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-sm text-fg focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none sm:max-w-xs"
          >
            {files.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <ViewerBoundary key={file.id}>
        {inBrowser ? (
          <Suspense fallback={loading}>
            {/* Looking is not downloading: the viewer's fetch is never counted (decision 020). */}
            <ModelViewer url={viewerFileUrl(file.url)} format={file.format} name={file.name} problemAreas={problems.positions} />
          </Suspense>
        ) : (
          loading
        )}
      </ViewerBoundary>
      {problems.legend.length > 0 && (
        <ul data-testid="problem-areas-legend" aria-label="Problem areas shown" className="space-y-1 text-sm text-fg">
          {problems.legend.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {problems.failed && (
        <p role="alert" className="text-sm text-danger">
          The problem areas could not be loaded. Please try again.
        </p>
      )}
    </div>
  );
}
