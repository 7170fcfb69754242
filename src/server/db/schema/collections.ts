import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { models } from './models';
import { users } from './users';

/** SPEC §3 collection: a person's named, ordered set of models, public or private. */
export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull().default('public'),
    modelCount: integer('model_count').notNull().default(0),
    /**
     * Set on a collection made for the creator's storefront (createModelCollection, decision 078):
     * its kind, shown on the storefront; null for a person's ordinary collection.
     */
    storefrontType: text('storefront_type'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The model whose preview is the collection's cover, when its creator chose one. */
    coverModelId: text('cover_model_id').references(() => models.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collections_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    check('collections_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('collections_name_length_check', sql`char_length(${t.name}) between 1 and 100`),
    check('collections_description_length_check', sql`char_length(${t.description}) <= 1000`),
    check('collections_model_count_check', sql`${t.modelCount} >= 0`),
    check('collections_storefront_type_check', sql`${t.storefrontType} is null or ${t.storefrontType} in ('curated', 'series', 'bundle', 'seasonal')`),
    index('collections_storefront_idx').on(t.userId, t.updatedAt.desc()).where(sql`${t.storefrontType} is not null`),
  ],
);

/** A model in a collection, at a position (0 first); the owner reorders by rewriting positions. */
export const collectionModels = pgTable(
  'collection_models',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.modelId] }),
    index('collection_models_order_idx').on(t.collectionId, t.position, t.modelId),
    index('collection_models_model_idx').on(t.modelId),
  ],
);
