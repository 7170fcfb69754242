/**
 * ORIGINAL-FACTS: "block after 5 failed logins". Five wrong passwords for one account within the
 * window pause its password sign-in for SIGN_IN_LOCK_MINUTES (security.account_locked, to its
 * owner); five wrong e-mailed codes are reported as suspicious activity (the codes go to the
 * owner's inbox, so they lock nothing). Once per burst.
 */
export const SUSPICIOUS_FAILED_SIGN_INS = 5;
/**
 * How long password sign-in stays paused after a burst of wrong passwords. Signing in with an
 * e-mailed code, or resetting the password by e-mail, ends it at once: an attacker guessing cannot
 * keep the owner out.
 */
export const SIGN_IN_LOCK_MINUTES = 15;
/** A burst: failures no further apart than this; the alert fires again only after a quiet window. */
export const FAILED_SIGN_IN_WINDOW_MINUTES = 15;

/** The long-lived first-party cookie that tells one browser from another at sign-in (never stored raw). */
export const DEVICE_COOKIE = 'meshmandi.device';
/** 400 days: the longest life browsers allow a cookie (RFC 6265bis). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** Rows in better-auth's expiring verifications table: one per recent wrong password or code, */
export const failureId = (userId: string) => `failed-sign-in:${userId}`;
/** the marker of a burst already reported, */
export const burstId = (userId: string) => `suspicious-sign-ins:${userId}`;
/** and the pause of password sign-in the burst started. */
export const signInLockId = (userId: string) => `sign-in-lock:${userId}`;
