import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { REASON_LABELS, REPORT_DETAILS_MAX, REPORT_DETAILS_MIN, REPORT_REASONS, REPORTER_EMAIL_MAX, TYPE_LABELS, reportTypeOf } from '../../../shared/constants/report-rules';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { usePageTitle } from '../../lib/use-page-title';
import { useSubmitReport } from './api/submit-report';
import { DmcaFields } from './dmca-fields';
import { CountedTextArea, SelectField } from './report-controls';
import { checkReportDraft, initialReportDraft, serverErrorsToFields, toSubmission, type ReportDraft, type ReportFieldErrors } from './report-form-state';
import { ReportSuccess } from './report-success';

/** SPEC route /report, issue 16 item 1: anyone may report a page of this site; copyright reports are DMCA notices. */
export default function ReportPage() {
  usePageTitle('Report content');
  const [search] = useSearchParams();
  const { account } = useSession();
  const [draft, setDraft] = useState<ReportDraft>(() => initialReportDraft(search, account?.email));
  const [errors, setErrors] = useState<ReportFieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const submit = useSubmitReport();
  const change = (patch: Partial<ReportDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // The session may arrive after the first render; its address fills the box only if it is still empty.
  const accountEmail = account?.email;
  useEffect(() => {
    if (accountEmail) setDraft((current) => (current.email ? current : { ...current, email: accountEmail }));
  }, [accountEmail]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const found = checkReportDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return void requestAnimationFrame(() => summary.current?.focus());
    try {
      await submit.mutateAsync(toSubmission(draft));
    } catch (error) {
      const { errors: fromServer, rest } = serverErrorsToFields(errorMessage(error));
      setErrors(fromServer);
      setGeneral(fromServer.proof ?? rest);
      requestAnimationFrame(() => summary.current?.focus());
    }
  };

  const failed = Object.keys(errors).length > 0 || general;
  const backTo = draft.url.startsWith('/') && !draft.url.startsWith('//') ? draft.url : '/';
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <PageHeader title="Report content" description="Tell our moderators about a model, comment, make or profile that breaks the Community Guidelines, or send a copyright (DMCA) notice." />
      {submit.isSuccess ? (
        <ReportSuccess reference={submit.data.reference} email={draft.email} backTo={backTo} />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
          <div ref={summary} tabIndex={-1} className="focus:outline-none">
            {failed && <Alert>{general ?? 'Please correct the fields marked below.'}</Alert>}
          </div>
          <SelectField
            label="Reason"
            value={draft.reason}
            error={errors.reason}
            hint={draft.reason ? `Filed as: ${TYPE_LABELS[reportTypeOf(draft.reason)]}` : 'What is wrong with it?'}
            onChange={(event) => change({ reason: event.target.value as ReportDraft['reason'] })}
          >
            <option value="">Choose a reason…</option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {REASON_LABELS[reason]}
              </option>
            ))}
          </SelectField>
          <Field
            label="Link to the content"
            hint="A model, comment, make or profile on Meshmandi. Report links fill this in for you."
            inputMode="url"
            value={draft.url}
            error={errors.url}
            onChange={(event) => change({ url: event.target.value })}
          />
          <Field
            label="Your e-mail address"
            hint={account ? 'We send your reference number here. It is your account address unless you change it.' : 'We send your reference number here, and only write again if we need more details.'}
            type="email"
            autoComplete="email"
            maxLength={REPORTER_EMAIL_MAX}
            value={draft.email}
            error={errors.email}
            onChange={(event) => change({ email: event.target.value })}
          />
          <CountedTextArea
            label="What is wrong?"
            placeholder="Describe the problem, and where on the page it is"
            value={draft.details}
            min={REPORT_DETAILS_MIN}
            max={REPORT_DETAILS_MAX}
            error={errors.details}
            onChange={(event) => change({ details: event.target.value })}
          />
          {draft.reason === 'copyright' && <DmcaFields draft={draft} errors={errors} onChange={change} />}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
              {submit.isPending ? 'Sending report…' : 'Send report'}
            </Button>
            <p className="text-sm text-fg-muted">
              Someone in danger? Call 112 first. See also our <Link to="/community-guidelines" className="text-brand underline underline-offset-2">Community Guidelines</Link>.
            </p>
          </div>
        </form>
      )}
    </div>
  );
}
