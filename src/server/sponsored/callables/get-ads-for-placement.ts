import { and, eq, gt, sql } from 'drizzle-orm';
import { getAdsForPlacement, type SponsoredAd } from '../../../shared/contracts/sponsored/ad-serving';
import { implement } from '../../callables/implement';
import { authorName } from '../../community';
import { models, sponsoredCampaigns, users } from '../../db/schema';
import { LISTED_PUBLICLY } from '../../policies';

/** Candidates drawn per card asked for: enough that a few on a hidden model or a repeated model still fill the page. */
const DRAW_PER_CARD = 4;

/**
 * Decision 082: a uniform draw among the campaigns that may be shown now (the serving index: one
 * placement's running campaigns), so each has the same chance whatever its budget; then the ones
 * whose model is listed publicly, one card per model. The sweep ends a campaign whose model is no
 * longer public within its period; until then the join keeps it off the page.
 */
export const getAdsForPlacementFunction = implement(getAdsForPlacement, async ({ placement, limit }, ctx) => {
  const audience = ctx.user ? 'members' : 'visitors';
  const drawn = ctx.db
    .select({ id: sponsoredCampaigns.id })
    .from(sponsoredCampaigns)
    .where(
      and(
        eq(sponsoredCampaigns.placement, placement),
        eq(sponsoredCampaigns.status, 'active'),
        gt(sponsoredCampaigns.endsAt, sql`now()`),
        sql`${sponsoredCampaigns.budgetPaise} - ${sponsoredCampaigns.spentPaise} >= ${sponsoredCampaigns.unitPricePaise}`,
        sql`${sponsoredCampaigns.targetAudience} in ('everyone', ${audience})`,
      ),
    )
    .orderBy(sql`random()`)
    .limit(limit * DRAW_PER_CARD)
    .as('drawn');
  const rows = await ctx.db
    .select({
      id: sponsoredCampaigns.id,
      modelId: models.id,
      title: sponsoredCampaigns.title,
      description: sponsoredCampaigns.description,
      imageUrl: sponsoredCampaigns.imageUrl,
      targetUrl: sponsoredCampaigns.targetUrl,
      creator: { displayName: users.displayName, username: users.username },
    })
    .from(drawn)
    .innerJoin(sponsoredCampaigns, eq(sponsoredCampaigns.id, drawn.id))
    .innerJoin(models, eq(models.id, sponsoredCampaigns.modelId))
    .innerJoin(users, eq(users.id, sponsoredCampaigns.creatorId))
    .where(LISTED_PUBLICLY);
  // The draw's order is random; the join may not keep it, so the cards are shuffled again here.
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  const seen = new Set<string>();
  const ads: SponsoredAd[] = [];
  for (const row of rows) {
    if (ads.length === limit || seen.has(row.modelId)) continue;
    seen.add(row.modelId);
    const { creator, ...card } = row;
    ads.push({ ...card, creatorName: authorName(creator), placement, sponsored: true });
  }
  return { success: true as const, ads };
});
