import { z } from 'zod';
import { defineContract } from '../define-contract';

/** Who a campaign can go to (issue 16 item 7); 'tier': creators on a tier above Basic (issue 30). */
export const CAMPAIGN_SEGMENTS = ['all', 'creators', 'tier', 'inactive'] as const;
export type CampaignSegment = (typeof CAMPAIGN_SEGMENTS)[number];
export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent', 'cancelled'] as const;

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_BODY_MAX = 50_000;
/** Sign-ins are kept 180 days (prune-sign-ins.ts): "inactive for longer" could not be told. */
export const INACTIVE_DAYS_MAX = 180;
export const INACTIVE_DAYS_DEFAULT = 30;

const requiredText = (field: string) => ({ error: (issue: { input: unknown }) => (issue.input === undefined ? `${field} is required` : `${field}: must be text`) });
const CampaignId = z.string(requiredText('campaignId')).regex(/^[0-9a-f-]{36}$/, 'campaignId: not a campaign id');
const Subject = z.string(requiredText('subject')).trim().min(1, 'subject: write a subject').max(CAMPAIGN_SUBJECT_MAX, `subject: at most ${CAMPAIGN_SUBJECT_MAX} characters`);
const Body = z.string(requiredText('body')).trim().min(1, 'body: write the message').max(CAMPAIGN_BODY_MAX, `body: at most ${CAMPAIGN_BODY_MAX.toLocaleString('en-IN')} characters`);
const InactiveDays = z
  .number({ message: 'inactiveDays: a whole number of days' })
  .int('inactiveDays: a whole number of days')
  .min(1, 'inactiveDays: at least 1')
  .max(INACTIVE_DAYS_MAX, `inactiveDays: at most ${INACTIVE_DAYS_MAX} (sign-ins are kept that long)`);

export const CampaignCounts = z.object({ total: z.number().int(), pending: z.number().int(), delivered: z.number().int(), failed: z.number().int(), skipped: z.number().int() });

export const CampaignItem = z.object({
  id: z.string(),
  subject: z.string(),
  /** The Markdown as written. */
  body: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  segment: z.enum(CAMPAIGN_SEGMENTS).nullable(),
  segmentDays: z.number().int().nullable(),
  createdBy: z.object({ uid: z.string(), displayName: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  counts: CampaignCounts,
  /** Share of the recipients no longer waiting (delivered, failed or skipped), 0 to 1. */
  progress: z.number(),
});
export type CampaignItem = z.infer<typeof CampaignItem>;

export const SegmentSize = z.object({ segment: z.enum(CAMPAIGN_SEGMENTS), label: z.string(), size: z.number().int(), days: z.number().int().nullable() });
export type SegmentSize = z.infer<typeof SegmentSize>;

export const getEmailManagement = defineContract({
  name: 'getEmailManagement',
  summary:
    "Admins: the latest 50 e-mail campaigns with each one's counts (pending, delivered, failed, skipped) and progress, each segment's size now (those who would get a campaign sent now: verified, active, not unsubscribed from announcements) and the sending rate. `inactiveDays` (1–180, default 30) sizes the inactive segment. `includeSegments: false` leaves `segments` empty: a refresh of a sending campaign's progress need not count every member again.",
  access: 'admin',
  input: z
    .strictObject({
      inactiveDays: InactiveDays.default(INACTIVE_DAYS_DEFAULT),
      includeSegments: z.boolean({ message: 'includeSegments: true or false' }).default(true),
    })
    .default({ inactiveDays: INACTIVE_DAYS_DEFAULT, includeSegments: true }),
  output: z.object({ success: z.literal(true), campaigns: z.array(CampaignItem), segments: z.array(SegmentSize), ratePerMinute: z.number().int() }),
});

export const saveEmailCampaign = defineContract({
  name: 'saveEmailCampaign',
  summary: `Admins: create a campaign draft, or change one (\`campaignId\`) that is still a draft. Subject 1–${CAMPAIGN_SUBJECT_MAX} characters, body Markdown 1–${CAMPAIGN_BODY_MAX} characters (raw HTML is shown as text; links must be http(s) or mailto). Audited. Errors read "Failed to save e-mail campaign: {reason}".`,
  access: 'admin',
  failureMessage: 'Failed to save e-mail campaign',
  input: z.strictObject({ campaignId: CampaignId.optional(), subject: Subject, body: Body }),
  output: z.object({ success: z.literal(true), campaign: CampaignItem }),
});

export const previewEmailCampaign = defineContract({
  name: 'previewEmailCampaign',
  summary: 'Admins: the e-mail a subject and Markdown body make, HTML and text exactly as sent (the unsubscribe link is the caller\'s own). Nothing is saved.',
  access: 'admin',
  failureMessage: 'Failed to preview e-mail campaign',
  input: z.strictObject({ subject: Subject, body: Body }),
  output: z.object({ success: z.literal(true), subject: z.string(), html: z.string(), text: z.string() }),
});

export const sendEmailCampaign = defineContract({
  name: 'sendEmailCampaign',
  summary:
    "Admins (SPEC §7: campaignId, recipients): send a draft to a segment: 'all' (verified active members), 'creators' (with at least one public model), 'tier' (creators on the Verified, Pro or Elite tier) or 'inactive' (no sign-in for `inactiveDays`, default 30). Those who unsubscribed from announcements are left out. The recipients are fixed now and mailed in the background at the configured rate, each at most once. Audited. Errors read \"Failed to send e-mail campaign: {reason}\".",
  access: 'admin',
  failureMessage: 'Failed to send e-mail campaign',
  input: z.strictObject({
    campaignId: CampaignId,
    recipients: z
      .string({ error: (issue) => (issue.input === undefined ? 'recipients is required' : 'recipients: one of all, creators, tier, inactive') })
      .pipe(z.enum(CAMPAIGN_SEGMENTS, 'recipients: one of all, creators, tier, inactive')),
    inactiveDays: InactiveDays.optional(),
  }),
  output: z.object({ success: z.literal(true), campaign: CampaignItem, recipients: z.number().int() }),
});

export const cancelEmailCampaign = defineContract({
  name: 'cancelEmailCampaign',
  summary: 'Admins: cancel a draft, or a campaign still sending (those not yet mailed are skipped). Audited. Errors read "Failed to cancel e-mail campaign: {reason}".',
  access: 'admin',
  failureMessage: 'Failed to cancel e-mail campaign',
  input: z.strictObject({ campaignId: CampaignId }),
  output: z.object({ success: z.literal(true), campaign: CampaignItem }),
});
