import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SocialPlatform } from '../../../shared/constants/storefront-rules';
import { models } from './models';
import { users } from './users';

export interface StorefrontSocialLink {
  platform: SocialPlatform;
  url: string;
}

/**
 * A Pro or Elite creator's storefront (issue 30 item 4, decision 078): one per creator. It is kept
 * when the creator falls below Pro, but shown to no one else until they are Pro again.
 * `custom_url_key` is the custom URL in lower case, unique, so two creators cannot hold one URL
 * that differs only in case.
 */
export const storefronts = pgTable(
  'storefronts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    customUrl: text('custom_url'),
    customUrlKey: text('custom_url_key'),
    theme: text('theme').notNull().default('classic'),
    /** Our own re-encoded banner's version (files storefronts/{userId}/{version}-{width}.webp), or none. */
    bannerVersion: text('banner_version'),
    socialLinks: jsonb('social_links').$type<StorefrontSocialLink[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storefronts_custom_url_key_idx').on(t.customUrlKey),
    check('storefronts_name_length_check', sql`char_length(${t.name}) between 1 and 80`),
    check('storefronts_description_length_check', sql`char_length(${t.description}) <= 2000`),
    check('storefronts_custom_url_check', sql`(${t.customUrl} is null) = (${t.customUrlKey} is null) and (${t.customUrlKey} is null or ${t.customUrlKey} = lower(${t.customUrl}))`),
    check('storefronts_theme_check', sql`${t.theme} in ('classic', 'midnight', 'terracotta', 'forest', 'ocean')`),
  ],
);

/** A storefront's featured models in their order; a model that stops being public is left out when read. */
export const storefrontFeaturedModels = pgTable(
  'storefront_featured_models',
  {
    userId: text('user_id')
      .notNull()
      .references(() => storefronts.userId, { onDelete: 'cascade' }),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.modelId] }),
    index('storefront_featured_models_order_idx').on(t.userId, t.position),
    index('storefront_featured_models_model_idx').on(t.modelId),
  ],
);

/**
 * Custom URLs a storefront used to have: they send visitors on to the storefront and are held for
 * its creator alone (no one else can take a URL that was shared as someone's shop).
 */
export const storefrontPastUrls = pgTable(
  'storefront_past_urls',
  {
    customUrlKey: text('custom_url_key').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => storefronts.userId, { onDelete: 'cascade' }),
    retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storefront_past_urls_user_idx').on(t.userId, t.retiredAt)],
);
