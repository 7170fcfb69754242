import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdPlacement } from '../../../shared/constants/sponsored-rules';
import { models } from './models';
import { users } from './users';

/**
 * A house ad (issue 31, decision 084): an admin's card for a placement no sponsored card and no ad
 * network fills. It leads only to a path on this site, and its only picture is a public model's
 * cover, resolved when it is served. Nothing about it moves money.
 */
export const houseAds = pgTable(
  'house_ads',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    linkPath: text('link_path').notNull(),
    /** The model whose cover it shows; shown without a picture once that model is not public or is deleted. */
    imageModelId: text('image_model_id').references(() => models.id, { onDelete: 'set null' }),
    placements: text('placements').array().$type<AdPlacement[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // On this site only: a path, never a scheme or a protocol-relative address.
    check('house_ads_link_check', sql`left(${t.linkPath}, 1) = '/' and left(${t.linkPath}, 2) not in ('//', '/\\')`),
    check(
      'house_ads_placements_check',
      sql`cardinality(${t.placements}) >= 1 and ${t.placements} <@ array['homepage_hero', 'homepage_sidebar', 'model_detail_top', 'model_detail_sidebar', 'explore_grid', 'search_results', 'profile_header', 'download_modal']::text[]`,
    ),
    index('house_ads_newest_idx').on(t.createdAt.desc()),
  ],
);
