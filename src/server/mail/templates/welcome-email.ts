import { assertHttpUrl, renderEmail, type RenderedEmail } from './layout';

export interface WelcomeEmailInput {
  name: string;
  appUrl: string;
  supportEmail: string;
}

export function welcomeEmail({ name, appUrl, supportEmail }: WelcomeEmailInput): RenderedEmail {
  // The name stays out of the subject: it is user-chosen and subjects show up in
  // notification previews where we cannot control how it is displayed.
  return renderEmail({
    subject: 'Welcome to Meshmandi',
    heading: name.trim() ? `Namaste, ${name.trim()}!` : 'Namaste!',
    supportEmail,
    blocks: [
      {
        type: 'paragraph',
        text:
          'Thanks for joining Meshmandi, a community marketplace for 3D models made in Bengaluru. ' +
          'Makers here share printable parts, props, miniatures and more.',
      },
      {
        type: 'paragraph',
        text:
          'Browse what others have made, upload your own models, and if a model helps you, ' +
          'say thanks to its maker with a tip over UPI.',
      },
      { type: 'button', label: 'Open Meshmandi', url: assertHttpUrl(appUrl) },
      {
        type: 'paragraph',
        text: `Didn't create this account? Write to us at ${supportEmail} and we will sort it out.`,
      },
    ],
  });
}
