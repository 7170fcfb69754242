const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const DECIMAL = (digits: number) => new Intl.NumberFormat('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ONE = DECIMAL(1);
const TWO = DECIMAL(2);

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

/** The server measures in millimetres; sizes are shown to a tenth of a millimetre. */
export function formatDimensions(x: number, y: number, z: number): string {
  return `${[x, y, z].map((v) => ONE.format(v)).join(' × ')} mm`;
}

/** mm³ → cm³ (1 cm³ = 1,000 mm³). */
export function formatVolume(mm3: number): string {
  return `${TWO.format(mm3 / 1000)} cm³`;
}

/** mm² → cm² (1 cm² = 100 mm²). */
export function formatArea(mm2: number): string {
  return `${TWO.format(mm2 / 100)} cm²`;
}
