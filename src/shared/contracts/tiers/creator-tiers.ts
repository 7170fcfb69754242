import { z } from 'zod';
import { CREATOR_TIERS, type CreatorTier } from '../../constants/creator-tiers';
import { defineContract } from '../define-contract';

const TierUserId = z.string({ message: 'userId: must be text' }).trim().min(1, 'userId is required').max(64, 'userId is at most 64 characters');
const CreatorId = z.string({ message: 'creatorId: must be text' }).trim().min(1, 'creatorId is required').max(64, 'creatorId is at most 64 characters');
const Tier = z.enum(CREATOR_TIERS, { message: `tier: one of ${CREATOR_TIERS.join(', ')}` });

const Inputs = z.object({ downloads: z.number(), earningsPaise: z.number(), publicModels: z.number(), accountAgeDays: z.number(), featuredModels: z.number() });
const Benefits = z.object({ label: z.string(), tipShareBps: z.number(), withdrawalFeeBps: z.number(), uploadsPerMonth: z.number(), featuredChancePercent: z.number() });

export const CreatorTierView = z.object({
  userId: z.string(),
  tier: Tier,
  benefits: Benefits,
  /** 'admin' when an admin set it (with their reason), 'review' when earned, 'default' for a creator never reviewed. */
  setBy: z.enum(['admin', 'review', 'default']),
  reason: z.string().nullable(),
  since: z.string().nullable(),
  /** Under notice (decision 075): the creator no longer meets their tier and keeps it until this instant, then moves to `earned` unless they meet it again. */
  keepsUntil: z.string().nullable(),
  /** Models published this month (India's calendar) against the tier's uploads a month, and when the count starts again. */
  uploads: z.object({ used: z.number(), limit: z.number(), resetsAt: z.string() }),
  /** What the creator has done, as the review counts it, and the tier that earns. */
  inputs: Inputs,
  earned: Tier,
  /** The tier above and what it asks, or null at the top. */
  next: z.object({ tier: Tier, benefits: Benefits, requires: Inputs }).nullable(),
});
export type CreatorTierView = z.infer<typeof CreatorTierView>;

/** SPEC §7 (getCreatorTier userId): a creator's tier, its benefits, and their progress toward the next. */
export const getCreatorTier = defineContract({
  name: 'getCreatorTier',
  summary:
    "A creator's tier (basic, verified, pro, elite), what it gives (share of tips, withdrawal fee, uploads a month, featured chance), what the creator has done (downloads, real earnings, public models, account age, featured models) and what the next tier asks. The creator's own, or anyone's for an admin; without `userId`, the caller's. Errors read \"Failed to get creator tier: {reason}\".",
  access: 'user',
  failureMessage: 'Failed to get creator tier',
  input: z.strictObject({ userId: TierUserId.optional() }).default({}),
  output: z.object({ success: z.literal(true), creatorTier: CreatorTierView }),
});

/** SPEC §7 (updateCreatorTier userId): an admin sets a creator's tier, with a reason; audited. */
export const updateCreatorTier = defineContract({
  name: 'updateCreatorTier',
  summary:
    "Admins: set a creator's tier (basic, verified, pro, elite), saying why (1–500 characters). It applies from the next tip captured and the next withdrawal requested; what was paid before keeps the tier it was paid under. The creator is told; audited. Errors read \"Failed to update creator tier: {reason}\".",
  access: 'admin',
  failureMessage: 'Failed to update creator tier',
  input: z.strictObject({
    userId: TierUserId,
    tier: Tier,
    reason: z.string({ message: 'reason: must be text' }).trim().min(1, "reason: say why you are changing this creator's tier").max(500, 'reason: at most 500 characters'),
  }),
  output: z.object({ success: z.literal(true), creatorTier: CreatorTierView }),
});

/**
 * What share of a tip a creator keeps: the tip dialog shows the split before anyone pays, as the
 * ledger will post it (the share is the tier's when the payment is captured).
 */
export const getTipShare = defineContract({
  name: 'getTipShare',
  summary:
    "The share of a tip the creator would keep now, in basis points (8,500 = 85 %), by their creator tier; the platform keeps the rest. Anyone may ask, signed in or not, so the tip dialog's summary is exact before paying. A payment is split by the tier when it is captured.",
  access: 'public',
  input: z.strictObject({ creatorId: CreatorId }),
  output: z.object({ success: z.literal(true), creatorId: z.string(), tipShareBps: z.number() }),
});

export type { CreatorTier };
