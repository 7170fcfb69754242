import { and, count, eq, sql } from 'drizzle-orm';
import type { AdPlacement } from '../../shared/constants/sponsored-rules';
import type { CallContext } from '../callables/implement';
import { sponsoredCampaigns, sponsoredCounts, users } from '../db/schema';
import { identifyVisitor } from '../models';
import { indiaDay } from '../money';
import { isCrawler } from './is-crawler';

export interface AdEvent {
  adId: string;
  placement: AdPlacement;
  modelId?: string | undefined;
}

/** The campaign could not pay for this one: the count is rolled back with the spend it needed. */
class NoBudgetLeft extends Error {}

/**
 * Decision 082: counts one impression or click, once per campaign, viewer and day, and spends the
 * campaign's unit price when it is the kind it pays for: all in one transaction, the spend a
 * conditional update of the campaign's row that never passes the budget (on any number of nodes:
 * the row's lock orders them, the database's check backs it). Never for a crawler, the creator
 * themself, a campaign not running, or a card that names another placement or model; visitors not
 * signed in also share their address's daily ceiling. A failure answers success false (SPEC §8).
 */
export async function countAdEvent(ctx: CallContext, event: AdEvent, kind: 'impression' | 'click'): Promise<{ success: boolean; counted: boolean }> {
  if (isCrawler(ctx.headers.get('user-agent'))) return { success: true, counted: false };
  try {
    const visitor = identifyVisitor(ctx, { userId: ctx.user?.id ?? null, ip: ctx.ip, cookieHeader: ctx.headers.get('cookie') });
    if (visitor.setCookie) ctx.setCookies([visitor.setCookie]);
    const now = new Date();
    const day = indiaDay(now);
    const counted = await ctx.db.transaction(async (tx) => {
      const [campaign] = await tx.select().from(sponsoredCampaigns).where(eq(sponsoredCampaigns.id, event.adId));
      if (!campaign || campaign.status !== 'active' || !campaign.endsAt || campaign.endsAt <= now) return false;
      if (campaign.placement !== event.placement || (event.modelId && event.modelId !== campaign.modelId)) return false;
      if (campaign.creatorId === visitor.userId) return false;
      if (visitor.ipKey) {
        const [fromAddress] = await tx
          .select({ n: count() })
          .from(sponsoredCounts)
          .where(and(eq(sponsoredCounts.campaignId, campaign.id), eq(sponsoredCounts.kind, kind), eq(sponsoredCounts.day, day), eq(sponsoredCounts.ipKey, visitor.ipKey)));
        if ((fromAddress?.n ?? 0) >= ctx.config.counting.perIpPerDay) return false;
      }
      const billed = (kind === 'click') === (campaign.campaignType === 'cpc');
      const price = billed ? campaign.unitPricePaise : 0;
      const fresh = await tx
        .insert(sponsoredCounts)
        .values({ campaignId: campaign.id, kind, viewerKey: visitor.key, day, ipKey: visitor.ipKey, chargedPaise: price })
        .onConflictDoNothing()
        .returning({ campaignId: sponsoredCounts.campaignId });
      if (fresh.length === 0) return false;
      const tally = kind === 'click' ? { clicks: sql`${sponsoredCampaigns.clicks} + 1` } : { impressions: sql`${sponsoredCampaigns.impressions} + 1` };
      const [spent] = await tx
        .update(sponsoredCampaigns)
        .set({ ...tally, spentPaise: sql`${sponsoredCampaigns.spentPaise} + ${price}` })
        .where(
          and(
            eq(sponsoredCampaigns.id, campaign.id),
            eq(sponsoredCampaigns.status, 'active'),
            sql`${sponsoredCampaigns.spentPaise} + ${price} <= ${sponsoredCampaigns.budgetPaise}`,
            // A card still on a page when its creator was banned spends nothing more.
            sql`exists (select 1 from ${users} where ${users.id} = ${sponsoredCampaigns.creatorId} and ${users.status} = 'active')`,
          ),
        )
        .returning({ id: sponsoredCampaigns.id });
      if (!spent) throw new NoBudgetLeft();
      return true;
    });
    return { success: true, counted };
  } catch (error) {
    if (error instanceof NoBudgetLeft) return { success: true, counted: false };
    ctx.log.warn({ err: error, adId: event.adId, kind }, 'a sponsored card could not be counted');
    return { success: false, counted: false };
  }
}
