import { z } from 'zod';

/**
 * How a creator printed a model (issue 33 item 4, decision 092): every field optional, each bounded
 * so that a filter on it means something. Layer height is kept in whole micrometres on the server
 * (a resin layer is 0.025 mm), so it is given in millimetres with at most three decimals.
 */
export const PRINT_MATERIALS = ['PLA', 'PETG', 'ABS', 'ASA', 'TPU', 'Nylon', 'PC', 'Resin', 'Other'] as const;
export type PrintMaterial = (typeof PRINT_MATERIALS)[number];

export const PRINTER_NAME_MAX = 80;
export const LAYER_HEIGHT_MIN_MM = 0.01;
export const LAYER_HEIGHT_MAX_MM = 1;
/** Two weeks: longer than any single print we know of, short enough to catch hours typed as minutes twice over. */
export const PRINT_MINUTES_MAX = 14 * 24 * 60;
export const PLATES_MAX = 100;
/** The longest prints explore's "print time" filter offers, in minutes. */
export const PRINT_TIME_CHOICES = [60, 120, 240, 480, 720, 1440] as const;

const wholeMicrometres = (mm: number) => Math.abs(mm * 1000 - Math.round(mm * 1000)) < 1e-6;

export const PrinterName = z.string().trim().min(1, 'printer may not be empty; leave it out instead').max(PRINTER_NAME_MAX, `printer must be at most ${PRINTER_NAME_MAX} characters`);
export const PrintMaterialField = z.enum(PRINT_MATERIALS, { message: `material must be one of ${PRINT_MATERIALS.join(', ')}` });
export const LayerHeightMm = z
  .number({ message: 'layer height must be a number of millimetres' })
  .min(LAYER_HEIGHT_MIN_MM, `layer height must be at least ${LAYER_HEIGHT_MIN_MM} mm`)
  .max(LAYER_HEIGHT_MAX_MM, `layer height must be at most ${LAYER_HEIGHT_MAX_MM} mm`)
  .refine(wholeMicrometres, 'layer height can have at most three decimals (0.001 mm)');
export const InfillPercent = z
  .number({ message: 'infill must be a whole percentage' })
  .int('infill must be a whole percentage')
  .min(0, 'infill must be between 0 and 100 %')
  .max(100, 'infill must be between 0 and 100 %');
export const PrintMinutes = z
  .number({ message: 'print time must be a whole number of minutes' })
  .int('print time must be a whole number of minutes')
  .min(1, 'print time must be at least 1 minute')
  .max(PRINT_MINUTES_MAX, `print time must be at most ${PRINT_MINUTES_MAX} minutes (14 days)`);
export const PlateCount = z
  .number({ message: 'plates must be a whole number' })
  .int('plates must be a whole number')
  .min(1, 'plates must be at least 1')
  .max(PLATES_MAX, `plates must be at most ${PLATES_MAX}`);

/** A model's print profile; a field left out or null is not known. */
export const PrintProfile = z.object({
  printer: PrinterName.nullable().default(null),
  material: PrintMaterialField.nullable().default(null),
  layerHeightMm: LayerHeightMm.nullable().default(null),
  supportsNeeded: z.boolean({ message: 'supportsNeeded must be true or false' }).nullable().default(null),
  infillPercent: InfillPercent.nullable().default(null),
  printMinutes: PrintMinutes.nullable().default(null),
  plates: PlateCount.nullable().default(null),
});
export type PrintProfile = z.infer<typeof PrintProfile>;

export const EMPTY_PRINT_PROFILE: PrintProfile = {
  printer: null,
  material: null,
  layerHeightMm: null,
  supportsNeeded: null,
  infillPercent: null,
  printMinutes: null,
  plates: null,
};

/** "2 h 15 min", "45 min", "1 day 3 h". */
export function formatPrintTime(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days ? `${days} day${days === 1 ? '' : 's'}` : '', hours ? `${hours} h` : '', rest ? `${rest} min` : ''];
  return parts.filter(Boolean).join(' ');
}
