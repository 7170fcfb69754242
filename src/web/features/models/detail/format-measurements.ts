export { formatBytes } from '../../../lib/format-bytes';

const SIGNIFICANT = new Intl.NumberFormat('en-IN', { maximumSignificantDigits: 3 });
const WHOLE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Three significant digits, but never a rounded-off whole part: 1,234 stays 1,234, not 1,230. */
function significant(value: number): string {
  return Math.abs(value) >= 1000 ? WHOLE.format(value) : SIGNIFICANT.format(value);
}

interface Unit {
  name: string;
  /** How many of the measured unit (mm, mm², mm³) make one of this. */
  size: number;
  /** The smallest amount (in the measured unit) shown in this unit; one of it unless said. */
  from?: number;
}

/** The largest unit the amount reaches, so a 0.2 mm part reads 0.2 mm and a 3 m hall 3 m. */
function unitFor(largest: number, units: Unit[]): Unit {
  if (!(largest > 0)) return units.find((unit) => unit.size === 1)!;
  return [...units].reverse().find((unit) => largest >= (unit.from ?? unit.size)) ?? units[0]!;
}

// Never micrometres: a mesh that small is almost always one drawn in metres or inches with no
// unit in the file, and "156 µm" for a 15 cm bunny misleads where "0.156 mm" plus the note does not.
const LENGTHS: Unit[] = [
  { name: 'mm', size: 1 },
  // From 10 cm: below that, printers and calipers think in millimetres.
  { name: 'cm', size: 10, from: 100 },
  { name: 'm', size: 1000 },
];
const AREAS: Unit[] = [
  { name: 'mm²', size: 1 },
  { name: 'cm²', size: 100 },
  { name: 'm²', size: 1e6 },
];
const VOLUMES: Unit[] = [
  { name: 'mm³', size: 1 },
  { name: 'cm³', size: 1000 },
  { name: 'm³', size: 1e9 },
];

/**
 * The server measures in millimetres. All three sides share one unit, chosen by the longest, and
 * show three significant digits, so small and large models both read sensibly.
 */
export function formatDimensions(x: number, y: number, z: number): string {
  const unit = unitFor(Math.max(x, y, z), LENGTHS);
  return `${[x, y, z].map((v) => significant(v / unit.size)).join(' × ')} ${unit.name}`;
}

/** mm³ in mm³, cm³ or m³, whichever fits, to three significant digits. */
export function formatVolume(mm3: number): string {
  const unit = unitFor(mm3, VOLUMES);
  return `${significant(mm3 / unit.size)} ${unit.name}`;
}

/** mm² in mm², cm² or m², whichever fits, to three significant digits. */
export function formatArea(mm2: number): string {
  const unit = unitFor(mm2, AREAS);
  return `${significant(mm2 / unit.size)} ${unit.name}`;
}
