import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-black text-brand">404</p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-fg-muted">The page you were looking for isn't here. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className={buttonClasses('primary')}>
        Go to the home page
      </Link>
    </div>
  );
}
