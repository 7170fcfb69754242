import type { PrintMaterial, PrintProfile } from '../../shared/constants/print-profile';
import type { ModelRow } from '../db/schema';

type ProfileRow = Pick<
  ModelRow,
  'printPrinter' | 'printMaterial' | 'printLayerHeightUm' | 'printSupportsNeeded' | 'printInfillPercent' | 'printMinutes' | 'printPlates'
>;

/** The model row's columns for a print profile (decision 092); layer height in whole micrometres. */
export function printProfileColumnsOf(profile: PrintProfile): ProfileRow {
  return {
    printPrinter: profile.printer,
    printMaterial: profile.material,
    printLayerHeightUm: profile.layerHeightMm === null ? null : Math.round(profile.layerHeightMm * 1000),
    printSupportsNeeded: profile.supportsNeeded,
    printInfillPercent: profile.infillPercent,
    printMinutes: profile.printMinutes,
    printPlates: profile.plates,
  };
}

export function toPrintProfile(row: ProfileRow): PrintProfile {
  return {
    printer: row.printPrinter,
    material: row.printMaterial as PrintMaterial | null,
    layerHeightMm: row.printLayerHeightUm === null ? null : row.printLayerHeightUm / 1000,
    supportsNeeded: row.printSupportsNeeded,
    infillPercent: row.printInfillPercent,
    printMinutes: row.printMinutes,
    plates: row.printPlates,
  };
}
