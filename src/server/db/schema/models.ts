import { sql } from 'drizzle-orm';
import { boolean, check, customType, doublePrecision, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { ModelFile, ModelPreview } from '../../../shared/contracts/models/model-shapes';
import { printProfileColumns, printProfileIndexes } from './print-profile-columns';
import { makeCountCheck, makeCountColumn } from './make-count-column';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What explore searches (decision 011). Weights: title A; tags and category B; creator C;
 * description D. The creator's names are kept as written (simple) and as the search stems its
 * words (english): a query's "Reddy" is stemmed to "reddi", which only the second matches. `meshmandi_words` is an immutable array_to_string (migration 0003), which a
 * generated column needs.
 */
const SEARCH_VECTOR = sql`setweight(to_tsvector('english', title), 'A')
  || setweight(to_tsvector('english', meshmandi_words(tags) || ' ' || category), 'B')
  || setweight(to_tsvector('simple', creator_name) || to_tsvector('english', creator_name), 'C')
  || setweight(to_tsvector('english', left(description, 4000)), 'D')`;
/**
 * The title and tags alone (issue 10): a model whose title or tags hold the words ranks above one
 * that has them only in its creator, category or description, and this vector finds those first.
 */
const TITLE_VECTOR = sql`to_tsvector('english', title || ' ' || meshmandi_words(tags))`;
/**
 * The title alone (issue 28, decision 055): best match ranks a word in the title above the same
 * word only in tags, and a whole phrase in the title first (positions are kept for `<->`). Its
 * words as written (simple) and as stemmed (english): a title word as typed ranks above one that
 * only shares its stem ("organizer" and "organic" are both "organ").
 */
const TITLE_ONLY_VECTOR = sql`to_tsvector('simple', title) || to_tsvector('english', title)`;
const PUBLIC = sql`visibility = 'public'`;
/**
 * What a public list shows (policies/model-scopes.ts). The text indexes cover exactly these
 * rows, so a count over them is answered from the index and the visibility map, without the table.
 */
const LISTED = sql`visibility = 'public' and not analysis_failed`;

/**
 * SPEC §3 "model". A row exists only for a complete model: files are checked and stored before it
 * is inserted, so there is never a half model to hide. Money fields are paise. `fileUrl` and
 * `thumbnail` are derived (first file, first preview) and kept here so lists need no join.
 */
export const models = pgTable(
  'models',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    licence: text('licence').notNull().default('CC-BY-4.0'),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull().default('public'),
    /** The formats of its files, for the format filter. */
    formats: text('formats').array().notNull().default(sql`'{}'::text[]`),
    /** True when every analysed mesh file is watertight, null until analysed or with no mesh. */
    watertight: boolean('watertight'),
    /**
     * True when every analysed mesh file is printable as is (decision 088): watertight, no open or
     * non-manifold edge, consistent winding, no degenerate face. Null as `watertight` is, and while
     * any file was analysed before printability was.
     */
    printableAsIs: boolean('printable_as_is'),
    /**
     * True while any of its files failed analysis (issue 9): the owner sees why, and the model stays
     * out of every public list until the file is replaced. Kept by refresh-model-media.ts.
     */
    analysisFailed: boolean('analysis_failed').notNull().default(false),
    fileUrl: text('file_url'),
    thumbnail: text('thumbnail'),
    /**
     * When a preview drawn from its file was asked for (decision 061), so a file that cannot be drawn
     * is not tried again. A model made since migration 0043 starts with it set: its page drew its
     * picture, or its bulk row asked in its own transaction. Null only on models from before, which
     * the backfill draws.
     */
    previewRenderRequestedAt: timestamp('preview_render_requested_at', { withTimezone: true }).defaultNow(),
    /**
     * The model page's view of its files and previews, rewritten whenever they change
     * (models/refresh-model-media.ts), so the page is one indexed row read. The file and preview
     * tables stay the source of truth.
     */
    filesView: jsonb('files_view').$type<ModelFile[]>().notNull().default([]),
    previewsView: jsonb('previews_view').$type<ModelPreview[]>().notNull().default([]),
    downloads: integer('downloads').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    views: integer('views').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    isPlatformModel: boolean('is_platform_model').notNull().default(false),
    /** SPEC §9's creator share (0.3) in basis points: money is whole numbers, and lives in the ledger. */
    revenueShareBps: integer('revenue_share_bps').notNull().default(3000),
    featured: boolean('featured').notNull().default(false),
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    featuredBy: text('featured_by'),
    /**
     * Hidden by the moderators (issue 16 item 2): the model is made private, so every public list,
     * page and file drops it through the same test as any private model, and its owner cannot make it
     * public again until an admin restores it (to `visibilityBeforeHidden`).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by'),
    hiddenReason: text('hidden_reason'),
    visibilityBeforeHidden: text('visibility_before_hidden'),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** The sum of its reviews' stars: averageRating is ratingTotal / reviewCount, both moved with a review. */
    ratingTotal: integer('rating_total').notNull().default(0),
    /**
     * Explore's "top rated" key: a Bayesian average, (3 × 5 + ratingTotal) / (5 + reviewCount) for a
     * reviewed model, 0 for one without reviews, so one 5-star review does not outrank fifty 4.8s.
     */
    ratingScore: doublePrecision('rating_score').notNull().default(0),
    /** Its comments and replies, moved in the comment's transaction. */
    commentCount: integer('comment_count').notNull().default(0),
    lastReviewedAt: timestamp('last_reviewed_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    lastSharedAt: timestamp('last_shared_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The creator's display name and username, kept in step by triggers (migration 0003) for search. */
    creatorName: text('creator_name').notNull().default(''),
    /** Recent activity (discovery/refresh-trending.ts), for the trending sort. */
    trendingScore: real('trending_score').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(SEARCH_VECTOR),
    titleVector: tsvector('title_vector').generatedAlwaysAs(TITLE_VECTOR),
    titleOnlyVector: tsvector('title_only_vector').generatedAlwaysAs(TITLE_ONLY_VECTOR),
    ...printProfileColumns,
    ...makeCountColumn,
  },
  (t) => [
    index('models_user_created_idx').on(t.userId, t.createdAt),
    // A day's uploads, private ones too, for analytics (decision 043).
    index('models_created_idx').on(t.createdAt),
    // Explore filtered by category, one per sort (issue 10): the category's models in the sort's order,
    // walked without reading the rest of the catalogue. The downloads one also holds the other
    // filters' columns (INCLUDE, migration 0015), so a count of a category's matches reads the index alone.
    index('models_category_newest_idx').on(t.category, t.createdAt.desc(), t.id.desc()).where(LISTED),
    index('models_category_downloads_idx').on(t.category, t.downloads.desc(), t.id.desc()).where(LISTED),
    index('models_category_views_idx').on(t.category, t.views.desc(), t.id.desc()).where(LISTED),
    index('models_category_likes_idx').on(t.category, t.likes.desc(), t.id.desc()).where(LISTED),
    index('models_category_made_idx').on(t.category, t.makeCount.desc(), t.id.desc()).where(LISTED),
    index('models_category_trending_idx').on(t.category, t.trendingScore.desc(), t.id.desc()).where(LISTED),
    index('models_category_top_rated_idx').on(t.category, t.ratingScore.desc(), t.id.desc()).where(LISTED),
    index('models_search_vector_idx').using('gin', t.searchVector).where(LISTED),
    index('models_title_vector_idx').using('gin', t.titleVector).where(LISTED),
    index('models_title_only_vector_idx').using('gin', t.titleOnlyVector).where(LISTED),
    // A category's text matches in one index (btree_gin, migration 0015): "vase" in Medical reads the
    // few hundred entries of both, not the tens of thousands of either.
    index('models_category_search_vector_idx').using('gin', t.category, t.searchVector).where(LISTED),
    index('models_category_title_vector_idx').using('gin', t.category, t.titleVector).where(LISTED),
    index('models_category_title_only_vector_idx').using('gin', t.category, t.titleOnlyVector).where(LISTED),
    // Explore's format and 3D-preview filters, combined with the category index in one bitmap.
    index('models_formats_idx').using('gin', t.formats).where(LISTED),
    // One index per explore sort, public models only, with id as the keyset tie-breaker.
    index('models_public_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(PUBLIC),
    // Also holds title_vector and title_only_vector (INCLUDE, migrations 0009 and 0040): best match
    // walks it through a common word's title and tag matches without reading the table (decisions 023, 055).
    index('models_public_downloads_idx').on(t.downloads.desc(), t.id.desc()).where(LISTED),
    index('models_public_views_idx').on(t.views.desc(), t.id.desc()).where(PUBLIC),
    index('models_public_likes_idx').on(t.likes.desc(), t.id.desc()).where(PUBLIC),
    index('models_public_made_idx').on(t.makeCount.desc(), t.id.desc()).where(LISTED),
    index('models_public_trending_idx').on(t.trendingScore.desc(), t.id.desc()).where(PUBLIC),
    index('models_public_top_rated_idx').on(t.ratingScore.desc(), t.id.desc()).where(LISTED),
    index('models_public_featured_idx').on(t.featuredAt.desc(), t.id.desc()).where(sql`visibility = 'public' and featured`),
    // Models still to be given a drawn preview (decision 061): empty once the backfill is done.
    index('models_preview_backfill_idx').on(t.id).where(sql`thumbnail is null and preview_render_requested_at is null`),
    // The moderation page's list of hidden models, newest first.
    index('models_hidden_idx').on(t.hiddenAt.desc()).where(sql`hidden_at is not null`),
    check('models_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check(
      'models_counters_check',
      sql`${t.downloads} >= 0 and ${t.likes} >= 0 and ${t.views} >= 0 and ${t.shares} >= 0 and ${t.reviewCount} >= 0 and ${t.ratingTotal} >= 0 and ${t.commentCount} >= 0`,
    ),
    check('models_revenue_share_bps_check', sql`${t.revenueShareBps} between 0 and 10000`),
    ...printProfileIndexes(t),
    makeCountCheck(t),
  ],
);

export type ModelRow = typeof models.$inferSelect;
