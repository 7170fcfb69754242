import { useId, type ChangeEvent } from 'react';
import type { ExploreFilters } from '../../../shared/constants/explore-filters';
import { LICENCES, MODEL_CATEGORIES, MODEL_FORMATS, type Licence, type ModelCategory, type ModelFormat } from '../../../shared/constants/model-rules';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { activeFilterCount } from '../../../shared/explore-params';
import { ExplorePrintFilters } from './explore-print-filters';

/** The licences' usual short names: the full names all begin "Creative Commons…" and look alike once a narrow select cuts them. */
const LICENCE_SHORT_NAMES: Record<Licence, string> = {
  'CC-BY-4.0': 'CC BY 4.0',
  'CC-BY-SA-4.0': 'CC BY-SA 4.0',
  'CC-BY-NC-4.0': 'CC BY-NC 4.0 (non-commercial)',
  CC0: 'CC0 (public domain)',
  Custom: 'Custom licence',
};

interface ExploreFilterPanelProps {
  id: string;
  filters: ExploreFilters;
  update(patch: Partial<ExploreFilters>): void;
  clearFilters(): void;
}

/** Category, format, licence and the two "show only" switches; every change is a new address. */
export function ExploreFilterPanel({ id, filters, update, clearFilters }: ExploreFilterPanelProps) {
  const choose = (key: 'category' | 'format' | 'licence') => (event: ChangeEvent<HTMLSelectElement>) =>
    update({ [key]: event.target.value || undefined });
  const active = activeFilterCount(filters);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-semibold text-fg">
          Filters
        </h2>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </div>
      <SelectField label="Category" value={filters.category ?? ''} onChange={choose('category')}>
        <option value="">All categories</option>
        {MODEL_CATEGORIES.map((category: ModelCategory) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </SelectField>
      <SelectField label="File format" value={filters.format ?? ''} onChange={choose('format')}>
        <option value="">Any format</option>
        {MODEL_FORMATS.map((format: ModelFormat) => (
          <option key={format} value={format}>
            {format.toUpperCase()}
          </option>
        ))}
      </SelectField>
      <SelectField label="Licence" value={filters.licence ?? ''} onChange={choose('licence')}>
        <option value="">Any licence</option>
        {LICENCES.map((licence) => (
          <option key={licence} value={licence}>
            {LICENCE_SHORT_NAMES[licence]}
          </option>
        ))}
      </SelectField>
      <ExplorePrintFilters filters={filters} update={update} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-fg">Show only</legend>
        <FlagCheckbox label="Printable (watertight)" hint="Closed meshes, ready to slice" checked={!!filters.printable} onChange={(on) => update({ printable: on || undefined })} />
        <FlagCheckbox
          label="Printable as is"
          hint="Every file closed, with no open or shared edges, no flipped or collapsed faces: no repair before slicing"
          checked={!!filters.printableAsIs}
          onChange={(on) => update({ printableAsIs: on || undefined })}
        />
        <FlagCheckbox label="Has 3D preview" hint="Can be turned around in the browser" checked={!!filters.viewer} onChange={(on) => update({ viewer: on || undefined })} />
        <FlagCheckbox label="Prints without supports" hint="The creator printed it with no supports" checked={!!filters.noSupports} onChange={(on) => update({ noSupports: on || undefined })} />
      </fieldset>
    </section>
  );
}

function FlagCheckbox({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange(on: boolean): void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 text-sm">
      <input id={id} type="checkbox" checked={checked} aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand" />
      <div>
        <label htmlFor={id} className="block cursor-pointer font-medium text-fg">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-fg-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
