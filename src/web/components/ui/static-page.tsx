import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

interface StaticPageProps {
  title: string;
  /** One sentence under the title saying what the page is for. */
  summary?: string;
  /** ISO date (YYYY-MM-DD) the text was last changed, shown for legal pages. */
  updated?: string;
  children: ReactNode;
}

/** Long-form text pages (about, privacy, terms…): a readable column with typographic defaults. */
export function StaticPage({ title, summary, updated, children }: StaticPageProps) {
  usePageTitle(title);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <header className="mb-8 border-b border-border pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
        {summary && <p className="mt-3 text-lg text-fg-muted">{summary}</p>}
        {updated && (
          <p className="mt-2 text-sm text-fg-muted">
            Last updated <time dateTime={updated}>{new Date(`${updated}T00:00:00Z`).toLocaleDateString('en-IN', { dateStyle: 'long', timeZone: 'UTC' })}</time>
          </p>
        )}
      </header>
      <div className="prose prose-neutral max-w-none dark:prose-invert prose-a:text-brand prose-headings:scroll-mt-24">{children}</div>
    </article>
  );
}
