import type { ReactNode } from 'react';

interface FormSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  /** Shown at the right of the heading, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One card of the upload and edit pages: a heading, a line about it, then its controls. */
export function FormSection({ id, title, description, aside, children }: FormSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-fg">
          {title}
        </h2>
        {aside && <div className="shrink-0 text-sm text-fg-muted tabular-nums">{aside}</div>}
      </div>
      <p className="mt-1 text-sm text-fg-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
