import { SITE_NAME } from './page-head';

/** How a creator is named in previews: display name, else username; both may be blank on old accounts. */
export function personName(user: { displayName: string; username: string | null }): string {
  return user.displayName.trim() || user.username || `a ${SITE_NAME} creator`;
}
