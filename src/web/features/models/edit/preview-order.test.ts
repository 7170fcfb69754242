import { describe, expect, it } from 'vitest';
import type { ModelPreview } from '../../../../shared/contracts/models/model-shapes';
import type { EditPreview } from './edit-items';
import { wantedPreviewOrder } from './preview-order';

const preview = (id: string) => ({ id }) as ModelPreview;
const saved = (id: string): EditPreview => ({ kind: 'saved', preview: preview(id) });
const added = (name: string): EditPreview => ({ kind: 'new', file: new File(['x'], name) });
const afterSave = (...ids: string[]) => ({ previewImages: ids.map(preview) });

describe('wantedPreviewOrder', () => {
  it('is the saved order when new images were only added at the end', () => {
    expect(wantedPreviewOrder([saved('p1'), saved('p2'), added('n.png')], afterSave('p1', 'p2', 'new1'), 2)).toEqual(['p1', 'p2', 'new1']);
  });

  it('puts a new cover image first, where the creator placed it', () => {
    expect(wantedPreviewOrder([added('cover.png'), saved('p1'), saved('p2')], afterSave('p1', 'p2', 'new1'), 2)).toEqual(['new1', 'p1', 'p2']);
  });

  it('matches several new images to their ids in the order they were sent', () => {
    const previews = [added('a.png'), saved('p1'), added('b.png'), saved('p2'), added('c.png')];
    expect(wantedPreviewOrder(previews, afterSave('p1', 'p2', 'na', 'nb', 'nc'), 2)).toEqual(['na', 'p1', 'nb', 'p2', 'nc']);
  });

  it('keeps a reordering of saved images', () => {
    expect(wantedPreviewOrder([saved('p2'), saved('p1')], afterSave('p1', 'p2'), 2)).toEqual(['p2', 'p1']);
  });
});
