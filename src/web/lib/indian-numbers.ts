// The card and profile counters are drawn during hydration, and the first Intl.NumberFormat a page
// makes loads ICU's locale data: about 60–100 ms of main thread on a slow phone, one long task in
// the first second (Lighthouse's total blocking time). These give the same text as
// Intl.NumberFormat('en-IN') for whole numbers, with plain arithmetic.

/** 1234567 → "12,34,567": the last three digits, then pairs (the Indian grouping). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(value)));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}

// en-IN's compact units, largest first; past 1,000 crore ICU counts thousands and lakhs of crore.
const UNITS: ReadonlyArray<readonly [number, string]> = [
  [1e12, 'LCr'],
  [1e10, 'KCr'],
  [1e7, 'Cr'],
  [1e5, 'L'],
  [1e3, 'K'],
];

/** One decimal at most, rounded half away from zero as ICU does; "1.0" is written "1". */
function oneDecimal(value: number): string {
  const tenths = Math.round(value * 10);
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** 1234 → "1.2K", 123456 → "1.2L", 12345678 → "1.2Cr" (en-IN compact notation). */
export function formatCompactCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value < 0) return `-${formatCompactCount(-value)}`;
  for (let index = 0; index < UNITS.length; index += 1) {
    const [size, suffix] = UNITS[index]!;
    if (value < size) continue;
    const scaled = oneDecimal(value / size);
    // 99,999 is 100.0K once rounded, which en-IN writes as the next unit up: 1L.
    const larger = UNITS[index - 1];
    if (larger && Number(scaled) * size >= larger[0]) return `${oneDecimal(value / larger[0])}${larger[1]}`;
    return `${scaled}${suffix}`;
  }
  return oneDecimal(value);
}
