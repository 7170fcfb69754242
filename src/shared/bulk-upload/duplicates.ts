/** A title as people would read it for sameness: case, accents, punctuation and spacing ignored. */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface DuplicateCandidate {
  id: string;
  rowNumber: number;
  title: string;
  checksum: string | null;
}

export interface DuplicateFlags {
  /** The earlier row with the same normalised title, if any. */
  titleOf: string | null;
  /** The earlier row whose file has the same SHA-256, if any. */
  checksumOf: string | null;
}

/**
 * Within a batch the first row (by row number) of each same-title or same-file group is the
 * original and every later one is flagged as its duplicate, so the flags do not depend on the order
 * the files happened to arrive in.
 */
export function batchDuplicates(items: readonly DuplicateCandidate[]): Map<string, DuplicateFlags> {
  const sorted = [...items].sort((a, b) => a.rowNumber - b.rowNumber);
  const firstByTitle = new Map<string, string>();
  const firstByChecksum = new Map<string, string>();
  const flags = new Map<string, DuplicateFlags>();
  for (const item of sorted) {
    const title = normaliseTitle(item.title);
    const titleOf = firstByTitle.get(title) ?? null;
    if (!titleOf) firstByTitle.set(title, item.id);
    let checksumOf: string | null = null;
    if (item.checksum) {
      checksumOf = firstByChecksum.get(item.checksum) ?? null;
      if (!checksumOf) firstByChecksum.set(item.checksum, item.id);
    }
    flags.set(item.id, { titleOf, checksumOf });
  }
  return flags;
}
