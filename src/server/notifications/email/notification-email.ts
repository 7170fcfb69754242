import { NOTIFICATION_CATEGORY_LABELS } from '../../../shared/contracts/notifications/preferences';
import type { NotificationCategory } from '../../../shared/constants/notification-rules';
import { renderEmail, type Block } from '../../mail/templates/layout';
import type { RenderedEmail } from '../../mail';

/** What an e-mail needs of one notification (or of a group standing for several). */
export interface MailedNotification {
  type: string;
  category: string;
  message: string;
  actionUrl: string;
  groupCount: number;
}

export interface EmailLinks {
  publicUrl: string;
  supportEmail: string;
  /** The one-click unsubscribe address for a category ('all' for a digest); none for security alerts. */
  unsubscribeUrl: (scope: Exclude<NotificationCategory, 'security'> | 'all') => string;
}

const SUBJECTS: Record<string, [one: string, many: string]> = {
  like: ['New like on your model', 'New likes on your model'],
  comment: ['New comment on your model', 'New comments on your model'],
  reply: ['New reply to your comment', 'New replies to your comment'],
  comment_like: ['Someone liked your comment', 'People liked your comment'],
  review: ['New review of your model', 'New reviews of your model'],
  follow: ['You have a new follower', 'You have new followers'],
  collection: ['Your model was added to a collection', 'Your model was added to collections'],
  make: ['Someone printed your model', 'People printed your models'],
  collaboration_request: ['New collaboration request', 'New collaboration requests'],
  collaboration_answer: ['Your collaboration request was answered', 'Your collaboration requests were answered'],
  remix: ['Someone remixed your model', 'People remixed your models'],
  milestone: ['Your model reached a milestone', 'Your model reached a milestone'],
  achievement: ['You unlocked an achievement', 'You unlocked achievements'],
  security: ['Security alert for your Meshmandi account', 'Security alert for your Meshmandi account'],
};

/**
 * The subject names the kind of news only: the message itself (with names people chose) stays in
 * the body, where it is escaped, as the welcome e-mail keeps names out of its subject.
 */
export function notificationSubject(type: string, groupCount = 1): string {
  const [one, many] = SUBJECTS[type] ?? ['New notification on Meshmandi', 'New notifications on Meshmandi'];
  return groupCount > 1 ? many : one;
}

/** A notification's link on the site: its actionUrl is a path (SPEC §2); anything else goes to /notifications. */
export function siteLink(publicUrl: string, actionUrl: string): string {
  const path = actionUrl.startsWith('/') && !actionUrl.startsWith('//') ? actionUrl : '/notifications';
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}

function isCategory(value: string): value is NotificationCategory {
  return value in NOTIFICATION_CATEGORY_LABELS;
}

function footerBlocks(category: string, links: EmailLinks): Block[] {
  const settings = `${links.publicUrl.replace(/\/$/, '')}/settings/notifications`;
  if (!isCategory(category) || category === 'security') {
    return [
      {
        type: 'link',
        small: true,
        text: 'Security alerts are always e-mailed, whatever your notification settings, so that you hear of every change to your account.',
        label: 'Notification settings',
        url: settings,
      },
    ];
  }
  const { label } = NOTIFICATION_CATEGORY_LABELS[category];
  return [
    {
      type: 'link',
      small: true,
      text: `You get this e-mail because e-mails about ${label.toLowerCase()} are on. One click turns them off, no sign-in needed:`,
      label: `Stop e-mails about ${label.toLowerCase()}`,
      url: links.unsubscribeUrl(category),
    },
    { type: 'link', small: true, text: 'Choose which e-mails you get, how often, and your quiet hours:', label: 'Notification settings', url: settings },
  ];
}

/** One notification's e-mail (a grouped one says how many it stands for in its message). */
export function notificationEmail(notification: MailedNotification, links: EmailLinks): RenderedEmail {
  const subject = notificationSubject(notification.type, notification.groupCount);
  return renderEmail({
    subject,
    heading: subject,
    supportEmail: links.supportEmail,
    blocks: [
      { type: 'paragraph', text: notification.message },
      { type: 'button', label: notification.type === 'security' ? 'Review your account security' : 'Open on Meshmandi', url: siteLink(links.publicUrl, notification.actionUrl) },
      ...footerBlocks(notification.category, links),
    ],
  });
}

/** Items a digest lists one by one; the rest are counted, with a link to /notifications. */
export const DIGEST_ITEMS_SHOWN = 30;

/** Every notification of a day or a week in one e-mail, newest first, with a way to stop each kind or all of them. */
export function digestEmail(frequency: 'daily' | 'weekly', items: MailedNotification[], count: number, links: EmailLinks): RenderedEmail {
  const subject = `Your ${frequency} Meshmandi digest: ${count} new ${count === 1 ? 'notification' : 'notifications'}`;
  const shown = items.slice(0, DIGEST_ITEMS_SHOWN);
  const categories = [...new Set(items.map((item) => item.category))].filter((c): c is Exclude<NotificationCategory, 'security'> => isCategory(c) && c !== 'security');
  const base = links.publicUrl.replace(/\/$/, '');
  const blocks: Block[] = [
    { type: 'paragraph', text: frequency === 'daily' ? 'Here is what happened on Meshmandi since yesterday’s digest.' : 'Here is what happened on Meshmandi this past week.' },
    ...shown.map((item): Block => ({ type: 'link', text: item.message, label: 'Open', url: siteLink(links.publicUrl, item.actionUrl) })),
  ];
  if (items.length > shown.length) {
    blocks.push({ type: 'link', text: `And ${items.length - shown.length} more.`, label: 'See all your notifications', url: `${base}/notifications` });
  }
  blocks.push({ type: 'button', label: 'Open your notifications', url: `${base}/notifications` });
  for (const category of categories) {
    const { label } = NOTIFICATION_CATEGORY_LABELS[category];
    blocks.push({ type: 'link', small: true, text: `No more e-mails about ${label.toLowerCase()}?`, label: 'Turn them off', url: links.unsubscribeUrl(category) });
  }
  blocks.push({ type: 'link', small: true, text: 'Stop every notification e-mail except security alerts, with one click:', label: 'Unsubscribe from all', url: links.unsubscribeUrl('all') });
  blocks.push({ type: 'link', small: true, text: 'Change how often digests come, or your quiet hours:', label: 'Notification settings', url: `${base}/settings/notifications` });
  return renderEmail({ subject, heading: subject, supportEmail: links.supportEmail, blocks });
}
