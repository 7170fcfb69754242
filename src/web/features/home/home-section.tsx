import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  description: string;
  /** Beside the heading on the right (a "See all" link). */
  action?: ReactNode;
  children: ReactNode;
}

/** A home page section: its heading and one-line description, then its content. */
export function HomeSection({ id, title, description, action, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={`home-${id}`}>
      <div className="flex items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-2xl font-bold text-fg">
            {title}
          </h2>
          <p className="mt-1 text-fg-muted">{description}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
