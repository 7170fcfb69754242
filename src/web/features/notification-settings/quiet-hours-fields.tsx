import type { QuietHours } from '../../../shared/constants/notification-rules';
import { Field } from '../../components/ui/field';
import { CategorySwitch } from './category-switch';

interface QuietHoursFieldsProps {
  value: QuietHours;
  disabled: boolean;
  onChange: (value: QuietHours) => void;
}

/** On/off, then start and end on the browser's clock (its zone named, so nobody guesses). */
export function QuietHoursFields({ value, disabled, onChange }: QuietHoursFieldsProps) {
  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor="quiet-hours-enabled" className="font-medium text-fg">
            Hold e-mails during quiet hours
          </label>
          <p id="quiet-hours-help" className="mt-1 text-sm text-fg-muted">
            E-mails that come during these hours wait until they end. Security alerts still come at once.
          </p>
        </div>
        <CategorySwitch id="quiet-hours-enabled" label="Hold e-mails during quiet hours" checked={value.enabled} disabled={disabled} onChange={(enabled) => onChange({ ...value, enabled })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="From"
          type="time"
          required
          value={value.start}
          disabled={disabled || !value.enabled}
          onChange={(event) => onChange({ ...value, start: event.target.value })}
        />
        <Field
          label="Until"
          type="time"
          required
          value={value.end}
          disabled={disabled || !value.enabled}
          onChange={(event) => onChange({ ...value, end: event.target.value })}
        />
      </div>
      <p className="text-sm text-fg-muted">
        Times are on your clock: <span className="font-medium text-fg">{value.timeZone}</span>. Hours that end before they start run past midnight.
      </p>
    </div>
  );
}
