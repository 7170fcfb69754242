import { z } from 'zod';
import {
  AD_PLACEMENTS,
  SPONSORABLE_PLACEMENTS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  SPONSORED_BUDGET_MAX_PAISE,
  SPONSORED_BUDGET_MIN_PAISE,
  SPONSORED_DESCRIPTION_MAX,
  SPONSORED_DURATION_MAX_DAYS,
  SPONSORED_DURATION_MIN_DAYS,
  SPONSORED_OPEN_CAMPAIGNS_MAX,
  SPONSORED_TITLE_MAX,
  TARGET_AUDIENCES,
  UNIT_PRICE_TEXT,
} from '../../constants/sponsored-rules';
import { formatRupees } from '../../money/format-rupees';
import { isWholePaise, paiseToRupees } from '../../money/paise';
import { defineContract } from '../define-contract';
import { ModelId } from '../models/model-shapes';
import { StepUpFields } from '../payouts/step-up';

const BudgetRupees = z.number({ message: 'budget: give the budget in rupees, as a number' }).superRefine((v, ctx) => {
  if (!(v >= paiseToRupees(SPONSORED_BUDGET_MIN_PAISE))) ctx.addIssue({ code: 'custom', message: `budget: at least ${formatRupees(SPONSORED_BUDGET_MIN_PAISE)}` });
  else if (!(v <= paiseToRupees(SPONSORED_BUDGET_MAX_PAISE))) ctx.addIssue({ code: 'custom', message: `budget: at most ${formatRupees(SPONSORED_BUDGET_MAX_PAISE)}` });
  else if (!isWholePaise(v)) ctx.addIssue({ code: 'custom', message: 'budget: at most two decimals (whole paise)' });
});

export const CampaignId = z.string({ message: 'campaignId: must be text' }).trim().min(1, 'campaignId is required').max(64, 'campaignId is at most 64 characters');

/** One campaign as its owner and the admins see it. Money in paise. */
export const SponsoredCampaign = z.object({
  id: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  modelId: z.string().nullable(),
  modelTitle: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  targetUrl: z.string(),
  imageUrl: z.string().nullable(),
  placement: z.enum(AD_PLACEMENTS),
  campaignType: z.enum(CAMPAIGN_TYPES),
  targetAudience: z.enum(TARGET_AUDIENCES),
  unitPrice: z.number().int(),
  budget: z.number().int(),
  spent: z.number().int(),
  /** What is left to spend; returned to the creator's earnings when the campaign ends. */
  remaining: z.number().int(),
  durationDays: z.number().int(),
  status: z.enum(CAMPAIGN_STATUSES),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per impression, 0 to 1; null before the first impression. */
  clickThroughRate: z.number().nullable(),
  /** Paise a click cost on average; null before the first click. */
  costPerClick: z.number().int().nullable(),
  createdAt: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  reviewReason: z.string().nullable(),
  returned: z.number().int().nullable(),
});
export type SponsoredCampaign = z.infer<typeof SponsoredCampaign>;

/** SPEC §7 createSponsoredPlacement, with the model it sponsors and the step-up a money move needs. */
export const createSponsoredPlacement = defineContract({
  name: 'createSponsoredPlacement',
  summary: `Sponsor one of your own public models in one placement (SPEC §7: title, description, targetUrl, imageUrl, placement, budget, duration, targetAudience, campaignType). The budget (₹${paiseToRupees(SPONSORED_BUDGET_MIN_PAISE)}–₹${paiseToRupees(SPONSORED_BUDGET_MAX_PAISE).toLocaleString('en-IN')}) is held from your live earnings on the ledger at once, which needs the withdrawal PIN (pin), or with none set a code from requestStepUpCode (purpose sponsor-from-earnings). It is spent at ${UNIT_PRICE_TEXT.cpc} (cpc) or ${UNIT_PRICE_TEXT.cpm} (cpm) once an admin approves it, for ${SPONSORED_DURATION_MIN_DAYS}–${SPONSORED_DURATION_MAX_DAYS} days (duration) from then; what is not spent comes back when it ends. targetUrl, if given, must be the model's own page, and imageUrl one of its pictures (the cover when left out). At most ${SPONSORED_OPEN_CAMPAIGNS_MAX} campaigns waiting or running at once. One campaign per requestId. Errors read "Failed to create sponsored placement: {reason}".`,
  access: 'user',
  failureMessage: 'Failed to create sponsored placement',
  input: z.strictObject({
    modelId: ModelId,
    title: z.string({ message: 'title: must be text' }).trim().min(1, 'title is required').max(SPONSORED_TITLE_MAX, `title is at most ${SPONSORED_TITLE_MAX} characters`),
    description: z.string({ message: 'description: must be text' }).trim().max(SPONSORED_DESCRIPTION_MAX, `description is at most ${SPONSORED_DESCRIPTION_MAX} characters`).default(''),
    targetUrl: z.string({ message: 'targetUrl: must be text' }).trim().max(500, 'targetUrl is at most 500 characters').optional(),
    imageUrl: z.string({ message: 'imageUrl: must be text' }).trim().max(500, 'imageUrl is at most 500 characters').optional(),
    placement: z.enum(SPONSORABLE_PLACEMENTS, { message: `placement: one of ${SPONSORABLE_PLACEMENTS.join(', ')} (the places a page shows a sponsored card)` }),
    budget: BudgetRupees,
    duration: z
      .number({ message: 'duration: give the number of days' })
      .int('duration: a whole number of days')
      .min(SPONSORED_DURATION_MIN_DAYS, `duration: at least ${SPONSORED_DURATION_MIN_DAYS} day`)
      .max(SPONSORED_DURATION_MAX_DAYS, `duration: at most ${SPONSORED_DURATION_MAX_DAYS} days`),
    targetAudience: z.enum(TARGET_AUDIENCES, { message: `targetAudience: one of ${TARGET_AUDIENCES.join(', ')}` }).default('everyone'),
    campaignType: z.enum(CAMPAIGN_TYPES, { message: `campaignType: one of ${CAMPAIGN_TYPES.join(', ')}` }),
    requestId: z.string({ message: 'requestId is required' }).uuid('requestId: a UUID made for this request (a retry sends the same one)'),
    ...StepUpFields,
  }),
  output: z.object({ success: z.literal(true), campaign: SponsoredCampaign }),
});

const PageInput = {
  cursor: z.string({ message: 'cursor: must be text' }).max(200, 'cursor is at most 200 characters').optional(),
};

/** The caller's own campaigns, newest first. */
export const listMySponsoredPlacements = defineContract({
  name: 'listMySponsoredPlacements',
  summary: "The caller's sponsored placements, newest first, 20 a page: each with its status, budget, spend, what is left, impressions, clicks, click-through rate and cost per click.",
  access: 'user',
  input: z.strictObject(PageInput).default({}),
  output: z.object({ success: z.literal(true), campaigns: z.array(SponsoredCampaign), nextCursor: z.string().nullable() }),
});

/** The owner stops a campaign of theirs; what is left goes back to their earnings. */
export const endSponsoredPlacement = defineContract({
  name: 'endSponsoredPlacement',
  summary:
    'Ends one of your sponsored placements that is waiting, running or paused (an admin may end anyone\'s, with a reason, audited). What it spent stays spent; the rest returns to the creator\'s earnings in the same transaction. Ending one already ended answers it as it is.',
  access: 'user',
  input: z.strictObject({
    campaignId: CampaignId,
    reason: z.string({ message: 'reason: must be text' }).trim().max(500, 'reason is at most 500 characters').optional(),
  }),
  output: z.object({ success: z.literal(true), campaign: SponsoredCampaign }),
});
