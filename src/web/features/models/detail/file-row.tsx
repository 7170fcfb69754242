import { Download, FileBox } from 'lucide-react';
import type { ModelFile } from '../../../../shared/contracts/models/model-shapes';
import { buttonClasses } from '../../../components/ui/button';
import { FileAnalysis } from './file-analysis';
import { formatBytes } from './format-measurements';

export function FileRow({ file }: { file: ModelFile }) {
  return (
    <li data-testid="model-file" className="space-y-3 p-4">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand">
          <FileBox className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-medium break-all text-fg">{file.name}</p>
          <p className="text-sm text-fg-muted">
            <span className="font-semibold uppercase">{file.format}</span> · {formatBytes(file.size)}
          </p>
        </div>
        {/* A plain link: the browser streams the file to disk, however large, with its own progress and resume. */}
        <a href={file.url} download={file.name} className={buttonClasses('secondary', 'sm', 'shrink-0')} aria-label={`Download ${file.name}`}>
          <Download className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">Download</span>
        </a>
      </div>
      <FileAnalysis file={file} />
    </li>
  );
}
