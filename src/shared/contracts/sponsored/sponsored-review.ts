import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../../constants/sponsored-rules';
import { defineContract } from '../define-contract';
import { CampaignId, SponsoredCampaign } from './sponsored-placements';

/** The admins' queue and every campaign by status, for /admin/adsense. */
export const listSponsoredPlacements = defineContract({
  name: 'listSponsoredPlacements',
  summary:
    'Admins: sponsored placements of one status (pending by default, oldest first, as a queue; the others newest first), 20 a page, each with its creator, model, budget, spend, impressions, clicks, click-through rate and cost per click.',
  access: 'admin',
  input: z
    .strictObject({
      status: z.enum(CAMPAIGN_STATUSES, { message: `status: one of ${CAMPAIGN_STATUSES.join(', ')}` }).default('pending'),
      cursor: z.string({ message: 'cursor: must be text' }).max(200, 'cursor is at most 200 characters').optional(),
    })
    .default({ status: 'pending' }),
  output: z.object({ success: z.literal(true), campaigns: z.array(SponsoredCampaign), nextCursor: z.string().nullable() }),
});

export const REVIEW_DECISIONS = ['approve', 'decline', 'pause', 'resume'] as const;

/** An admin's answer to a waiting campaign, or a pause or resume of a running one; audited. */
export const reviewSponsoredPlacement = defineContract({
  name: 'reviewSponsoredPlacement',
  summary:
    "Admins: approve a waiting campaign (it runs from now for its duration), decline it with a reason (its whole budget returns to the creator's earnings at once), pause a running one or resume a paused one (the time it runs is not extended). Each is audited; a decision that does not fit the campaign's status is refused with that status.",
  access: 'admin',
  input: z.strictObject({
    campaignId: CampaignId,
    decision: z.enum(REVIEW_DECISIONS, { message: `decision: one of ${REVIEW_DECISIONS.join(', ')}` }),
    reason: z.string({ message: 'reason: must be text' }).trim().max(500, 'reason is at most 500 characters').optional(),
  }),
  output: z.object({ success: z.literal(true), campaign: SponsoredCampaign }),
});
