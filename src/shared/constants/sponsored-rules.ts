/**
 * Sponsored placements (ORIGINAL-FACTS "Ad placements", issue 31 items 2–3, decision 082): where a
 * creator's sponsored model can be shown, what it costs and for how long.
 */

/** ORIGINAL-FACTS' placements, in the order a page shows them. */
export const AD_PLACEMENTS = [
  'homepage_hero',
  'homepage_sidebar',
  'model_detail_top',
  'model_detail_sidebar',
  'explore_grid',
  'search_results',
  'profile_header',
  'download_modal',
] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/**
 * The placements a page shows today (decision 084): a campaign can be bought only for these, so no
 * one pays for a space that is never drawn. The home page has no side column, the top of a model
 * page would move what is being read when a card arrives late, and a download is a plain link with
 * no dialog; those three stay in the list of names (SPEC's getAdsForPlacement takes them) but are
 * not sold.
 */
export const SPONSORABLE_PLACEMENTS = ['homepage_hero', 'model_detail_sidebar', 'explore_grid', 'search_results', 'profile_header'] as const satisfies readonly AdPlacement[];
export type SponsorablePlacement = (typeof SPONSORABLE_PLACEMENTS)[number];

/** What the budget is spent on: each counted click, or each 1,000 counted impressions. */
export const CAMPAIGN_TYPES = ['cpc', 'cpm'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/**
 * The price of one unit, in paise: ₹2 a click; ₹20 for 1,000 impressions, charged 2 paise at each
 * impression so spend is always whole paise and stops within one impression of the budget.
 */
export const UNIT_PRICE_PAISE: Record<CampaignType, number> = { cpc: 200, cpm: 2 };
/** What the unit prices say to people. */
export const UNIT_PRICE_TEXT: Record<CampaignType, string> = { cpc: '₹2 a click', cpm: '₹20 for 1,000 impressions' };

/** Budgets in paise: at least ₹100, at most ₹1,00,000 a campaign. */
export const SPONSORED_BUDGET_MIN_PAISE = 10_000;
export const SPONSORED_BUDGET_MAX_PAISE = 10_000_000;
/** How long a campaign runs once approved, in days. */
export const SPONSORED_DURATION_MIN_DAYS = 1;
export const SPONSORED_DURATION_MAX_DAYS = 90;
/** A creator may have this many campaigns waiting or running at once. */
export const SPONSORED_OPEN_CAMPAIGNS_MAX = 10;

/** Who sees it: everyone, only signed-in members, or only visitors who are not signed in. */
export const TARGET_AUDIENCES = ['everyone', 'members', 'visitors'] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];

/**
 * pending: waiting for an admin; active: shown while it has budget and time; paused: by an admin,
 * not shown; ended: over (time, budget, the owner, an admin, or its model no longer public), the
 * rest returned; declined: an admin said no, the whole budget returned.
 */
export const CAMPAIGN_STATUSES = ['pending', 'active', 'paused', 'ended', 'declined'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** At most this many sponsored cards are asked for at once (SPEC §7: limit 5). */
export const ADS_PER_REQUEST_MAX = 5;

export const SPONSORED_TITLE_MAX = 100;
export const SPONSORED_DESCRIPTION_MAX = 300;
