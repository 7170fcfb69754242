import { renderEmail, type RenderedEmail } from './layout';

export interface ReportOutcomeEmailInput {
  reference: string;
  /** Whether the moderators found a problem and acted (resolved), or found none (dismissed). */
  outcome: 'resolved' | 'dismissed';
  /** The reported page's full address on this site. */
  reportedUrl: string;
  supportEmail: string;
}

/** The reporter hears how their report ended (issue 16 item 2); what was done to whom stays with the moderators. */
export function reportOutcomeEmail(input: ReportOutcomeEmailInput): RenderedEmail {
  const resolved = input.outcome === 'resolved';
  return renderEmail({
    subject: `Your report ${input.reference} has been reviewed`,
    heading: resolved ? 'We acted on your report' : 'We reviewed your report',
    supportEmail: input.supportEmail,
    blocks: [
      {
        type: 'paragraph',
        text: resolved
          ? `Our moderators reviewed your report about ${input.reportedUrl} and took action under the Meshmandi rules. Thank you for helping keep Meshmandi safe.`
          : `Our moderators reviewed your report about ${input.reportedUrl} and found that it does not break the Meshmandi rules, so it stays up.`,
      },
      { type: 'code', code: input.reference, label: 'Your reference number' },
      { type: 'paragraph', text: `If you have more to tell us, write to ${input.supportEmail} and quote this reference.` },
    ],
  });
}
