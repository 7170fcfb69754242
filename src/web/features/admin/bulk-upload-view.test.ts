import { describe, expect, it } from 'vitest';
import type { BulkUploadBatch, BulkUploadItem } from '../../../shared/contracts/bulk-upload/bulk-upload';
import { batchSummary, duplicateTexts, isPublishable, lackingText, manifestFormatOf, overallPercent, planUploads, uploadKey } from './bulk-upload-view';

function item(overrides: Partial<BulkUploadItem> = {}): BulkUploadItem {
  return {
    id: 'i1',
    rowNumber: 1,
    fileName: 'cube.stl',
    title: 'Calibration cube',
    description: '',
    category: 'Art',
    tags: [],
    licence: 'CC0',
    images: [],
    fileUploaded: false,
    fileSize: null,
    checksum: null,
    quality: { score: 100, ready: true, parts: { title: 15, description: 20, tags: 15, images: 15, format: 5 } },
    duplicates: { titleOfRow: null, checksumOfRow: null, existingModel: null },
    status: 'pending',
    error: null,
    modelId: null,
    missing: ['cube.stl'],
    ...overrides,
  };
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('bulk upload view', () => {
  it('knows a manifest by its extension', () => {
    expect([manifestFormatOf('Batch.CSV'), manifestFormatOf('rows.json'), manifestFormatOf('rows.xlsx')]).toEqual(['csv', 'json', null]);
  });

  it('says which quality terms a row lacks, with their points', () => {
    expect(lackingText(item())).toBeNull();
    expect(lackingText(item({ quality: { score: 70, ready: true, parts: { title: 15, description: 20, tags: 0, images: 0, format: 5 } } }))).toBe('Lacks 6 or more tags (+15), 3 or more images (+15)');
  });

  it('names every duplicate flag', () => {
    const flagged = item({ duplicates: { titleOfRow: 1, checksumOfRow: 2, existingModel: { id: 'm', title: 'Old cube' } } });
    expect(duplicateTexts(flagged)).toEqual(['Same title as row 1', 'Same file as row 2', 'Same file as “Old cube”, already on the site']);
    expect(isPublishable({ ...flagged, status: 'uploaded' })).toBe(false);
    expect(isPublishable(item({ status: 'uploaded' }))).toBe(true);
    expect(isPublishable(item({ status: 'uploaded', quality: { score: 65, ready: false, parts: item().quality.parts } }))).toBe(false);
  });

  it('matches chosen files to the names rows miss, case ignored, and lists the names not chosen', () => {
    const rows = [item({ id: 'a', missing: ['cube.stl', 'front.png'] }), item({ id: 'b', rowNumber: 2, fileName: 'vase.obj', missing: ['vase.obj'] }), item({ id: 'c', status: 'published', missing: [] })];
    const plan = planUploads(rows, [file('CUBE.stl'), file('front.png'), file('extra.stl')]);
    expect(plan.uploads.map((u) => [u.itemId, u.name, u.kind, u.file.name])).toEqual([
      ['a', 'cube.stl', 'model', 'CUBE.stl'],
      ['a', 'front.png', 'preview', 'front.png'],
    ]);
    expect(plan.unmatched).toEqual(['vase.obj']);
  });

  it('offers a failed row a new model file, and does not ask for one it was not given', () => {
    const failed = item({ id: 'f', status: 'failed', missing: [] });
    expect(planUploads([failed], [file('cube.stl')]).uploads.map((u) => [u.itemId, u.name, u.kind])).toEqual([['f', 'cube.stl', 'model']]);
    expect(planUploads([failed], [])).toEqual({ uploads: [], unmatched: [] });
  });

  it('counts overall progress by bytes', () => {
    const { uploads } = planUploads([item({ missing: ['cube.stl', 'a.png'] })], [file('cube.stl', 300), file('a.png', 100)]);
    expect(overallPercent(uploads, new Map())).toBe(0);
    expect(overallPercent(uploads, new Map([[uploadKey(uploads[0]!), 300]]))).toBe(75);
    expect(overallPercent([], new Map())).toBe(0);
  });

  it('sums a batch up in words, leaving out what is zero', () => {
    const batch = { counts: { total: 10, pending: 3, uploaded: 2, published: 4, failed: 1, skipped: 0 } } as BulkUploadBatch;
    expect(batchSummary(batch)).toBe('4 of 10 published · 3 waiting for files · 2 uploaded · 1 failed');
  });
});
