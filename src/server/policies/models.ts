import { isAdminUser } from '../../shared/constants/roles';
import type { ModelRow, UserRow } from '../db/schema';

type Viewer = Pick<UserRow, 'id' | 'role' | 'isAdmin'> | null;
type Model = Pick<ModelRow, 'userId' | 'visibility'>;

/** A private model and its files exist only for their owner and admins, on every route. */
export function canSeeModel(viewer: Viewer, model: Model): boolean {
  if (model.visibility === 'public') return true;
  return viewer !== null && (viewer.id === model.userId || isAdminUser(viewer));
}

export function canEditModel(viewer: Viewer, model: Model): boolean {
  return viewer !== null && (viewer.id === model.userId || isAdminUser(viewer));
}

/** SPEC §5 text for anyone else. */
export const NOT_ALLOWED_TO_DELETE = 'Unauthorized to delete this model';
export const NOT_ALLOWED_TO_EDIT = 'Unauthorized to edit this model';
export const MODEL_NOT_FOUND = 'Model not found';
