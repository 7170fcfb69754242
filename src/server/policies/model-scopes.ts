import { eq, or, sql, type SQL } from 'drizzle-orm';
import { isAdminUser } from '../../shared/constants/roles';
import { models } from '../db/schema';
import type { Viewer } from './authorize';

/**
 * Which models a query may read, as SQL, so a list never spells the rule out itself and a private
 * row is never even read for someone who may not see it. The same rules as `authorize`'s
 * 'model.view', for lists; on a row already read, src/shared/policies/model-visibility.ts.
 */

/** Public models: every page and count anyone may see (a model's page, a profile's model count). */
export const PUBLIC_MODELS = eq(models.visibility, 'public');

/**
 * What public lists show (explore, home, related, sitemaps, profiles): public models, except those
 * with a file whose analysis failed, which only their owner sees until it is fixed.
 */
export const LISTED_PUBLICLY = sql`(${models.visibility} = 'public' and not ${models.analysisFailed})`;

/** Public models, the viewer's own, and every model for an admin. */
export function modelsVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer === null) return PUBLIC_MODELS;
  if (isAdminUser(viewer)) return undefined;
  return or(PUBLIC_MODELS, eq(models.userId, viewer.id));
}
