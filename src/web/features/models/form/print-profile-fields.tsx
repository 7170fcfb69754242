import { useId } from 'react';
import { LAYER_HEIGHT_MAX_MM, LAYER_HEIGHT_MIN_MM, PRINT_MATERIALS, PRINTER_NAME_MAX, type PrintMaterial } from '../../../../shared/constants/print-profile';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import type { PrintDraft, PrintDraftErrors } from './print-profile-draft';

interface PrintProfileFieldsProps {
  draft: PrintDraft;
  errors: PrintDraftErrors;
  onChange(print: PrintDraft): void;
  disabled?: boolean | undefined;
}

/** How the creator printed it (decision 092): all optional, shown on the model page and used by explore's filters. */
export function PrintProfileFields({ draft, errors, onChange, disabled }: PrintProfileFieldsProps) {
  const timeId = useId();
  const set = (patch: Partial<PrintDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="space-y-4" data-testid="print-profile-fields">
      <legend className="text-sm font-semibold text-fg">How you printed it (optional)</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Printer" maxLength={PRINTER_NAME_MAX} value={draft.printer} onChange={(e) => set({ printer: e.target.value })} disabled={disabled} placeholder="e.g. Prusa MK4" error={errors.printer} />
        <SelectField label="Material" value={draft.material} onChange={(e) => set({ material: e.target.value as PrintMaterial | '' })} disabled={disabled}>
          <option value="">Not said</option>
          {PRINT_MATERIALS.map((material) => (
            <option key={material} value={material}>
              {material}
            </option>
          ))}
        </SelectField>
        <Field
          label="Layer height (mm)"
          inputMode="decimal"
          value={draft.layerHeight}
          onChange={(e) => set({ layerHeight: e.target.value })}
          disabled={disabled}
          placeholder="e.g. 0.2"
          hint={`${LAYER_HEIGHT_MIN_MM} to ${LAYER_HEIGHT_MAX_MM} mm`}
          error={errors.layerHeight}
        />
        <SelectField label="Supports" value={draft.supports} onChange={(e) => set({ supports: e.target.value as PrintDraft['supports'] })} disabled={disabled}>
          <option value="">Not said</option>
          <option value="none">Not needed</option>
          <option value="needed">Needed</option>
        </SelectField>
        <Field label="Infill (%)" inputMode="numeric" value={draft.infill} onChange={(e) => set({ infill: e.target.value })} disabled={disabled} placeholder="e.g. 15" error={errors.infill} />
        <Field label="Plates" inputMode="numeric" value={draft.plates} onChange={(e) => set({ plates: e.target.value })} disabled={disabled} placeholder="e.g. 1" error={errors.plates} />
      </div>
      <fieldset aria-describedby={errors.printTime ? `${timeId}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-fg">Print time</legend>
        <div className="grid grid-cols-2 gap-4">
          <Field label="Hours" inputMode="numeric" value={draft.hours} onChange={(e) => set({ hours: e.target.value })} disabled={disabled} aria-invalid={errors.printTime ? true : undefined} />
          <Field label="Minutes" inputMode="numeric" value={draft.minutes} onChange={(e) => set({ minutes: e.target.value })} disabled={disabled} aria-invalid={errors.printTime ? true : undefined} />
        </div>
        {errors.printTime && (
          <p id={`${timeId}-error`} className="mt-1.5 text-sm text-danger">
            {errors.printTime}
          </p>
        )}
      </fieldset>
    </fieldset>
  );
}
