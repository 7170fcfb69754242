import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A member's names as words, for explore's creators (issue 28, decision 056): the display name and
 * the username, whose dots and underscores part words as the search's own reading of text does
 * ("kavya.reddy_99" is kavya, reddy, 99). Kept as written (simple): names are not stemmed.
 */
const NAME_WORDS = sql`to_tsvector('simple', translate(display_name || ' ' || coalesce(username, ''), '._', '  '))`;

/**
 * SPEC §3 "user". better-auth's own field names are mapped onto ours in `auth/create-auth.ts`:
 * name → displayName, emailVerified → isVerified, image → photoURL.
 * The follower lists of the original live in the follows table (a later issue); the user keeps counts.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').unique(),
    displayName: text('display_name').notNull().default(''),
    photoURL: text('photo_url'),
    avatar: text('avatar'),
    phoneNumber: text('phone_number'),
    bio: text('bio'),
    /** The e-mail is verified (better-auth's emailVerified); shown to the account holder and admins only. */
    isVerified: boolean('is_verified').notNull().default(false),
    /** An admin verified this creator (verifyCreator, decision 077): the badge others see, as `isVerified` on public shapes. */
    creatorVerifiedAt: timestamp('creator_verified_at', { withTimezone: true }),
    provider: text('provider').notNull().default('password'),
    role: text('role', { enum: ['user', 'admin', 'super_admin'] }).notNull().default('user'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * ORIGINAL-FACTS's statuses as admins set them: inactive and banned accounts cannot sign in and
     * their sessions end when the status is set. "pending" is not stored: it is an active account
     * whose e-mail is not verified yet (shared/constants/user-status.ts).
     */
    status: text('status', { enum: ['active', 'inactive', 'banned'] }).notNull().default('active'),
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: text('status_changed_by'),
    totalDownloads: integer('total_downloads').notNull().default(0),
    totalLikes: integer('total_likes').notNull().default(0),
    totalViews: integer('total_views').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    /** Whether the profile shows a Likes tab (issue 12: "if the user allows it"); private by default. */
    likesPublic: boolean('likes_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    nameWords: tsvector('name_words').generatedAlwaysAs(NAME_WORDS),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'super_admin')`),
    // The few accounts that are not active: the moderation figures count them without reading every user.
    index('users_not_active_idx').on(t.status).where(sql`status <> 'active'`),
    // A day's sign-ups, for analytics (decision 043).
    index('users_created_idx').on(t.createdAt),
    // Explore's creators: only active accounts are ever shown, so only theirs are indexed.
    index('users_name_words_idx').using('gin', t.nameWords).where(sql`status = 'active'`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive', 'banned')`),
    check(
      'users_counters_check',
      sql`${t.totalDownloads} >= 0 and ${t.totalLikes} >= 0 and ${t.totalViews} >= 0 and ${t.followersCount} >= 0 and ${t.followingCount} >= 0`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
