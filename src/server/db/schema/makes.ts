import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { MakePhoto } from '../../../shared/contracts/makes/make-shapes';
import { models } from './models';
import { users } from './users';

/**
 * A make ("I made this", issue 33 item 2, decision 090): a member's print of a public model, with
 * 1–8 photos re-encoded as model previews are and stored under makes/{userId}/, and how it was
 * printed. Layer height is kept in micrometres, so 0.2 mm stays exactly 0.2. It goes with its model
 * and with its maker (the cascade), and the model's `makeCount` moves in the make's transaction.
 */
export const makes = pgTable(
  'makes',
  {
    id: text('id').primaryKey(),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    printer: text('printer').notNull(),
    material: text('material').notNull(),
    layerHeightUm: integer('layer_height_um').notNull(),
    infillPercent: smallint('infill_percent').notNull(),
    supports: boolean('supports').notNull(),
    comment: text('comment').notNull(),
    rating: smallint('rating'),
    photos: jsonb('photos').$type<MakePhoto[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('makes_model_newest_idx').on(t.modelId, t.createdAt.desc(), t.id.desc()),
    index('makes_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    check('makes_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('makes_infill_check', sql`${t.infillPercent} between 0 and 100`),
    check('makes_layer_height_check', sql`${t.layerHeightUm} between 10 and 1000`),
    check('makes_comment_length_check', sql`char_length(${t.comment}) between 1 and 1000`),
    check('makes_text_length_check', sql`char_length(${t.printer}) between 1 and 80 and char_length(${t.material}) between 1 and 20`),
  ],
);

export type MakeRow = typeof makes.$inferSelect;
