import { NotFoundScreen } from '../components/status-screen/not-found-screen';
import { usePageTitle } from '../lib/use-page-title';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <NotFoundScreen visual={<p className="text-6xl font-black text-brand">404</p>} title="Page not found">
      The page you were looking for isn't here. It may have moved, or the link may be mistyped.
    </NotFoundScreen>
  );
}
