import { REASON_LABELS, type ReportReason } from '../../../shared/constants/report-rules';
import { renderEmail, type RenderedEmail } from './layout';

export interface ReportReceivedEmailInput {
  reference: string;
  reason: ReportReason;
  /** The reported page's full address on this site. */
  reportedUrl: string;
  supportEmail: string;
}

/** The reporter's receipt (issue 16 item 1): the reference to quote, what was reported, and what happens next. */
export function reportReceivedEmail(input: ReportReceivedEmailInput): RenderedEmail {
  return renderEmail({
    subject: `We received your report ${input.reference}`,
    heading: 'Thank you for your report',
    supportEmail: input.supportEmail,
    blocks: [
      { type: 'paragraph', text: `Our moderators will review your report about ${input.reportedUrl} (${REASON_LABELS[input.reason]}).` },
      { type: 'code', code: input.reference, label: 'Your reference number' },
      {
        type: 'paragraph',
        text: `Quote this reference if you write to ${input.supportEmail} about it. We may contact you at this address if we need more details. If you did not send this report, you can ignore this e-mail.`,
      },
    ],
  });
}
