import type { RenderedEmail } from '../mail';
import { renderEmail } from '../mail/templates/layout';
import type { RenderedMarkdown } from './campaign-markdown';

export interface CampaignLinks {
  publicUrl: string;
  supportEmail: string;
  /** This recipient's one-click unsubscribe from announcements. */
  unsubscribeUrl: string;
}

/** A campaign's e-mail to one person: the admin's Markdown in the site's mail layout, and how to stop such e-mails. */
export function campaignEmail(subject: string, body: RenderedMarkdown, links: CampaignLinks): RenderedEmail {
  return renderEmail({
    subject,
    heading: subject,
    supportEmail: links.supportEmail,
    blocks: [
      { type: 'markup', ...body },
      {
        type: 'link',
        small: true,
        text: 'You get this e-mail because announcements from the Meshmandi team are on. One click turns them off, no sign-in needed:',
        label: 'Unsubscribe from announcements',
        url: links.unsubscribeUrl,
      },
      { type: 'link', small: true, text: 'Choose which e-mails you get:', label: 'Notification settings', url: `${links.publicUrl.replace(/\/$/, '')}/settings/notifications` },
    ],
  });
}
