import { sql } from 'drizzle-orm';
import { check, integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A model's makes (decision 090), moved in the make's transaction as its comment count is: the
 * model page shows it, and makes feed the trending score.
 */
export const makeCountColumn = { makeCount: integer('make_count').notNull().default(0) };

export const makeCountCheck = (t: { makeCount: AnyPgColumn }) => check('models_make_count_check', sql`${t.makeCount} >= 0`);
