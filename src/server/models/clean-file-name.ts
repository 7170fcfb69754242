import { cleanUploadFileName } from '../../shared/constants/upload-file-names';

/**
 * The last part of a path the client sent, with control characters (bidirectional ones too) gone:
 * for display and downloads.
 */
export function displayFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = cleanUploadFileName(base.replace(/[\u0000-\u001f\u007f"]/g, ''), 150);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

/** An ASCII name safe as the last part of a storage key (see storage/keys.ts), with the right extension. */
export function storageFileName(raw: string, extension: string): string {
  const display = displayFileName(raw).normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const stem = display.replace(/\.[^.]*$/, '');
  const safeStem = stem
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 100);
  return `${safeStem || 'file'}.${extension}`;
}

/** Gives a second file of the same name a numbered name, as a desktop would. */
export function uniqueName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
    candidate = name.replace(/(\.[^.]*)?$/, (ext) => `-${n}${ext}`);
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}
