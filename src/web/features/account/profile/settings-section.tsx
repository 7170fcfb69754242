import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

interface SettingsSectionProps {
  id: string;
  title: string;
  description: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** One card of the account settings page: a heading, one line about it, then its form. */
export function SettingsSection({ id, title, description, tone = 'default', children }: SettingsSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('scroll-mt-24 rounded-2xl border bg-surface p-5 shadow-sm sm:p-6', tone === 'danger' ? 'border-danger/50' : 'border-border')}
    >
      <h2 id={`${id}-heading`} className={cn('text-lg font-semibold', tone === 'danger' ? 'text-danger' : 'text-fg')}>
        {title}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
