import { useState } from 'react';
import { MODEL_FILES_MAX } from '../../../../shared/constants/model-rules';
import { formatBytes } from '../detail/format-measurements';
import { DropZone } from '../form/drop-zone';
import { formatOfName, MODEL_FILE_ACCEPT, MODEL_FORMAT_NAMES, sortChosenFiles } from '../form/file-rules';
import { FormSection } from '../form/form-section';
import { ModelFileList } from '../form/model-file-list';
import { ProblemList } from '../form/problem-list';
import { fileItemKey, newFilesOf, type EditFile } from './edit-items';

interface EditFilesSectionProps {
  files: EditFile[];
  onChange(files: EditFile[]): void;
  maxBytes: number;
  disabled: boolean;
}

export function EditFilesSection({ files, onChange, maxBytes, disabled }: EditFilesSectionProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const items = files.map((item) =>
    item.kind === 'saved'
      ? { key: item.file.id, name: item.file.name, size: item.file.size, format: item.file.format }
      : { key: fileItemKey(item), name: item.file.name, size: item.file.size, format: formatOfName(item.file.name) ?? '', isNew: true },
  );

  /** Adds files; `replacing` is the saved file a replacement takes the place of (remove + add). */
  function add(chosen: File[], replacing?: string) {
    const rest = replacing ? files.filter((item) => fileItemKey(item) !== replacing) : files;
    const sorted = sortChosenFiles(chosen, rest.length, newFilesOf(rest), 'model', maxBytes);
    setProblems(sorted.problems);
    if (replacing && sorted.accepted.length === 0) return;
    onChange([...rest, ...sorted.accepted.map((file) => ({ kind: 'new' as const, file }))]);
  }

  return (
    <FormSection
      id="model-files"
      title="Model files"
      description="Remove a file, replace it with a new version or add more. A model keeps at least one file."
      aside={`${files.length}/${MODEL_FILES_MAX}`}
    >
      <div className="space-y-4">
        <ModelFileList
          items={items}
          onRemove={(key) => onChange(files.filter((item) => fileItemKey(item) !== key))}
          onReplace={(key, file) => add([file], key)}
          removeBlockedReason={files.length <= 1 ? 'A model needs at least one file. Add another before removing this one.' : null}
          disabled={disabled}
          showNewBadges
        />
        <DropZone
          label="Add model files"
          title="Drag more model files here"
          hint={`${MODEL_FORMAT_NAMES}, up to ${formatBytes(maxBytes)} each.`}
          accept={MODEL_FILE_ACCEPT}
          onFiles={(chosen) => add(chosen)}
          compact
          disabled={disabled || files.length >= MODEL_FILES_MAX}
        />
        <ProblemList problems={problems} />
      </div>
    </FormSection>
  );
}
