import { eq, or, type SQL } from 'drizzle-orm';
import { isAdminUser } from '../../../shared/constants/roles';
import { models } from '../../db/schema';
import { type Viewer, LISTED_PUBLICLY } from '../../policies';
import { isListedPublicly } from '../../../shared/policies/model-visibility';

/**
 * Which of a collection's models a viewer is shown (and counted, and may take the cover from): what
 * public lists show (public, and no file whose analysis failed), the viewer's own models, and
 * everything for an admin. A collection is a public list, so a model only its owner may see for now
 * is left out for everyone else, as explore leaves it out.
 */
export function listedInCollectionsTo(viewer: Viewer): SQL | undefined {
  if (viewer === null) return LISTED_PUBLICLY;
  if (isAdminUser(viewer)) return undefined;
  return or(LISTED_PUBLICLY, eq(models.userId, viewer.id));
}

/** The same rule on a row already read (reorder works on the rows it locked). */
export function isListedInCollectionsTo(viewer: Viewer, row: { visibility: string; analysisFailed: boolean; userId: string }): boolean {
  if (isListedPublicly(row)) return true;
  return viewer !== null && (row.userId === viewer.id || isAdminUser(viewer));
}
