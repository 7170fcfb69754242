import { formatRupees } from '../../../shared/money/format-rupees';
import { assertHttpUrl, renderEmail, type Block, type RenderedEmail } from './layout';

export interface TipReceiptEmailInput {
  payerName: string;
  /** The creator's name, or 'Meshmandi' for a tip to the platform. */
  recipientName: string;
  modelTitle: string | null;
  /** Paise, as are the others. */
  amount: number;
  creatorAmount: number;
  platformFee: number;
  /** False for a tip to the platform, which keeps it whole. */
  forCreator: boolean;
  /** Paid out of the payer's earnings (sendTip): no payment, no fee. */
  fromEarnings: boolean;
  message: string;
  paymentId: string;
  paidAt: Date;
  testMode: boolean;
  tipsUrl: string;
  supportEmail: string;
}

/** The payer's receipt for a tip (issue 14 item 6): what was paid, to whom, how it was split, and the payment's reference. */
export function tipReceiptEmail(input: TipReceiptEmailInput): RenderedEmail {
  const when = input.paidAt.toLocaleString('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const what = input.modelTitle ? `${input.recipientName} for ${input.modelTitle}` : input.recipientName;
  const blocks: Block[] = [
    ...(input.testMode ? [{ type: 'paragraph' as const, text: 'This was a test-mode tip: no real money moved, and nothing can be withdrawn from it.' }] : []),
    { type: 'paragraph', text: `You tipped ${what} ${formatRupees(input.amount, { paise: 'always' })} on ${when} IST.` },
    {
      type: 'paragraph',
      text: input.fromEarnings
        ? `It came out of your earnings, and ${input.recipientName} receives all of it.`
        : input.forCreator
        ? `${input.recipientName} receives ${formatRupees(input.creatorAmount, { paise: 'always' })}; Meshmandi keeps ${formatRupees(input.platformFee, { paise: 'always' })} (15 %) to run the site.`
        : 'Meshmandi receives the whole tip. Thank you for supporting the site.',
    },
    ...(input.message ? [{ type: 'paragraph' as const, text: `Your message: “${input.message}”` }] : []),
    { type: 'code', code: input.paymentId, label: 'Payment reference' },
    { type: 'button', label: 'See your tips', url: assertHttpUrl(input.tipsUrl) },
    { type: 'paragraph', text: `A question about this payment? Write to ${input.supportEmail} with the payment reference.` },
  ];
  // Names stay out of the subject: they are user-chosen and previews show subjects.
  return renderEmail({
    subject: input.testMode ? 'Your Meshmandi tip receipt (test mode)' : 'Your Meshmandi tip receipt',
    heading: input.payerName.trim() ? `Thank you, ${input.payerName.trim()}!` : 'Thank you!',
    supportEmail: input.supportEmail,
    blocks,
  });
}
