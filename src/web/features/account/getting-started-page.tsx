import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { GUIDE_STEPS } from './profile/guide-steps';
import { PageHeader } from '../../components/ui/page-header';

export default function GettingStartedPage() {
  usePageTitle('Getting started');
  const { account } = useSession();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Getting started" description="Everything a new member needs: your account, your profile, finding models, uploading and tipping creators." />
      <nav aria-label="Steps" className="mb-8">
        <ol className="flex flex-wrap gap-2">
          {GUIDE_STEPS.map((step, index) => (
            <li key={step.id}>
              <a href={`#${step.id}`} className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1.5 text-sm text-fg hover:border-brand/50 hover:bg-surface-muted">
                <span className="font-semibold text-brand">{index + 1}</span> {step.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="space-y-6">
        {GUIDE_STEPS.map(({ id, title, icon: Icon, intro, points }, index) => (
          <li key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 rounded-2xl border border-border bg-surface p-5 sm:p-6">
            <div className="flex items-center gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium text-fg-muted">Step {index + 1}</p>
                <h2 id={`${id}-heading`} className="text-xl font-semibold text-fg">
                  {title}
                </h2>
              </div>
            </div>
            <div className="mt-3 sm:pl-14">
              <p className="text-fg-muted">{intro}</p>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-fg marker:text-brand">
                {points.map((point, i) => (
                  <li key={i}>{point}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl bg-brand-soft/60 p-6 text-center sm:p-8">
        <h2 className="text-xl font-semibold text-fg">{account ? 'Your account is ready' : 'Ready to join?'}</h2>
        <p className="max-w-xl text-fg-muted">{account ? 'Finish your profile so people know who made the models they love.' : 'It is free, and it takes under a minute.'}</p>
        <Link to={account ? '/profile/edit' : '/signup'} className={buttonClasses('primary')}>
          {account ? 'Open account settings' : 'Create a free account'}
        </Link>
      </div>
    </div>
  );
}
