import { and, asc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { getAdsForPlacement, type SponsoredAd } from '../../../shared/contracts/sponsored/ad-serving';
import { implement } from '../../callables/implement';
import { authorName } from '../../community';
import { models, sponsoredCampaigns, users } from '../../db/schema';
import { LISTED_PUBLICLY } from '../../policies';
import { adFillFor } from '../ad-fill';

/** Candidates drawn per card asked for: enough that a few on a hidden model or a repeated model still fill the page. */
const DRAW_PER_CARD = 4;

/**
 * Decision 082: a random draw among the campaigns that may be shown now, whatever their budgets. A
 * random point in the placement's draw keys (the serving index: one placement's running campaigns
 * by key) and the next keys after it, wrapping round: two short index ranges rather than a sort of
 * every running campaign; the settling task draws the keys again each period, so over time each
 * campaign is shown as often as any other. Then the ones whose model is listed publicly, one card
 * per model. The settling ends a campaign whose model is no longer public; until then the join
 * keeps it off the page. Sponsored cards come first; the places they leave are filled by the ad
 * network's slot or house ads (decision 084).
 */
export const getAdsForPlacementFunction = implement(getAdsForPlacement, async ({ placement, limit }, ctx) => {
  const audience = ctx.user ? 'members' : 'visitors';
  const want = limit * DRAW_PER_CARD;
  const point = Math.random();
  const showable = and(
    eq(sponsoredCampaigns.placement, placement),
    eq(sponsoredCampaigns.status, 'active'),
    gt(sponsoredCampaigns.endsAt, sql`now()`),
    sql`${sponsoredCampaigns.budgetPaise} - ${sponsoredCampaigns.spentPaise} >= ${sponsoredCampaigns.unitPricePaise}`,
    sql`${sponsoredCampaigns.targetAudience} in ('everyone', ${audience})`,
  );
  const range = (from: SQL) =>
    ctx.db.select({ id: sponsoredCampaigns.id, drawKey: sponsoredCampaigns.drawKey }).from(sponsoredCampaigns).where(and(showable, from)).orderBy(asc(sponsoredCampaigns.drawKey)).limit(want);
  const drawn = unionAll(range(gte(sponsoredCampaigns.drawKey, point)), range(lt(sponsoredCampaigns.drawKey, point))).as('drawn');
  const rows = await ctx.db
    .select({
      id: sponsoredCampaigns.id,
      drawKey: drawn.drawKey,
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
    // A banned or closed account's cards go at once; the settling then ends their campaigns.
    .where(and(LISTED_PUBLICLY, eq(users.status, 'active')));
  // From the point round the circle of keys; then the page's cards in a random order of their own.
  const fromPoint = (key: number) => (key >= point ? key - point : key + 1 - point);
  rows.sort((a, b) => fromPoint(a.drawKey) - fromPoint(b.drawKey));
  const seen = new Set<string>();
  const ads: SponsoredAd[] = [];
  for (const { creator, drawKey: _key, ...card } of rows) {
    if (ads.length === limit || seen.has(card.modelId)) continue;
    seen.add(card.modelId);
    ads.push({ ...card, creatorName: authorName(creator), placement, sponsored: true });
  }
  for (let i = ads.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [ads[i], ads[j]] = [ads[j]!, ads[i]!];
  }
  return { success: true as const, ads, fill: ads.length < limit ? await adFillFor(ctx.db, placement, limit - ads.length) : null };
});
