import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, text, type PgColumn } from 'drizzle-orm/pg-core';

/**
 * A model's print profile (decision 092), kept on the models row as explore's other filters are:
 * a filter is then a condition on the row, combined in one bitmap with the category and format
 * indexes, with no join in the search. Every column is null until the creator says.
 */
export const printProfileColumns = {
  printPrinter: text('print_printer'),
  printMaterial: text('print_material'),
  /** Whole micrometres: 0.025 mm resin layers and 0.2 mm FDM layers both exact. */
  printLayerHeightUm: integer('print_layer_height_um'),
  printSupportsNeeded: boolean('print_supports_needed'),
  printInfillPercent: integer('print_infill_percent'),
  printMinutes: integer('print_minutes'),
  printPlates: integer('print_plates'),
};

type ProfileTable = { [K in keyof typeof printProfileColumns]: PgColumn };

const LISTED = sql`visibility = 'public' and not analysis_failed`;

/**
 * Material and print time are the filters that pick few models (most models say neither): each
 * has a partial index over the listed models that say it. "No supports" passes about half of
 * those that say anything, so it is left to the rows the other conditions find.
 */
export function printProfileIndexes(t: ProfileTable) {
  return [
    index('models_print_material_idx').on(t.printMaterial).where(sql`${LISTED} and print_material is not null`),
    index('models_print_minutes_idx').on(t.printMinutes).where(sql`${LISTED} and print_minutes is not null`),
    check(
      'models_print_profile_check',
      sql`(${t.printLayerHeightUm} is null or ${t.printLayerHeightUm} between 10 and 1000)
        and (${t.printInfillPercent} is null or ${t.printInfillPercent} between 0 and 100)
        and (${t.printMinutes} is null or ${t.printMinutes} between 1 and 20160)
        and (${t.printPlates} is null or ${t.printPlates} between 1 and 100)`,
    ),
  ];
}
