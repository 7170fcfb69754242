import { AlertTriangle, ArrowLeft, Bell, Info, OctagonAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ALERT_SEVERITIES, type AlertItem } from '../../../shared/contracts/alerts/alerts';
import { LocalDateTime } from '../../components/sessions/local-date-time';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Field, TextAreaField } from '../../components/ui/field';
import { LoadFailed } from '../../components/ui/load-failed';
import { LoadMore } from '../../components/ui/load-more';
import { PageHeader } from '../../components/ui/page-header';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { useAlerts, useCreateAlert, useUpdateAlertStatus, type AlertsTab } from './alerts-api';
import { occurrencesText, raisedBy, safeActionPath, SEVERITY_LABELS } from './alerts-view';

const SEVERITY_ICONS = { critical: OctagonAlert, warning: AlertTriangle, info: Info } as const;
const SEVERITY_TONES = { critical: 'bg-danger-soft text-danger', warning: 'bg-brand-soft text-brand', info: 'bg-surface-muted text-fg-muted' } as const;

function AlertRow({ alert }: { alert: AlertItem }) {
  const update = useUpdateAlertStatus();
  const Icon = SEVERITY_ICONS[alert.severity];
  const path = safeActionPath(alert);
  const seen = occurrencesText(alert);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <span className={cn('inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-medium', SEVERITY_TONES[alert.severity])}>
        <Icon className="size-4" aria-hidden="true" />
        {SEVERITY_LABELS[alert.severity]}
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className={cn('font-semibold break-words text-fg', alert.read && 'font-medium text-fg-muted')}>{alert.title}</p>
        <p className="text-sm break-words whitespace-pre-line text-fg">{alert.message}</p>
        <p className="text-sm text-fg-muted">
          {raisedBy(alert)} · last <LocalDateTime iso={alert.lastSeenAt} />
          {seen && ` · ${seen}`}
          {alert.read && ' · read'}
        </p>
        {path && (
          <Link to={path} className="inline-block text-sm font-medium text-brand hover:underline">
            Look into it
          </Link>
        )}
        {update.isError && <Alert className="mt-2">{update.error.message}</Alert>}
      </div>
      <Button variant="secondary" size="sm" className="shrink-0" disabled={update.isPending} onClick={() => update.mutate({ alertId: alert.id, read: !alert.read })}>
        {alert.read ? 'Mark unread' : 'Mark read'}
      </Button>
    </li>
  );
}

function AlertList({ tab }: { tab: AlertsTab }) {
  const query = useAlerts(tab);
  const alerts = query.data?.pages.flatMap((page) => page.alerts) ?? [];
  if (query.isPending) return <Spinner label="Loading alerts" className="py-10" />;
  if (query.isError && alerts.length === 0) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="Could not load the alerts." />;
  if (alerts.length === 0) return <p className="rounded-2xl border border-dashed border-border p-8 text-center text-fg-muted">{tab === 'unread' ? 'Nothing needs your attention.' : 'No alerts yet.'}</p>;
  return (
    <div className="space-y-4">
      <ul aria-label={tab === 'unread' ? 'Unread alerts, latest first' : 'All alerts, latest first'} className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} />
        ))}
      </ul>
      <LoadMore query={query} failedLead="Could not load more alerts." />
    </div>
  );
}

function RaiseAlertForm() {
  const create = useCreateAlert();
  const [fields, setFields] = useState({ title: '', message: '', severity: 'info' as AlertItem['severity'], actionUrl: '' });
  const [done, setDone] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    create.mutate(
      { title: fields.title, message: fields.message, severity: fields.severity, ...(fields.actionUrl.trim() ? { actionUrl: fields.actionUrl.trim() } : {}) },
      {
        onSuccess: () => {
          setFields({ title: '', message: '', severity: 'info', actionUrl: '' });
          setDone(true);
        },
      },
    );
  }
  return (
    <form onSubmit={submit} aria-labelledby="raise-alert-heading" className="space-y-4 rounded-2xl border border-border bg-surface p-4">
      <h2 id="raise-alert-heading" className="text-lg font-semibold text-fg">
        Raise an alert for the other admins
      </h2>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <Field label="Title" value={fields.title} onChange={(e) => setFields({ ...fields, title: e.target.value })} maxLength={120} required />
        <SelectField label="Severity" value={fields.severity} onChange={(e) => setFields({ ...fields, severity: e.target.value as AlertItem['severity'] })}>
          {ALERT_SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {SEVERITY_LABELS[severity]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label="Message" value={fields.message} onChange={(e) => setFields({ ...fields, message: e.target.value })} maxLength={2000} required />
      <Field label="Link (optional)" hint="A page on this site, such as /admin/reports." value={fields.actionUrl} onChange={(e) => setFields({ ...fields, actionUrl: e.target.value })} maxLength={500} />
      {create.isError && <Alert>{create.error.message}</Alert>}
      {done && <Alert tone="success">The alert is raised.</Alert>}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Raising…' : 'Raise alert'}
      </Button>
    </form>
  );
}

/**
 * /admin/alerts (issue 16 item 6): what needs an admin's eyes, raised by the system (failed jobs, the
 * ledger, payouts, reports) or by admins; unread first by default, the tab kept in the address.
 */
export default function AlertsPage() {
  usePageTitle('Alerts');
  const [params, setParams] = useSearchParams();
  const tab: AlertsTab = params.get('show') === 'all' ? 'all' : 'unread';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <PageHeader title="Alerts" description="Failed jobs, a ledger that does not reconcile, failed payouts, report spikes, and what other admins raised.">
        <Link to="/admin" className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin dashboard
        </Link>
      </PageHeader>
      <div className="space-y-6">
        <div role="group" aria-label="Which alerts" className="flex gap-2">
          {(['unread', 'all'] as const).map((choice) => (
            <Button
              key={choice}
              variant={tab === choice ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={tab === choice}
              onClick={() => setParams(choice === 'all' ? { show: 'all' } : {}, { replace: true })}
            >
              {choice === 'unread' ? (
                <>
                  <Bell className="size-4" aria-hidden="true" /> Unread
                </>
              ) : (
                'All'
              )}
            </Button>
          ))}
        </div>
        <AlertList key={tab} tab={tab} />
        <RaiseAlertForm />
      </div>
    </div>
  );
}
