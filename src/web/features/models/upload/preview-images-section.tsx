import { PREVIEWS_MAX } from '../../../../shared/constants/model-rules';
import { DropZone } from '../form/drop-zone';
import { fileKey } from '../form/file-key';
import { PREVIEW_ACCEPT, PREVIEW_MAX_MB } from '../form/file-rules';
import { FormSection } from '../form/form-section';
import { PreviewGrid } from '../form/preview-grid';
import { ProblemList } from '../form/problem-list';
import type { ChosenFiles } from '../form/use-chosen-files';
import { cleanUploadFileName } from '../../../../shared/constants/upload-file-names';

export function PreviewImagesSection({ chosen, disabled }: { chosen: ChosenFiles; disabled: boolean }) {
  const items = chosen.files.map((file) => ({ key: fileKey(file), name: cleanUploadFileName(file.name), source: file }));
  return (
    <FormSection
      id="preview-images"
      title="Preview images"
      description="Photos of prints or renders. The first one is the cover. With none, we render one from your first STL, OBJ, 3MF, PLY, GLB or glTF file."
      aside={`${chosen.files.length}/${PREVIEWS_MAX}`}
    >
      <div className="space-y-4">
        <PreviewGrid items={items} onMove={chosen.move} onRemove={chosen.remove} disabled={disabled} />
        <DropZone
          label="Choose preview images"
          title="Drag images here"
          hint={`JPG, PNG, GIF or WebP, up to ${PREVIEW_MAX_MB} MB each.`}
          accept={PREVIEW_ACCEPT}
          onFiles={chosen.add}
          icon="image"
          compact
          disabled={disabled || chosen.files.length >= PREVIEWS_MAX}
        />
        <ProblemList problems={chosen.problems} />
      </div>
    </FormSection>
  );
}
