import { minutesText, renderEmail, type RenderedEmail } from './layout';

export type OtpPurpose = 'login' | 'verification' | 'password-reset' | 'withdrawal-pin-reset';

export interface OtpEmailInput {
  code: string;
  minutes: number;
  purpose: OtpPurpose;
  supportEmail: string;
}

const COPY: Record<OtpPurpose, { subject: string; heading: string; use: string; notYou: (support: string) => string }> = {
  login: {
    subject: 'Your Meshmandi sign-in code',
    heading: 'Sign in to Meshmandi',
    use: 'Enter this code to finish signing in',
    notYou: (support) =>
      "Didn't try to sign in? You can safely ignore this e-mail; nobody can get in without the code. " +
      `If these keep arriving, write to us at ${support} and we will look into it.`,
  },
  verification: {
    subject: 'Confirm your e-mail for Meshmandi',
    heading: 'Confirm your e-mail address',
    use: 'Enter this code to confirm that this address is yours',
    notYou: () =>
      "Didn't sign up for Meshmandi? Someone may have typed your address by mistake. " +
      "Ignore this e-mail and the address won't be confirmed.",
  },
  'password-reset': {
    subject: 'Your Meshmandi password reset code',
    heading: 'Reset your password',
    use: 'Enter this code to choose a new password',
    notYou: (support) =>
      "Didn't ask to reset your password? Ignore this e-mail and your password stays the same. " +
      `If you think someone is trying to get into your account, write to us at ${support}.`,
  },
  'withdrawal-pin-reset': {
    subject: 'Your Meshmandi withdrawal PIN reset code',
    heading: 'Reset your withdrawal PIN',
    use: 'Enter this code with your new withdrawal PIN',
    notYou: (support) =>
      "Didn't ask to reset your withdrawal PIN? Someone signed in to your account may be trying to move your earnings. " +
      `Without this code your PIN stays the same: change your password now and write to us at ${support}.`,
  },
};

export function otpEmail({ code, minutes, purpose, supportEmail }: OtpEmailInput): RenderedEmail {
  const copy = COPY[purpose];
  return renderEmail({
    subject: copy.subject,
    heading: copy.heading,
    supportEmail,
    blocks: [
      { type: 'code', label: copy.use, code },
      {
        type: 'paragraph',
        text:
          `The code expires in ${minutesText(minutes)}. Nobody from Meshmandi will ever ask you for it, ` +
          "not by phone, WhatsApp or e-mail, so please don't share it with anyone.",
      },
      { type: 'paragraph', text: copy.notYou(supportEmail) },
    ],
  });
}
