import type { ReportReason } from '../../../shared/constants/report-rules';
import { SubmitReportInput } from '../../../shared/contracts/reports/reports';
import type { ReportSubmission } from './api/submit-report';

export const REPORT_FIELDS = ['reason', 'email', 'url', 'details', 'copyrightedWork', 'goodFaith', 'accurate', 'signature', 'proof'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];
export type ReportFieldErrors = Partial<Record<ReportField, string>>;

export interface ReportDraft {
  reason: ReportReason | '';
  email: string;
  url: string;
  details: string;
  copyrightedWork: string;
  goodFaith: boolean;
  accurate: boolean;
  signature: string;
}

/** The form as a link opens it: `?url=` is the page the Report link sat on, `?reason=` may preselect one. */
export function initialReportDraft(search: URLSearchParams, accountEmail: string | undefined): ReportDraft {
  const reason = search.get('reason');
  const known = SubmitReportInput.shape.reason.safeParse(reason);
  return {
    reason: known.success ? known.data : '',
    email: accountEmail ?? '',
    url: search.get('url') ?? '',
    details: '',
    copyrightedWork: '',
    goodFaith: false,
    accurate: false,
    signature: '',
  };
}

/** What the callable gets; the DMCA statements only for copyright. */
export function toSubmission(draft: ReportDraft): ReportSubmission {
  // A blank address is left out: signed in, the server uses the account's; signed out, it says the field is needed.
  const base = { reason: draft.reason as ReportReason, email: draft.email.trim() || undefined, url: draft.url, details: draft.details };
  if (draft.reason !== 'copyright') return base;
  return { ...base, dmca: { copyrightedWork: draft.copyrightedWork, goodFaith: draft.goodFaith as true, accurate: draft.accurate as true, signature: draft.signature } };
}

/** The field a path or a server message names: `dmca.signature` and `signature` are both the signature box. */
function fieldOf(name: string): ReportField | null {
  const last = name.split('.').pop() ?? '';
  if (name === 'dmca') return 'goodFaith';
  return (REPORT_FIELDS as readonly string[]).includes(last) ? (last as ReportField) : null;
}

/** The contract's own rules, checked before the proof-of-work is spent: one message per field, as the server words it. */
export function checkReportDraft(draft: ReportDraft): ReportFieldErrors {
  if (!draft.reason) return { reason: 'Choose a reason.', ...checkRest(draft) };
  return checkRest(draft);
}

function checkRest(draft: ReportDraft): ReportFieldErrors {
  const parsed = SubmitReportInput.safeParse({ ...toSubmission({ ...draft, reason: draft.reason || 'other' }), proof: { challenge: 'x', nonce: '0' } });
  const errors: ReportFieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = sentence(issue.message.replace(/^[A-Za-z.]+: /, ''));
  }
  return errors;
}

/** A server answer "url: must be …; details: at least …" split back onto its fields; the rest is shown above the button. */
export function serverErrorsToFields(message: string): { errors: ReportFieldErrors; rest: string | null } {
  const errors: ReportFieldErrors = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z.]+): (.+)$/.exec(part);
    const field = match ? fieldOf(match[1]!) : null;
    if (match && field && !errors[field]) errors[field] = sentence(match[2]!);
    else rest.push(part);
  }
  return { errors, rest: rest.length ? rest.join('; ') : null };
}

function sentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
