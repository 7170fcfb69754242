import { QUALITY_RULE, QUALITY_TERMS, type QualityTerm } from '../../../shared/bulk-upload/quality-score';
import type { ManifestFormat } from '../../../shared/bulk-upload/manifest';
import type { BulkUploadBatch, BulkUploadItem } from '../../../shared/contracts/bulk-upload/bulk-upload';

/** What each term of the quality rule asks for, in the words the page shows when a row lacks it. */
export const TERM_TEXT: Record<QualityTerm, string> = {
  title: `a title of ${QUALITY_RULE.title.minLength}+ characters`,
  description: `a description of ${QUALITY_RULE.description.minLength}+ characters`,
  tags: `${QUALITY_RULE.tags.minCount} or more tags`,
  images: `${QUALITY_RULE.images.minCount} or more images`,
  format: 'a recognised file format',
};

/** The manifest's format from its file name; null for anything else. */
export function manifestFormatOf(fileName: string): ManifestFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.json')) return 'json';
  return null;
}

/** "Lacks 6 or more tags (+15), 3 or more images (+15)", or null when the row earned every point. */
export function lackingText(item: BulkUploadItem): string | null {
  const rule = QUALITY_RULE;
  const points: Record<QualityTerm, number> = { title: rule.title.points, description: rule.description.points, tags: rule.tags.points, images: rule.images.points, format: rule.format.points };
  const lacking = QUALITY_TERMS.filter((term) => item.quality.parts[term] === 0).map((term) => `${TERM_TEXT[term]} (+${points[term]})`);
  return lacking.length > 0 ? `Lacks ${lacking.join(', ')}` : null;
}

export function duplicateTexts(item: BulkUploadItem): string[] {
  const texts: string[] = [];
  if (item.duplicates.titleOfRow !== null) texts.push(`Same title as row ${item.duplicates.titleOfRow}`);
  if (item.duplicates.checksumOfRow !== null) texts.push(`Same file as row ${item.duplicates.checksumOfRow}`);
  if (item.duplicates.existingModel) texts.push(`Same file as “${item.duplicates.existingModel.title}”, already on the site`);
  return texts;
}

export const STATUS_TEXT: Record<BulkUploadItem['status'], string> = {
  pending: 'Waiting for files',
  uploaded: 'Files uploaded',
  published: 'Published',
  failed: 'Failed',
  skipped: 'Skipped',
};

/** What a plain Publish takes: uploaded, ready and flagged as nothing (the server applies the same rule). */
export function isPublishable(item: BulkUploadItem): boolean {
  return item.status === 'uploaded' && item.quality.ready && duplicateTexts(item).length === 0;
}

export interface PlannedUpload {
  itemId: string;
  rowNumber: number;
  name: string;
  kind: 'model' | 'preview';
  file: File;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * Which chosen file goes to which row: every name a row still misses (or the model file of a row
 * that failed), matched by file name, case ignored. A missing name no chosen file has stays in
 * `unmatched`, so the page can say what to add.
 */
export function planUploads(items: readonly BulkUploadItem[], files: readonly File[]): { uploads: PlannedUpload[]; unmatched: string[] } {
  const byName = new Map(files.map((file) => [key(file.name), file]));
  const uploads: PlannedUpload[] = [];
  const unmatched = new Set<string>();
  for (const item of items) {
    if (item.status !== 'pending' && item.status !== 'failed') continue;
    // A row that failed to publish takes a corrected model file in place of the one it has.
    const names = item.status === 'failed' ? [item.fileName] : item.missing;
    for (const name of names) {
      const file = byName.get(key(name));
      if (file) uploads.push({ itemId: item.id, rowNumber: item.rowNumber, name, kind: name === item.fileName ? 'model' : 'preview', file });
      else if (item.status === 'pending') unmatched.add(name);
    }
  }
  return { uploads, unmatched: [...unmatched] };
}

/** Percent of the bytes sent, over every planned upload; 0 when there is nothing to send. */
export function overallPercent(uploads: readonly PlannedUpload[], sent: ReadonlyMap<string, number>): number {
  const total = uploads.reduce((sum, upload) => sum + upload.file.size, 0);
  if (total === 0) return 0;
  const done = uploads.reduce((sum, upload) => sum + Math.min(sent.get(uploadKey(upload)) ?? 0, upload.file.size), 0);
  return Math.floor((done / total) * 100);
}

export function uploadKey(upload: Pick<PlannedUpload, 'itemId' | 'name'>): string {
  return `${upload.itemId}/${upload.name}`;
}

/** "4 of 10 published · 3 waiting for files · 1 failed": the batch at a glance. */
export function batchSummary(batch: BulkUploadBatch): string {
  const { total, published, pending, uploaded, failed, skipped } = batch.counts;
  const parts = [`${published} of ${total} published`];
  if (pending > 0) parts.push(`${pending} waiting for files`);
  if (uploaded > 0) parts.push(`${uploaded} uploaded`);
  if (failed > 0) parts.push(`${failed} failed`);
  if (skipped > 0) parts.push(`${skipped} skipped`);
  return parts.join(' · ');
}
