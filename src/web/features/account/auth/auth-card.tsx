import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';

interface AuthCardProps {
  title: string;
  /** A sentence under the heading saying what the screen is for. */
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card, such as "New here? Create an account". */
  footer?: ReactNode;
}

/** The shared frame of the sign-in screens: one centred card with the page's heading. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <div className="flex justify-center bg-gradient-to-b from-brand-soft/50 to-bg px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <Card className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
          {description && <p className="mt-2 text-fg-muted">{description}</p>}
          <div className="mt-6">{children}</div>
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-fg-muted">{footer}</div>}
      </div>
    </div>
  );
}

/** An inline text link in the brand colour. */
export const LINK_CLASSES = 'font-medium text-brand underline-offset-4 hover:underline';
