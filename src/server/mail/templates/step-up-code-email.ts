import type { StepUpPurpose } from '../../../shared/contracts/payouts/step-up';
import { minutesText, renderEmail, type RenderedEmail } from './layout';

export interface StepUpCodeEmailInput {
  code: string;
  minutes: number;
  purpose: StepUpPurpose;
  supportEmail: string;
}

/** What the code confirms, in the words the e-mail uses: a code is good for this one action. */
const ACTION: Record<StepUpPurpose, string> = {
  'tip-from-earnings': 'send a tip out of your earnings',
  'add-payout-destination': 'add a UPI id or bank account for your earnings to be paid to',
  'change-payout-settings': 'change where or when your earnings are paid',
  'set-withdrawal-pin': 'set your withdrawal PIN',
  'sponsor-from-earnings': 'pay for a sponsored placement out of your earnings',
};

/** Decision 047: the code an account without a withdrawal PIN confirms a money action with. */
export function stepUpCodeEmail({ code, minutes, purpose, supportEmail }: StepUpCodeEmailInput): RenderedEmail {
  return renderEmail({
    subject: 'Your Meshmandi code to confirm a change to your earnings',
    heading: 'Confirm it was you',
    supportEmail,
    blocks: [
      { type: 'code', label: `Enter this code to ${ACTION[purpose]}`, code },
      {
        type: 'paragraph',
        text:
          `The code expires in ${minutesText(minutes)} and works once. Nobody from Meshmandi will ever ask you for it, ` +
          "not by phone, WhatsApp or e-mail, so please don't share it with anyone.",
      },
      {
        type: 'paragraph',
        text:
          "Didn't ask for it? Someone signed in to your account may be trying to move your earnings. Without this code they cannot: " +
          `change your password now, set a withdrawal PIN, and write to us at ${supportEmail}.`,
      },
    ],
  });
}
