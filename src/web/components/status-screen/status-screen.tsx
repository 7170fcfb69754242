import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

interface StatusScreenProps {
  /** Above the heading: an icon, or a big code such as 404. */
  visual?: ReactNode;
  title: string;
  /** One short paragraph: what happened and why. */
  children: ReactNode;
  /** The way on: a link or a button. */
  action: ReactNode;
  /** The whole-app error screen fills the height below the top bar and has the larger heading. */
  fill?: boolean;
}

/** A page that stands in for content that cannot be shown: not found, not allowed, or broken. */
export function StatusScreen({ visual, title, children, action, fill = false }: StatusScreenProps) {
  return (
    <div className={cn('mx-auto flex max-w-lg flex-col items-center gap-4 px-4 text-center', fill ? 'min-h-[60vh] justify-center py-16' : 'py-20')}>
      {visual}
      <h1 className={cn('font-bold text-fg', fill ? 'text-3xl' : 'text-2xl')}>{title}</h1>
      <p className="text-fg-muted">{children}</p>
      {action}
    </div>
  );
}
