import type { ExploreFilters } from '../../../shared/constants/explore-filters';
import { formatPrintTime, PRINT_MATERIALS, PRINT_TIME_CHOICES, type PrintMaterial } from '../../../shared/constants/print-profile';
import { SelectField } from '../../components/ui/select-field';

interface ExplorePrintFiltersProps {
  filters: ExploreFilters;
  update(patch: Partial<ExploreFilters>): void;
}

/** The print profile's filters (decision 092): what it was printed in, and how long a print takes at most. */
export function ExplorePrintFilters({ filters, update }: ExplorePrintFiltersProps) {
  // An address may carry a limit that is not one of the choices (typed by hand): it is shown as itself.
  const times = filters.maxPrintMinutes && !(PRINT_TIME_CHOICES as readonly number[]).includes(filters.maxPrintMinutes) ? [...PRINT_TIME_CHOICES, filters.maxPrintMinutes].sort((a, b) => a - b) : PRINT_TIME_CHOICES;
  return (
    <>
      <SelectField label="Print material" value={filters.material ?? ''} onChange={(event) => update({ material: (event.target.value || undefined) as PrintMaterial | undefined })}>
        <option value="">Any material</option>
        {PRINT_MATERIALS.map((material) => (
          <option key={material} value={material}>
            {material}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Print time"
        value={filters.maxPrintMinutes ? String(filters.maxPrintMinutes) : ''}
        onChange={(event) => update({ maxPrintMinutes: event.target.value ? Number(event.target.value) : undefined })}
      >
        <option value="">Any print time</option>
        {times.map((minutes) => (
          <option key={minutes} value={minutes}>
            Up to {formatPrintTime(minutes)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
