import * as Switch from '@radix-ui/react-switch';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { MANAGE_COOKIES_ID, saveConsent, type CookieConsent } from '../../lib/cookie-consent';

type Choice = Pick<CookieConsent, 'analytics' | 'preferences' | 'marketing'>;

const CATEGORIES: { key: keyof Choice | 'essential'; title: string; text: string }[] = [
  { key: 'essential', title: 'Essential', text: 'Keep you signed in, remember this choice and protect forms. Always on: the site cannot work without them.' },
  { key: 'analytics', title: 'Analytics', text: 'Count visits and find slow or broken pages, so we can make Meshmandi better.' },
  { key: 'preferences', title: 'Preferences', text: 'Remember settings such as your preferred sort order and viewer options across visits.' },
  { key: 'marketing', title: 'Marketing', text: 'Let ad partners show ads that fit your interests and measure them. Ads help keep Meshmandi free.' },
];

function CategoryRow({ title, text, checked, disabled, onChange }: { title: string; text: string; checked: boolean; disabled?: boolean; onChange?(value: boolean): void }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 border-b border-border py-3 last:border-0">
      <div>
        <label htmlFor={id} className="font-medium">
          {title}
        </label>
        <p id={`${id}-text`} className="text-sm text-fg-muted">
          {text}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-text`}
        className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-border transition-colors data-[state=checked]:bg-brand disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}

/**
 * Opened by the open-cookie-settings event with nothing focused, or by the bar's Learn more after
 * the bar has gone: focus then lands on the footer's Manage Cookies, which opens it again.
 */
const manageCookiesButton = () => document.getElementById(MANAGE_COOKIES_ID);

/** SPEC §2: toggles for analytics, preferences and marketing (essential always on); Cancel / Save Preferences. */
export function CookiePreferencesDialog({ open, onOpenChange, current }: { open: boolean; onOpenChange(open: boolean): void; current: CookieConsent | null }) {
  const [choice, setChoice] = useState<Choice>({ analytics: false, preferences: false, marketing: false });
  useEffect(() => {
    if (open) setChoice({ analytics: current?.analytics ?? false, preferences: current?.preferences ?? false, marketing: current?.marketing ?? false });
  }, [open, current]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cookie preferences"
      description="Choose which cookies and similar storage Meshmandi may use. You can change this at any time from Manage Cookies in the footer."
      returnFocusTo={manageCookiesButton}
    >
      {CATEGORIES.map((category) =>
        category.key === 'essential' ? (
          <CategoryRow key="essential" title={category.title} text={category.text} checked disabled />
        ) : (
          <CategoryRow
            key={category.key}
            title={category.title}
            text={category.text}
            checked={choice[category.key as keyof Choice]}
            onChange={(value) => setChoice((c) => ({ ...c, [category.key]: value }))}
          />
        ),
      )}
      <div className="mt-5 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          onClick={() => {
            saveConsent(choice);
            onOpenChange(false);
          }}
        >
          Save Preferences
        </Button>
      </div>
    </Dialog>
  );
}
