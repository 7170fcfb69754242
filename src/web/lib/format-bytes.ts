const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const ONE = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1,536 → "1.5 KB". Binary steps, as operating systems show file sizes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : ONE.format(value)} ${UNITS[unit]}`;
}
