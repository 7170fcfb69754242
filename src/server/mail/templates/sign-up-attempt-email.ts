import { assertHttpUrl, renderEmail, type RenderedEmail } from './layout';

export interface SignUpAttemptEmailInput {
  /** The site's address; the e-mail links to its log-in and forgot-password pages. */
  appUrl: string;
  supportEmail: string;
}

/** Sent to an address that already has an account when someone signs up with it (decision 018). */
export function signUpAttemptEmail({ appUrl, supportEmail }: SignUpAttemptEmailInput): RenderedEmail {
  const base = assertHttpUrl(appUrl).replace(/\/$/, '');
  return renderEmail({
    subject: 'Someone tried to sign up with your e-mail address',
    heading: 'You already have an account',
    supportEmail,
    blocks: [
      {
        type: 'paragraph',
        text:
          'Someone just tried to create a Meshmandi account with this e-mail address, which already has one. ' +
          'No new account was made and nothing about your account changed.',
      },
      { type: 'paragraph', text: 'If it was you, log in instead. If you have forgotten your password, reset it by e-mail.' },
      { type: 'button', label: 'Log in', url: `${base}/login` },
      { type: 'paragraph', text: `Forgot your password? Choose a new one at ${base}/forgot-password` },
      {
        type: 'paragraph',
        text: `Wasn't you? You can ignore this e-mail. If you think someone is trying to get into your account, write to us at ${supportEmail}.`,
      },
    ],
  });
}
