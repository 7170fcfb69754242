import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { NotificationPreferences } from '../../../shared/constants/notification-rules';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { usePageTitle } from '../../lib/use-page-title';
import { getNotificationPreferences, updateNotificationPreferences } from './api/notification-preferences';
import { CategoryTable } from './category-table';
import { FrequencyChoice } from './frequency-choice';
import { browserTimeZone, draftFrom, sameDraft } from './preferences-draft';
import { QuietHoursFields } from './quiet-hours-fields';

function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** /settings/notifications (SPEC §2, issue 13 item 6): what you hear about, how, how often, and when not. */
export default function NotificationSettingsPage() {
  usePageTitle('Notification settings');
  const queryClient = useQueryClient();
  const zone = useMemo(browserTimeZone, []);
  const saved = useQuery({ queryKey: queryKeys.notificationPreferences, queryFn: getNotificationPreferences });
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const base = useMemo(() => (saved.data ? draftFrom(saved.data.preferences, zone) : null), [saved.data, zone]);
  useEffect(() => {
    if (base && draft === null) setDraft(base);
  }, [base, draft]);

  const save = useMutation({
    mutationFn: (next: NotificationPreferences) => updateNotificationPreferences(next),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.notificationPreferences, answer);
      setDraft(draftFrom(answer.preferences, zone));
    },
  });

  if (saved.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <LoadFailed error={saved.error} onRetry={() => void saved.refetch()} lead="Your notification settings could not be loaded." />
      </div>
    );
  }
  if (!draft || !base) return <Spinner />;

  const change = (next: NotificationPreferences) => {
    save.reset();
    setDraft(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const unchanged = sameDraft(draft, base);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <PageHeader title="Notification settings" description="Choose what Meshmandi tells you about, in the app and by e-mail, how often, and when to keep quiet.">
        <Link to="/dashboard" className={buttonClasses('secondary', 'sm')}>
          Back to dashboard
        </Link>
      </PageHeader>
      <form onSubmit={submit} className="space-y-6" aria-describedby="settings-status">
        <Section id="categories" title="What you hear about" description="Switch each kind of news on or off, by e-mail and in the app.">
          <CategoryTable
            email={draft.email}
            inApp={draft.inApp}
            disabled={save.isPending}
            onChange={(channel, category, on) => change({ ...draft, [channel]: { ...draft[channel], [category]: on } })}
          />
        </Section>
        <Section id="frequency" title="E-mail frequency" description="How often notification e-mails come.">
          <FrequencyChoice value={draft.frequency} disabled={save.isPending} onChange={(frequency) => change({ ...draft, frequency })} />
        </Section>
        <Section id="quiet-hours" title="Quiet hours" description="A time of day when no notification e-mails arrive.">
          <QuietHoursFields value={draft.quietHours} disabled={save.isPending} onChange={(quietHours) => change({ ...draft, quietHours })} />
        </Section>
        <div id="settings-status" className="space-y-3" aria-live="polite">
          {save.isSuccess && unchanged && <Alert tone="success">Your notification settings are saved.</Alert>}
          {save.isError && <Alert>Your notification settings could not be saved. {errorMessage(save.error)}</Alert>}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending || unchanged}>
            {save.isPending ? 'Saving…' : 'Save changes'}
          </Button>
          {!unchanged && (
            <Button variant="ghost" disabled={save.isPending} onClick={() => change(base)}>
              Undo changes
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
