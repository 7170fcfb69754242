import type { ComponentType } from 'react';
import { Link } from 'react-router';

interface AdminToolLinkProps {
  to: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: string;
  /** A figure beside it ("3 pending"), stressed while it is above zero; left out until it is known. */
  count?: { value: number | undefined; label: string };
}

/** One card of the admin dashboard's tools. */
export function AdminToolLink({ to, icon: Icon, title, text, count }: AdminToolLinkProps) {
  return (
    <Link to={to} className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4 hover:border-brand/60 hover:bg-surface-muted">
      <Icon className="size-6 shrink-0 text-brand" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-fg">{title}</span>
        <span className="block text-sm text-fg-muted">{text}</span>
      </span>
      {count && count.value !== undefined && (
        <span className={count.value > 0 ? 'shrink-0 rounded-full bg-brand px-2.5 py-0.5 text-sm font-semibold text-brand-fg' : 'shrink-0 text-sm text-fg-muted'}>
          {count.value} {count.label}
        </span>
      )}
    </Link>
  );
}
