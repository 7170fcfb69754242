import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import type { EditPreview } from './edit-items';

/**
 * The preview ids in the order the creator arranged them, once a save has given every new image
 * an id. updateModel adds new previews after the kept ones (`keptCount` of them), in the order
 * they were sent, so the n-th new item in the creator's order is the n-th added preview.
 */
export function wantedPreviewOrder(previews: EditPreview[], saved: Pick<ModelDetail, 'previewImages'>, keptCount: number): string[] {
  const addedIds = saved.previewImages.slice(keptCount).map((p) => p.id);
  let added = 0;
  return previews.map((item) => (item.kind === 'saved' ? item.preview.id : (addedIds[added++] ?? '')));
}
