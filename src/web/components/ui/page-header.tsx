import type { ReactNode } from 'react';

/** The top of every app screen: one h1 and one line saying what the page is for. */
export function PageHeader({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <header className="mb-8 flex flex-col gap-4 border-b border-border pb-6 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-3xl font-bold tracking-tight text-fg [overflow-wrap:anywhere]">{title}</h1>
        <p className="mt-2 text-fg-muted">{description}</p>
      </div>
      {children && <div className="flex shrink-0 flex-wrap gap-2">{children}</div>}
    </header>
  );
}
