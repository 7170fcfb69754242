import type { ModelFile } from '../../../../shared/contracts/models/model-shapes';
import { FileRow } from './file-row';
import { formatBytes } from './format-measurements';

/** The downloadable files, each with what the server measured in it. */
export function ModelFiles({ files }: { files: ModelFile[] }) {
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return (
    <section aria-labelledby="files-heading">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="files-heading" className="text-lg font-semibold text-fg">
          Files
        </h2>
        <p className="text-sm text-fg-muted">
          {files.length} {files.length === 1 ? 'file' : 'files'} · {formatBytes(total)}
        </p>
      </div>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
        {files.map((file) => (
          <FileRow key={file.id} file={file} />
        ))}
      </ul>
    </section>
  );
}
