import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationPreferences, QuietHours } from '../../../shared/constants/notification-rules';
import { users } from './users';

/**
 * SPEC §3 notification. Written only by the event consumers (issue 13), one per event and
 * recipient (the unique key on source_event_id and recipient_id makes a retried job write nothing).
 * Grouping (SPEC §4) writes one notification with grouped, groupCount and groupIds, and marks the
 * ones it stands for `groupedInto` it: lists and counts read only rows that are not grouped into
 * another. The model and actor fields are copies as they were, so a list needs no join.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    category: text('category').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    actorAvatar: text('actor_avatar'),
    modelId: text('model_id'),
    modelTitle: text('model_title'),
    modelThumbnail: text('model_thumbnail'),
    message: text('message').notNull(),
    actionUrl: text('action_url').notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high'] }).notNull().default('medium'),
    read: boolean('read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    grouped: boolean('grouped').notNull().default(false),
    groupCount: integer('group_count').notNull().default(1),
    groupIds: text('group_ids').array().notNull().default(sql`'{}'::text[]`),
    /** What grouping gathers by, per recipient: the type and its model or actor ("like:model:…"); null for kinds never grouped. */
    groupKey: text('group_key'),
    /** The group notification this one was gathered into; such rows are not listed or counted. */
    groupedInto: text('grouped_into'),
    milestone: integer('milestone'),
    rating: integer('rating'),
    platform: text('platform'),
    securityEvent: text('security_event'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    collectionId: text('collection_id'),
    collectionName: text('collection_name'),
    sourceEventId: bigint('source_event_id', { mode: 'number' }),
    /** What an actor can do again and again (like, unlike, like): said once per recipient, actor and key. */
    onceKey: text('once_key'),
    /** Its e-mail: none, due (to send now), held (quiet hours, until emailDueAt), digest (the next daily or weekly one), sent. */
    emailState: text('email_state', { enum: ['none', 'due', 'held', 'digest', 'sent'] }).notNull().default('none'),
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_recipient_newest_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()).where(sql`grouped_into is null`),
    index('notifications_recipient_unread_idx').on(t.recipientId).where(sql`not read and grouped_into is null`),
    uniqueIndex('notifications_event_recipient_idx').on(t.sourceEventId, t.recipientId),
    uniqueIndex('notifications_once_idx').on(t.recipientId, t.actorId, t.onceKey).where(sql`once_key is not null`),
    index('notifications_grouping_idx').on(t.recipientId, t.groupKey, t.createdAt).where(sql`group_key is not null and grouped_into is null`),
    index('notifications_email_due_idx').on(t.emailDueAt).where(sql`email_state in ('due', 'held')`),
    index('notifications_digest_idx').on(t.recipientId, t.createdAt).where(sql`email_state = 'digest'`),
    check('notifications_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    check('notifications_email_state_check', sql`${t.emailState} in ('none', 'due', 'held', 'digest', 'sent')`),
    check('notifications_group_count_check', sql`${t.groupCount} >= 1`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** SPEC §3 notification_preferences: a row only once someone changes theirs; until then SPEC §9's defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: jsonb('email').$type<NotificationPreferences['email']>().notNull(),
    inApp: jsonb('in_app').$type<NotificationPreferences['inApp']>().notNull(),
    frequency: text('frequency', { enum: ['realtime', 'daily', 'weekly'] }).notNull().default('realtime'),
    quietHours: jsonb('quiet_hours').$type<QuietHours>().notNull(),
    /** When the last daily or weekly digest went out, so the next one is sent once. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notification_preferences_frequency_check', sql`${t.frequency} in ('realtime', 'daily', 'weekly')`)],
);

/** A sign-in to an account, for /settings/security's recent sign-ins and the new-device alert (SPEC §9). */
export const signIns = pgTable(
  'sign_ins',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A keyed hash of the browser's device cookie: a sign-in from a key not seen before is a new device. */
    deviceKey: text('device_key').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_ins_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()), index('sign_ins_user_device_idx').on(t.userId, t.deviceKey), index('sign_ins_created_idx').on(t.createdAt)],
);
