import { sql } from 'drizzle-orm';
import { models } from '../db/schema';

/**
 * Which models a public list may show (explore, home, related, sitemap, profiles): public ones,
 * except those with a file whose analysis failed, which only their owner sees until it is fixed.
 */
export const LISTED_PUBLICLY = sql`(${models.visibility} = 'public' and not ${models.analysisFailed})`;
