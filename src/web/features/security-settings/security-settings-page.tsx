import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SessionsSection } from '../../components/sessions/sessions-section';
import { buttonClasses } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { usePageTitle } from '../../lib/use-page-title';
import { RecentSignIns } from './recent-sign-ins';

function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** /settings/security: where the security alerts link (SPEC §2): sessions to end, and every sign-in. */
export default function SecuritySettingsPage() {
  usePageTitle('Security');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <PageHeader title="Security" description="Where your account is signed in, and every recent sign-in. Something you do not recognise? End it and change your password.">
        <Link to="/profile/edit#password" className={buttonClasses('secondary', 'sm')}>
          Change password
        </Link>
      </PageHeader>
      <div className="space-y-6">
        <Section id="sessions" title="Signed-in devices" description="Each browser or device signed in to your account. Ending a session signs that device out at once.">
          <SessionsSection />
        </Section>
        <Section
          id="sign-ins"
          title="Recent sign-ins"
          description="Newest first. A sign-in from a browser your account had not used before is marked as a new device, and you are told about it."
        >
          <RecentSignIns />
        </Section>
      </div>
    </div>
  );
}
