import { NOTIFICATION_FREQUENCIES, type NotificationFrequency } from '../../../shared/constants/notification-rules';

const TEXTS: Record<NotificationFrequency, [string, string]> = {
  realtime: ['As it happens', 'One e-mail for each notification (likes on one model arrive together).'],
  daily: ['Daily digest', 'One e-mail a day with everything since the last one.'],
  weekly: ['Weekly digest', 'One e-mail a week with everything since the last one.'],
};

/** How often e-mails come; security alerts always come at once. */
export function FrequencyChoice({ value, disabled, onChange }: { value: NotificationFrequency; disabled: boolean; onChange: (value: NotificationFrequency) => void }) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="sr-only">E-mail frequency</legend>
      {NOTIFICATION_FREQUENCIES.map((frequency) => {
        const [label, text] = TEXTS[frequency];
        return (
          <label
            key={frequency}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 has-[:checked]:border-brand/60 has-[:checked]:bg-brand-soft"
          >
            <input
              type="radio"
              name="frequency"
              value={frequency}
              checked={value === frequency}
              onChange={() => onChange(frequency)}
              className="mt-1 size-4 accent-brand"
            />
            <span>
              <span className="block font-medium text-fg">{label}</span>
              <span className="block text-sm text-fg-muted">{text}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
