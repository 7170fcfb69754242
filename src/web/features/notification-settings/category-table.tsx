import { EMAIL_ONLY_CATEGORIES, NOTIFICATION_CATEGORIES, type NotificationCategory, type NotificationPreferences } from '../../../shared/constants/notification-rules';
import { NOTIFICATION_CATEGORY_LABELS } from '../../../shared/contracts/notifications/preferences';
import { CategorySwitch } from './category-switch';

interface CategoryTableProps {
  email: NotificationPreferences['email'];
  inApp: NotificationPreferences['inApp'];
  disabled: boolean;
  onChange: (channel: 'email' | 'inApp', category: NotificationCategory, on: boolean) => void;
}

/** Every category with its e-mail and in-app switches; security's stay on (SPEC §9: sent regardless of preferences). */
export function CategoryTable({ email, inApp, disabled, onChange }: CategoryTableProps) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">E-mail and in-app notifications for each kind of news</caption>
      <thead>
        <tr className="border-b border-border text-fg-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            Notify me when
          </th>
          <th scope="col" className="w-16 px-1 py-2 text-center font-medium sm:w-24">
            E-mail
          </th>
          <th scope="col" className="w-16 py-2 pl-1 text-center font-medium sm:w-24">
            In-app
          </th>
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_CATEGORIES.map((category) => {
          const { label, about } = NOTIFICATION_CATEGORY_LABELS[category];
          const locked = category === 'security';
          return (
            <tr key={category} className="border-b border-border last:border-0">
              <th scope="row" className="py-3 pr-3 align-middle font-normal">
                <span className="block font-medium text-fg">{label}</span>
                <span className="block text-fg-muted">{about}</span>
                {locked && (
                  <span id="security-always-on" className="mt-1 block text-xs text-fg-muted">
                    Always on: security alerts cannot be switched off, so you always hear of changes to your account.
                  </span>
                )}
              </th>
              <td className="px-1 py-3 text-center align-middle">
                <span className="inline-flex">
                  <CategorySwitch
                    id={`email-${category}`}
                    label={`${label} by e-mail${locked ? ' (always on)' : ''}`}
                    checked={locked || email[category]}
                    disabled={disabled || locked}
                    onChange={(on) => onChange('email', category, on)}
                  />
                </span>
              </td>
              <td className="py-3 pl-1 text-center align-middle">
                {EMAIL_ONLY_CATEGORIES.includes(category) ? (
                  <span className="text-fg-muted">
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{label}: e-mail only</span>
                  </span>
                ) : (
                <span className="inline-flex">
                  <CategorySwitch
                    id={`in-app-${category}`}
                    label={`${label} in the app${locked ? ' (always on)' : ''}`}
                    checked={locked || inApp[category]}
                    disabled={disabled || locked}
                    onChange={(on) => onChange('inApp', category, on)}
                  />
                </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
