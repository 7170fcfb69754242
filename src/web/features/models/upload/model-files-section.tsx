import { MODEL_FILES_MAX } from '../../../../shared/constants/model-rules';
import { Alert } from '../../../components/ui/alert';
import { formatBytes } from '../detail/format-measurements';
import { DropZone } from '../form/drop-zone';
import { fileKey } from '../form/file-key';
import { formatOfName, MODEL_FILE_ACCEPT, MODEL_FORMAT_NAMES } from '../form/file-rules';
import { FormSection } from '../form/form-section';
import { ModelFileList } from '../form/model-file-list';
import { ProblemList } from '../form/problem-list';
import type { ChosenFiles } from '../form/use-chosen-files';
import { cleanUploadFileName } from '../../../../shared/constants/upload-file-names';

interface ModelFilesSectionProps {
  chosen: ChosenFiles;
  maxBytes: number;
  /** Publish was pressed with no file chosen. */
  missing: boolean;
  disabled: boolean;
}

export function ModelFilesSection({ chosen, maxBytes, missing, disabled }: ModelFilesSectionProps) {
  const items = chosen.files.map((file) => ({ key: fileKey(file), name: cleanUploadFileName(file.name), size: file.size, format: formatOfName(file.name) ?? '' }));
  return (
    <FormSection
      id="model-files"
      title="Model files"
      description="The files people will download. Several parts or formats of one model can go together."
      aside={`${chosen.files.length}/${MODEL_FILES_MAX}`}
    >
      <div className="space-y-4">
        <DropZone
          label="Choose model files"
          title="Drag your model files here"
          hint={`${MODEL_FORMAT_NAMES}, up to ${formatBytes(maxBytes)} each.`}
          accept={MODEL_FILE_ACCEPT}
          onFiles={chosen.add}
          disabled={disabled || chosen.files.length >= MODEL_FILES_MAX}
        />
        <ProblemList problems={chosen.problems} />
        {missing && chosen.files.length === 0 && <Alert>Add at least one model file.</Alert>}
        <ModelFileList items={items} onRemove={chosen.remove} disabled={disabled} />
      </div>
    </FormSection>
  );
}
