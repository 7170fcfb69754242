/**
 * ORIGINAL-FACTS's user statuses. Admins set active, inactive and banned; "pending" is shown for an
 * active account whose e-mail is not verified yet, so it never disagrees with isVerified.
 */
export const STORED_USER_STATUSES = ['active', 'inactive', 'banned'] as const;
export type StoredUserStatus = (typeof STORED_USER_STATUSES)[number];

export const USER_STATUSES = ['active', 'inactive', 'banned', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function userStatusOf(user: { status: StoredUserStatus; isVerified: boolean }): UserStatus {
  if (user.status !== 'active') return user.status;
  return user.isVerified ? 'active' : 'pending';
}

/** Whether the account may hold a session: inactive and banned accounts may not. */
export function maySignIn(status: StoredUserStatus): boolean {
  return status === 'active';
}

/** What a refused sign-in says (and what ends a banned account's open pages). */
export const SIGN_IN_REFUSED: Record<Exclude<StoredUserStatus, 'active'>, string> = {
  banned: 'This account has been banned for breaking the Meshmandi rules. If you think this is a mistake, write to support.',
  inactive: 'This account is inactive. Write to support to have it reactivated.',
};

export const USER_STATUS_REASON_MAX = 1000;
