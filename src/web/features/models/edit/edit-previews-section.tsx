import { useState } from 'react';
import { PREVIEWS_MAX } from '../../../../shared/constants/model-rules';
import { DropZone } from '../form/drop-zone';
import { PREVIEW_ACCEPT, PREVIEW_MAX_MB, sortChosenFiles } from '../form/file-rules';
import { FormSection } from '../form/form-section';
import { moveItem } from '../form/move-item';
import { PreviewGrid } from '../form/preview-grid';
import { ProblemList } from '../form/problem-list';
import { newFilesOf, previewKey, thumbnailOf, type EditPreview } from './edit-items';

interface EditPreviewsSectionProps {
  previews: EditPreview[];
  onChange(previews: EditPreview[]): void;
  disabled: boolean;
}

export function EditPreviewsSection({ previews, onChange, disabled }: EditPreviewsSectionProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const items = previews.map((item) => ({
    key: previewKey(item),
    name: item.kind === 'saved' ? item.preview.name : item.file.name,
    source: item.kind === 'saved' ? thumbnailOf(item.preview) : item.file,
    isNew: item.kind === 'new',
  }));

  function add(chosen: File[]) {
    const sorted = sortChosenFiles(chosen, previews.length, newFilesOf(previews), 'preview', 0);
    onChange([...previews, ...sorted.accepted.map((file) => ({ kind: 'new' as const, file }))]);
    setProblems(sorted.problems);
  }

  return (
    <FormSection
      id="preview-images"
      title="Preview images"
      description="Reorder, remove or add images. The first one is the cover on cards and at the top of the model page."
      aside={`${previews.length}/${PREVIEWS_MAX}`}
    >
      <div className="space-y-4">
        <PreviewGrid
          items={items}
          onMove={(from, to) => onChange(moveItem(previews, from, to))}
          onRemove={(key) => onChange(previews.filter((item) => previewKey(item) !== key))}
          disabled={disabled}
          showNewBadges
        />
        <DropZone
          label="Add preview images"
          title="Drag images here"
          hint={`JPG, PNG, GIF or WebP, up to ${PREVIEW_MAX_MB} MB each.`}
          accept={PREVIEW_ACCEPT}
          onFiles={add}
          icon="image"
          compact
          disabled={disabled || previews.length >= PREVIEWS_MAX}
        />
        <ProblemList problems={problems} />
      </div>
    </FormSection>
  );
}
