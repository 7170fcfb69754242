import { and, count, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../shared/app-error';
import { SPONSORED_OPEN_CAMPAIGNS_MAX, UNIT_PRICE_PAISE } from '../../../shared/constants/sponsored-rules';
import { createSponsoredPlacement, type SponsoredCampaign } from '../../../shared/contracts/sponsored/sponsored-placements';
import { rupeesToPaise } from '../../../shared/money/paise';
import { implement } from '../../callables/implement';
import { newId } from '../../db/new-id';
import { sponsoredCampaigns } from '../../db/schema';
import { holdSponsoredBudget } from '../../money';
import { checkStepUp, spendStepUp } from '../../payouts';
import { readCampaign } from '../campaign-view';
import { sponsoredTarget } from '../sponsored-target';

const KEY_USED_FOR_ANOTHER = 'requestId: already used for another sponsored placement; make a new one for a new placement';

/** The same request again (a retry) answers the campaign it made; another request with its id is refused. */
function sameRequest(made: SponsoredCampaign, asked: { modelId: string; placement: string; budget: number; campaignType: string; durationDays: number }): boolean {
  return made.modelId === asked.modelId && made.placement === asked.placement && made.budget === asked.budget && made.campaignType === asked.campaignType && made.durationDays === asked.durationDays;
}

/**
 * Decision 082: the budget is held from the creator's live earnings in the transaction that makes
 * the campaign, after the balance is checked under the account's lock, so two at once can never
 * overdraw. Money leaving the account asks for the PIN or an e-mailed code (decision 047). It waits
 * for an admin (status pending) and is counted among the creator's open campaigns from now.
 */
export const createSponsoredPlacementFunction = implement(createSponsoredPlacement, async (input, ctx) => {
  const creatorId = ctx.user.id;
  const budget = rupeesToPaise(input.budget);
  const asked = { modelId: input.modelId, placement: input.placement, budget, campaignType: input.campaignType, durationDays: input.duration };
  const [earlier] = await ctx.db.select({ id: sponsoredCampaigns.id }).from(sponsoredCampaigns).where(and(eq(sponsoredCampaigns.creatorId, creatorId), eq(sponsoredCampaigns.requestId, input.requestId)));
  if (earlier) {
    const made = await readCampaign(ctx.db, earlier.id);
    if (!made || !sameRequest(made, asked)) throw new AppError('already-exists', KEY_USED_FOR_ANOTHER);
    return { success: true as const, campaign: made };
  }

  const target = await sponsoredTarget(ctx.db, creatorId, ctx.config.publicUrl, input);
  const open = async (db: Pick<typeof ctx.db, 'select'>) => {
    const [row] = await db.select({ n: count() }).from(sponsoredCampaigns).where(and(eq(sponsoredCampaigns.creatorId, creatorId), inArray(sponsoredCampaigns.status, ['pending', 'active', 'paused'])));
    return row?.n ?? 0;
  };
  const tooMany = `placement: you have ${SPONSORED_OPEN_CAMPAIGNS_MAX} campaigns waiting or running; end one before starting another`;
  if ((await open(ctx.db)) >= SPONSORED_OPEN_CAMPAIGNS_MAX) throw new AppError('invalid-argument', tooMany);
  const proof = await checkStepUp(ctx, creatorId, input, 'sponsor-from-earnings');

  const id = newId();
  const made = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(sponsoredCampaigns)
      .values({
        id,
        creatorId,
        requestId: input.requestId,
        modelId: target.modelId,
        title: input.title,
        description: input.description,
        targetUrl: target.targetUrl,
        imageUrl: target.imageUrl,
        placement: input.placement,
        campaignType: input.campaignType,
        targetAudience: input.targetAudience,
        unitPricePaise: UNIT_PRICE_PAISE[input.campaignType],
        budgetPaise: budget,
        durationDays: input.duration,
      })
      .onConflictDoNothing({ target: [sponsoredCampaigns.creatorId, sponsoredCampaigns.requestId] })
      .returning({ id: sponsoredCampaigns.id });
    // The same request made at the same moment: its campaign, or a conflict.
    if (inserted.length === 0) return null;
    // The account's earnings row is locked by the hold; counted again under it, two at once stop at the limit.
    await holdSponsoredBudget(tx, { campaignId: id, creatorId, budgetPaise: budget });
    if ((await open(tx)) > SPONSORED_OPEN_CAMPAIGNS_MAX) throw new AppError('invalid-argument', tooMany);
    await spendStepUp(tx, proof);
    return readCampaign(tx, id);
  });
  if (made) return { success: true as const, campaign: made };
  const [raced] = await ctx.db.select({ id: sponsoredCampaigns.id }).from(sponsoredCampaigns).where(and(eq(sponsoredCampaigns.creatorId, creatorId), eq(sponsoredCampaigns.requestId, input.requestId)));
  const other = raced ? await readCampaign(ctx.db, raced.id) : null;
  if (!other || !sameRequest(other, asked)) throw new AppError('already-exists', KEY_USED_FOR_ANOTHER);
  return { success: true as const, campaign: other };
});
