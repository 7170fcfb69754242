import { previewEmailCampaign } from '../../../shared/contracts/campaigns/email-campaigns';
import { campaignEmail } from '../campaign-email';
import { renderCampaignMarkdown } from '../campaign-markdown';
import { unsubscribeUrl } from '../../notifications';
import { implement } from '../../callables/implement';

/** The compose form's preview: the same rendering the sender uses, addressed to the admin previewing. */
export const previewEmailCampaignFunction = implement(previewEmailCampaign, async ({ subject, body }, ctx) => {
  const links = {
    publicUrl: ctx.config.publicUrl,
    supportEmail: ctx.config.supportEmail,
    unsubscribeUrl: unsubscribeUrl({ publicUrl: ctx.config.publicUrl, secret: ctx.auth.options.secret }, ctx.user.id, 'announcements'),
  };
  const email = campaignEmail(subject, renderCampaignMarkdown(body), links);
  return { success: true as const, subject: email.subject, html: email.html, text: email.text };
});
