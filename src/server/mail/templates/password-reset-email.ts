import { assertHttpUrl, minutesText, renderEmail, type RenderedEmail } from './layout';

export interface PasswordResetEmailInput {
  url: string;
  minutes: number;
  supportEmail: string;
}

export function passwordResetEmail({ url, minutes, supportEmail }: PasswordResetEmailInput): RenderedEmail {
  return renderEmail({
    subject: 'Reset your Meshmandi password',
    heading: 'Reset your password',
    supportEmail,
    blocks: [
      {
        type: 'paragraph',
        text: 'We received a request to reset the password for your Meshmandi account.',
      },
      { type: 'button', label: 'Choose a new password', url: assertHttpUrl(url) },
      {
        type: 'paragraph',
        text:
          `The link expires in ${minutesText(minutes)}. Nobody from Meshmandi will ever ask you for it, ` +
          "so please don't forward it to anyone.",
      },
      {
        type: 'paragraph',
        text:
          "Didn't ask for this? Ignore this e-mail and your password stays the same. " +
          `If you think someone is trying to get into your account, write to us at ${supportEmail}.`,
      },
    ],
  });
}
