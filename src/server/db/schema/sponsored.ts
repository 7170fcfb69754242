import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdPlacement, CampaignStatus, CampaignType, TargetAudience } from '../../../shared/constants/sponsored-rules';
import { models } from './models';
import { users } from './users';

/**
 * A sponsored placement (issue 31, decision 082): a creator's own public model shown in one
 * placement, paid from a budget held on the ledger when it is made. `spent_paise` is what counted
 * clicks or impressions have cost, raised under the row's lock and never past the budget (a check
 * the database keeps, whatever the nodes do at once); `settled_paise` is how much of it the ledger
 * has moved to the platform's ad revenue. What is left when it ends goes back to the creator once.
 */
export const sponsoredCampaigns = pgTable(
  'sponsored_campaigns',
  {
    id: text('id').primaryKey(),
    /** No cascade: the money a campaign holds outlives nothing it belongs to. */
    creatorId: text('creator_id')
      .notNull()
      .references(() => users.id),
    /** Null once the model is deleted: the campaign then ends and returns the rest, as for a hidden one. */
    modelId: text('model_id').references(() => models.id, { onDelete: 'set null' }),
    /** The creator's id for the request that made it: a retry makes no second campaign. */
    requestId: text('request_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The model's own page: a sponsored card never leads off the site. */
    targetUrl: text('target_url').notNull(),
    /** One of the model's own pictures. */
    imageUrl: text('image_url'),
    placement: text('placement').$type<AdPlacement>().notNull(),
    campaignType: text('campaign_type').$type<CampaignType>().notNull(),
    targetAudience: text('target_audience').$type<TargetAudience>().notNull(),
    /** The price of one counted click (cpc) or impression (cpm), fixed when it was made. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    budgetPaise: bigint('budget_paise', { mode: 'number' }).notNull(),
    spentPaise: bigint('spent_paise', { mode: 'number' }).notNull().default(0),
    settledPaise: bigint('settled_paise', { mode: 'number' }).notNull().default(0),
    durationDays: integer('duration_days').notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('pending'),
    /**
     * Where the campaign falls in its placement's random draw: the serving index reads a short range
     * of it from a random point, and the settling task draws it again every period, so each
     * running campaign is shown as often as any other over time (decision 082).
     */
    drawKey: doublePrecision('draw_key').notNull().default(sql`random()`),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewReason: text('review_reason'),
    /** Set at approval: it runs from then for its duration. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'time', 'budget', 'owner', 'admin', 'model_not_public', 'account_closed' or 'declined'. */
    endReason: text('end_reason'),
    /** When the unspent budget went back to the creator's earnings (once). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    check('sponsored_status_check', sql`${t.status} in ('pending', 'active', 'paused', 'ended', 'declined')`),
    check('sponsored_placement_check', sql`${t.placement} in ('homepage_hero', 'homepage_sidebar', 'model_detail_top', 'model_detail_sidebar', 'explore_grid', 'search_results', 'profile_header', 'download_modal')`),
    check('sponsored_type_check', sql`${t.campaignType} in ('cpc', 'cpm')`),
    check('sponsored_audience_check', sql`${t.targetAudience} in ('everyone', 'members', 'visitors')`),
    check('sponsored_money_check', sql`${t.unitPricePaise} > 0 and ${t.budgetPaise} > 0 and ${t.spentPaise} between 0 and ${t.budgetPaise} and ${t.settledPaise} between 0 and ${t.spentPaise}`),
    index('sponsored_serving_idx').on(t.placement, t.drawKey).where(sql`${t.status} = 'active'`),
    uniqueIndex('sponsored_request_idx').on(t.creatorId, t.requestId),
    index('sponsored_creator_newest_idx').on(t.creatorId, t.createdAt.desc()),
    index('sponsored_queue_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    // What the settling task visits: campaigns with spend to post, or that ended with money to return.
    index('sponsored_to_settle_idx').on(t.id).where(sql`${t.spentPaise} > ${t.settledPaise} or (${t.status} in ('ended', 'declined') and ${t.returnedAt} is null)`),
  ],
);

/**
 * One counted impression or click: once per campaign, viewer and day (India's day), so a viewer
 * who reloads costs the creator nothing more. The rows are also the campaign's figures per day.
 */
export const sponsoredCounts = pgTable(
  'sponsored_counts',
  {
    campaignId: text('campaign_id')
      .notNull()
      .references(() => sponsoredCampaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'impression' | 'click'>().notNull(),
    /** identifyVisitor's key: the account, or the first-party visitor id's keyed hash. */
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** For a visitor not signed in, the keyed hash of their address: the per-address ceiling counts these. */
    ipKey: text('ip_key'),
    /** What this one cost: the unit price when it is the campaign's billed kind, else 0. */
    chargedPaise: integer('charged_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.kind, t.viewerKey, t.day] }),
    check('sponsored_counts_kind_check', sql`${t.kind} in ('impression', 'click')`),
    index('sponsored_counts_day_idx').on(t.campaignId, t.day),
    index('sponsored_counts_address_idx').on(t.campaignId, t.kind, t.day, t.ipKey).where(sql`${t.ipKey} is not null`),
  ],
);
