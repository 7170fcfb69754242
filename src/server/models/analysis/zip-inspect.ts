import yauzl from 'yauzl';
import { MeshFormatError } from './mesh-analysis';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** Uncompressed ÷ compressed size above which an entry is treated as a zip bomb. */
  maxRatio: number;
}
export interface ZipEntryInfo {
  name: string;
  size: number;
  compressedSize: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 2000, maxUncompressedBytes: 2 * 1024 ** 3, maxRatio: 200 };
// Tiny entries compress absurdly well (a 1 KB run of spaces) without being a threat; only judge the ratio above this.
const RATIO_MIN_BYTES = 1024 * 1024;

/** Names that could escape a folder or mean something else on another OS (zip slip). */
export function isUnsafeEntryName(name: string): boolean {
  return name.length === 0 || name.includes('\0') || name.includes('\\') || name.startsWith('/')
    || /^[A-Za-z]:/.test(name) || name.split('/').some((segment) => segment === '..');
}

export function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes makes yauzl fail a stream whose real size differs from the central directory's claim.
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true }, (error, zip) => {
      if (error || !zip) reject(new MeshFormatError('This file is not a readable ZIP archive.'));
      else resolve(zip);
    });
  });
}

/** Visits each central-directory entry in turn; `visit` may read the entry before the next is fetched. */
export function eachEntry(zip: yauzl.ZipFile, visit: (entry: yauzl.Entry) => Promise<void> | void): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      new Promise<void>((done) => done(visit(entry))).then(() => zip.readEntry(), reject);
    });
    zip.once('end', () => resolve());
    // yauzl itself refuses absolute, backslashed and `..` names while decoding them: report those as unsafe names.
    zip.once('error', (error: Error) => reject(new MeshFormatError(/path|fileName/.test(error.message)
      ? 'This ZIP archive has a file name that points outside the archive.'
      : 'This ZIP archive is damaged.')));
    zip.readEntry();
  });
}

/** Checks one entry against the limits, adding it to the running total; throws on anything unsafe. */
export function checkEntry(entry: yauzl.Entry, seen: { count: number; total: number }, limits: ZipLimits): void {
  seen.count += 1;
  seen.total += entry.uncompressedSize;
  if (seen.count > limits.maxEntries) throw new MeshFormatError(`This ZIP archive has more than ${limits.maxEntries} files.`);
  if (isUnsafeEntryName(entry.fileName)) throw new MeshFormatError('This ZIP archive has a file name that points outside the archive.');
  if (entry.uncompressedSize > limits.maxUncompressedBytes || seen.total > limits.maxUncompressedBytes) {
    throw new MeshFormatError('This ZIP archive unpacks to more data than we accept.');
  }
  if (entry.uncompressedSize > RATIO_MIN_BYTES && entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1)) {
    throw new MeshFormatError('This ZIP archive is compressed suspiciously well (it looks like a zip bomb).');
  }
}

/** Lists a ZIP from its central directory without extracting anything, refusing unsafe archives. */
export async function inspectZip(path: string, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Promise<{ entries: ZipEntryInfo[] }> {
  const zip = await openZip(path);
  try {
    // The central directory's own count is checked first, so a million-entry archive is refused without walking it.
    if (zip.entryCount > limits.maxEntries) throw new MeshFormatError(`This ZIP archive has more than ${limits.maxEntries} files.`);
    const entries: ZipEntryInfo[] = [];
    const seen = { count: 0, total: 0 };
    await eachEntry(zip, (entry) => {
      checkEntry(entry, seen, limits);
      entries.push({ name: entry.fileName, size: entry.uncompressedSize, compressedSize: entry.compressedSize });
    });
    return { entries };
  } finally {
    zip.close();
  }
}
