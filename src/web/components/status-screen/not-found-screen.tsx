import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { StatusScreen } from './status-screen';

interface NotFoundScreenProps {
  visual: ReactNode;
  title: string;
  children: ReactNode;
}

/** Something at this address is not there (a page, a model, a profile): say so and offer the home page. */
export function NotFoundScreen({ visual, title, children }: NotFoundScreenProps) {
  return (
    <StatusScreen
      visual={visual}
      title={title}
      action={
        <Link to="/" className={buttonClasses('primary')}>
          Go to the home page
        </Link>
      }
    >
      {children}
    </StatusScreen>
  );
}
