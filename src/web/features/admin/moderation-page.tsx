import { ArrowLeft, Flag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { usePageTitle } from '../../lib/use-page-title';
import { ModerationHiddenList } from './moderation-hidden-list';
import { ModerationStats } from './moderation-stats';

/**
 * /admin/moderation (issue 16 item 2): the queue in figures, and the models the moderators hid
 * with the way to restore each.
 */
export default function AdminModerationPage() {
  usePageTitle('Moderation');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Moderation" description="How the report queue stands, and the models the moderators hid.">
        <Link to="/admin/reports" className={buttonClasses('secondary', 'sm')}>
          <Flag className="size-4" aria-hidden="true" />
          All reports
        </Link>
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      <div className="space-y-10">
        <ModerationStats />
        <ModerationHiddenList />
      </div>
    </div>
  );
}
