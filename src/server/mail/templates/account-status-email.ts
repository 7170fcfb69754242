import { renderEmail, type RenderedEmail } from './layout';

export interface AccountStatusEmailInput {
  status: 'active' | 'inactive' | 'banned';
  /** What the admin wrote, if anything. */
  reason: string | null;
  supportEmail: string;
}

const HEADINGS = {
  banned: 'Your Meshmandi account has been banned',
  inactive: 'Your Meshmandi account has been made inactive',
  active: 'Your Meshmandi account is active again',
} as const;

/** A person hears at once when an admin ends or restores their access (issue 16 item 3): they are signed out everywhere and cannot see notifications. */
export function accountStatusEmail(input: AccountStatusEmailInput): RenderedEmail {
  const reason = input.reason ? [{ type: 'paragraph' as const, text: `The reason given: ${input.reason}` }] : [];
  const text =
    input.status === 'active'
      ? 'You can sign in to Meshmandi again.'
      : `You have been signed out everywhere and cannot sign in. If you think this is a mistake, write to ${input.supportEmail}.`;
  return renderEmail({
    subject: HEADINGS[input.status],
    heading: HEADINGS[input.status],
    supportEmail: input.supportEmail,
    blocks: [{ type: 'paragraph', text }, ...reason],
  });
}
